import fs from 'node:fs';
import { ApolloClient, ApolloLink, InMemoryCache, type Operation } from '@apollo/client';
import { Observable } from 'rxjs';
import { createPersistedOperationsLink } from '../src/platform/persisted-operations';

interface FrontEndDocument {
  file: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
}
interface Manifest {
  operations: Record<string, { name: string; type: string; document: string }>;
}

const { buildManifest, frontEndDocuments, send, serialize, MANIFEST_PATH } = require('./persisted-operations.cjs') as {
  buildManifest: () => Promise<Manifest>;
  frontEndDocuments: () => FrontEndDocument[];
  send: (client: ApolloClient, doc: FrontEndDocument) => Promise<void>;
  serialize: (manifest: Manifest) => string;
  MANIFEST_PATH: string;
};

const manifest = (): Manifest => JSON.parse(fs.readFileSync(MANIFEST_PATH, 'utf8'));

describe('persisted operations', () => {
  it('the manifest is current: every operation of the front-ends as Apollo Client sends it', async () => {
    // Stale after a *.graphql change: run `node build/persisted-operations.cjs` in shared/.
    expect(fs.readFileSync(MANIFEST_PATH, 'utf8')).toBe(serialize(await buildManifest()));
    expect(Object.keys(manifest().operations).length).toBeGreaterThan(100);
  });

  it('the shared link sends every query and mutation of the front-ends by a hash the manifest holds, queries as GET', async () => {
    const sent: Operation[] = [];
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: ApolloLink.from([
        createPersistedOperationsLink(),
        new ApolloLink((operation) => {
          sent.push(operation);
          return new Observable((observer) => observer.complete());
        }),
      ]),
    });
    const { operations } = manifest();
    const documents = frontEndDocuments().filter((doc) => doc.type !== 'subscription');
    expect(documents.length).toBeGreaterThan(90);
    for (const doc of documents) {
      sent.length = 0;
      await send(client, doc);
      const [operation] = sent;
      const hash = (operation?.extensions as { persistedQuery?: { sha256Hash?: string } } | undefined)?.persistedQuery?.sha256Hash;
      expect({ file: doc.file, name: hash ? operations[hash]?.name : undefined }).toEqual({ file: doc.file, name: doc.name });
      // Only the hash travels; queries as GET (cacheable), mutations as POST.
      expect(operation?.getContext().http).toMatchObject({ includeQuery: false, includeExtensions: true });
      expect(operation?.getContext().fetchOptions?.method).toBe(doc.type === 'query' ? 'GET' : undefined);
    }
    client.stop();
  });
});
