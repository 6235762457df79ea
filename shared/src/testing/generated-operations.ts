import fs from 'node:fs';

const { generate } = require('@zaber/shared/build/codegen-client.cjs') as { generate: (dir: string) => Promise<Map<string, string>> };

/**
 * The committed operation types of a package (`dir`) must match the schema and its *.graphql
 * files; `command` is how to regenerate them, shown when they do not.
 */
export function describeGeneratedOperations(dir: string, command: string): void {
  describe(`generated GraphQL operation types (regenerate: ${command})`, () => {
    it('are up to date with the schema and the operations', async () => {
      const outputs = await generate(dir);
      expect(outputs.size).toBeGreaterThan(0);
      for (const [file, text] of outputs) {
        expect({ file, text: fs.readFileSync(file, 'utf8') }).toEqual({ file, text });
      }
    });
  });
}
