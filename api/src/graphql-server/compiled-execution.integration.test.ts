import { graphql, signUpAndLogin } from '../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';

const PROVINCES = 'query Provinces { provinces { id name slug } }';
const TWO_OPERATIONS = 'query Kraje { provinces { name } } query Stitky { blogTags { slug } }';

function post(t: TestApp, query: string, operationName: string) {
  return t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query, operationName } });
}

describe.each(ENGINES)('compiled execution on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('compiles a document on its first run and answers the next ones from that form', async () => {
    expect(t.app.compiledDocuments.isCompiled(PROVINCES)).toBe(false);
    const first = await graphql<{ provinces: { name: string }[] }>(t.app, PROVINCES);
    expect(first.errors).toBeUndefined();
    expect(first.data?.provinces).toEqual(expect.any(Array));
    expect(t.app.compiledDocuments.isCompiled(PROVINCES)).toBe(true);
    const kept = t.app.compiledDocuments.size();
    const again = await graphql(t.app, PROVINCES);
    expect(again.data).toEqual(first.data);
    expect(t.app.compiledDocuments.size()).toBe(kept);
  });

  it('runs the operation a document with several names for each call, never the one compiled first', async () => {
    const kraje = await post(t, TWO_OPERATIONS, 'Kraje');
    expect(Object.keys(kraje.json().data)).toEqual(['provinces']);
    const stitky = await post(t, TWO_OPERATIONS, 'Stitky');
    expect(stitky.json()).toEqual({ data: { blogTags: expect.any(Array) } });
    expect(t.app.compiledDocuments.isCompiled(TWO_OPERATIONS)).toBe(false);
  });

  it('answers an unknown id and a bad variable as the generic executor words them', async () => {
    const unknownPackage = await graphql(t.app, 'query P($id: ID!) { package(id: $id) { id } }', { id: 'neexistuje' });
    expect(unknownPackage.status).toBe(200);
    expect(unknownPackage.data).toEqual({ package: null });
    const badVariable = await graphql(t.app, 'query P($id: ID!) { package(id: $id) { id } }', { id: { nested: true } });
    expect(badVariable.status).toBe(400);
    expect(badVariable.data).toBeUndefined();
    expect(badVariable.errors?.[0]?.message).toMatch(/Variable "\$id" got invalid value/);
    const { token } = await signUpAndLogin(t.app, `compiled-${engine}@example.cz`);
    const nullId = await graphql(t.app, 'mutation F($id: ID!) { addFavourite(kind: PACKAGE, id: $id) { executors { id } } }', { id: null }, { token });
    expect(nullId.status).toBe(400);
    expect(nullId.errors?.[0]?.message).toMatch(/Variable "\$id" of non-null type "ID!" must not be null/);
  });
});
