import { createSchema, createYoga } from 'graphql-yoga';
import { productionSchemaPlugin } from './production-rules';

// Production also accepts only the front-ends' operations (persisted-operations.ts); these rules
// hold under that, for any operation that reaches validation.
const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { currentProfile: String }', resolvers: { Query: { currentProfile: () => 'ok' } } }),
  plugins: [productionSchemaPlugin()],
  logging: false,
});

async function ask(query: string) {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
}

describe('production schema rules', () => {
  it('refuses introspection by __schema and by __type', async () => {
    const schema = await ask('{ __schema { queryType { name } } }');
    expect(schema.data).toBeUndefined();
    expect(schema.errors?.[0]?.message).toMatch(/introspection/i);
    const type = await ask('{ __type(name: "Query") { name } }');
    expect(type.data).toBeUndefined();
    expect(type.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('names an unknown field without suggesting the schema', async () => {
    const typo = await ask('{ currentProfil }');
    expect(typo.errors?.map((e) => e.message)).toEqual(['Cannot query field "currentProfil" on type "Query".']);
  });

  it('answers the operations the schema has', async () => {
    expect((await ask('{ currentProfile }')).data).toEqual({ currentProfile: 'ok' });
  });
});
