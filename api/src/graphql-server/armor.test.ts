import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { armorRules, GRAPHQL_LIMITS, QUERY_TOO_COMPLEX } from './armor';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const schema = buildSchema(fs.readFileSync(path.join(ROOT, 'shared', 'graphql', 'schema.graphql'), 'utf8'));

/** Every operation document of the front-ends (fragments are inlined per file, as the client sends them). */
function operationFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.graphql') && entry.name !== 'schema.graphql') found.push(full);
    }
  };
  for (const pkg of ['shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account', 'shared']) walk(path.join(ROOT, pkg, 'src'));
  return found;
}

const fragments = operationFiles()
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

const armorErrors = (query: string) => validate(schema, parse(query), [...specifiedRules, ...armorRules()]).filter((e) => e.message === QUERY_TOO_COMPLEX);

describe('GraphQL document limits', () => {
  it('leave room for every operation of the front-ends', () => {
    const files = operationFiles();
    expect(files.length).toBeGreaterThan(40);
    const doc = parse(fragments);
    // All documents together (fragments shared across files resolve), each operation checked.
    const errors = validate(schema, doc, armorRules());
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('refuse a query nested deeper than the limit, in Czech', () => {
    // Package → executor → packages → executor … nests as deep as anyone asks.
    const levels = Math.ceil(GRAPHQL_LIMITS.depth / 2);
    const deep = `{ packages { items { ${'executor { packages { '.repeat(levels)} id ${'} } '.repeat(levels)} } } }`;
    expect(validate(schema, parse(deep)).map((e) => e.message)).toEqual([]);
    expect(armorErrors(deep).map((e) => e.message)).toContain(QUERY_TOO_COMPLEX);
  });

  it('refuse an alias flood', () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases + 5 }, (_, i) => `a${i}: categories { id }`).join(' ');
    expect(armorErrors(`{ ${aliases} }`).length).toBeGreaterThan(0);
  });
});
