import { spawn } from 'node:child_process';
import path from 'node:path';

/*
 * The text of a PDF, extracted by pdf-parse. pdf.js loads its worker with a dynamic import(), which
 * jest's CommonJS runtime refuses, so the extraction runs in a plain Node process (ESM).
 */
const SCRIPT = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  process.stdout.write((await parser.getText()).text);
} finally {
  await parser.destroy();
}
`;

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: path.resolve(__dirname, '..', '..'), stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pdf-parse exited with ${code}: ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(pdf);
  });
}
