/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { checkRemoteTypes, unzip } from '../../scripts/check-remote-types.mjs';

/** A zip as the federation plugin writes it: one deflated entry per file. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = zlib.deflateRawSync(Buffer.from(text));
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(Buffer.byteLength(text), 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(Buffer.byteLength(text), 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const FITS = `import type { Lifecycle, RemoteModule } from '@zaber/shared/platform/contract';
export declare const contractVersion: string, bootstrap: Lifecycle, mount: Lifecycle, unmount: Lifecycle, modals: RemoteModule['modals'];`;
const BROKEN = `import type { Lifecycle } from '@zaber/shared/platform/contract';
export declare const contractVersion: string, bootstrap: Lifecycle, unmount: Lifecycle;
export declare const mount: (element: HTMLElement) => void;`;

describe('the remotes’ published types', () => {
  const workDir = path.join(__dirname, '..', '..', `.remote-types-test-${process.pid}`);
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  const published = (app: string) =>
    new Map([
      [
        'mf-client',
        { version: 'built', files: unzip(zip({ 'app.d.ts': "export * from './compiled-types/bootstrap';", 'compiled-types/bootstrap.d.ts': app })) },
      ],
      ['mf-account', { version: 'built', files: new Map() }],
    ]);

  it('reads the federation plugin’s archive', () => {
    const files = unzip(zip({ 'app.d.ts': 'export {};', 'compiled-types/x.d.ts': 'export declare const x: 1;' }));
    expect([...files.keys()]).toEqual(['app.d.ts', 'compiled-types/x.d.ts']);
    expect(files.get('compiled-types/x.d.ts')?.toString()).toBe('export declare const x: 1;');
  });

  it('passes a remote whose exposed ./app fits the contract, and names one that published nothing', () => {
    const result = checkRemoteTypes(published(FITS), workDir);
    expect(result).toEqual({ checked: ['mf-client'], skipped: ['mf-account'], errors: '' });
  });

  it('fails on a remote whose mount no longer fits, naming it', () => {
    const result = checkRemoteTypes(published(BROKEN), workDir);
    expect(result.checked).toEqual(['mf-client']);
    expect(result.errors).toMatch(/error TS\d+: Type 'typeof import\("[^"]*mf-client\/app"\)' is not assignable to type 'RemoteModule'/);
    expect(result.errors).toContain("'mount'");
  });
});
