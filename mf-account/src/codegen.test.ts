import fs from 'node:fs';
import path from 'node:path';

// The committed operation types must match the schema and the *.graphql files: run `npm run codegen -w mf-account`.
const { generate } = require('@zaber/shared/build/codegen-client.cjs') as { generate: (dir: string) => Promise<Map<string, string>> };

describe('generated GraphQL operation types', () => {
  it('are up to date with the schema and the operations', async () => {
    const outputs = await generate(path.join(__dirname, '..'));
    expect(outputs.size).toBeGreaterThan(0);
    for (const [file, text] of outputs) {
      expect({ file, text: fs.readFileSync(file, 'utf8') }).toEqual({ file, text });
    }
  });
});
