import fs from 'node:fs';

// The committed resolver types must match shared/graphql/schema.graphql: run `npm run codegen -w api`.
const { generate, OUTPUT_PATH } = require('../../scripts/codegen.cjs') as { generate: () => Promise<string>; OUTPUT_PATH: string };

describe('generated GraphQL resolver types', () => {
  it('are up to date with the schema', async () => {
    expect(fs.readFileSync(OUTPUT_PATH, 'utf8')).toBe(await generate());
  });
});
