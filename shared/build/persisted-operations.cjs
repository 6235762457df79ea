// The persisted-operation manifest: every GraphQL operation the front-ends send, exactly as Apollo
// Client sends it, keyed by the SHA-256 of that text (hex). The documents are the ones the front-ends
// run — the typed documents of each package's generated `*.generated.ts` (shared/build/codegen-client.cjs)
// — passed through a real ApolloClient, whose own transforms (__typename, client-only parts) decide the
// text; the link of `@zaber/shared/platform/persisted-operations` hashes that same text at run time.
// The API answers these by hash, and in production only these (api/src/graphql-server/persisted-operations.ts).
// Usage: `node build/persisted-operations.cjs` in shared/ writes graphql/persisted-operations.json;
// `--check` only compares (a test in shared fails when the file is stale).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { ApolloClient, ApolloLink, InMemoryCache } = require('@apollo/client');
const { print } = require('@apollo/client/utilities');
const { Observable } = require('rxjs');

const ROOT = path.join(__dirname, '..', '..');
const MANIFEST_PATH = path.join(__dirname, '..', 'graphql', 'persisted-operations.json');
/** The packages whose pages send operations (the API's own tests and tools are not front-ends). */
const FRONT_ENDS = ['shared', 'shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account'];
/** A typed document as typed-document-node writes it: one line of JSON. */
const DOCUMENT_LINE = /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode</;

function generatedFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : generatedFiles(full);
      return entry.name.endsWith('.generated.ts') ? [full] : [];
    })
    .sort();
}

/** Every operation document of the front-ends (fragments alone are never sent). */
function frontEndDocuments() {
  const documents = [];
  for (const pkg of FRONT_ENDS) {
    for (const file of generatedFiles(path.join(ROOT, pkg, 'src'))) {
      for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        const match = DOCUMENT_LINE.exec(line);
        if (!match) continue;
        const document = JSON.parse(match[2]);
        const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
        if (operation) documents.push({ file: path.relative(ROOT, file), name: operation.name.value, type: operation.operation, document });
      }
    }
  }
  return documents;
}

/** Runs a document through a client as the front-ends do: a query, a mutation or a subscription. */
async function send(client, { type, document }) {
  if (type === 'subscription') {
    client
      .subscribe({ query: document })
      .subscribe({ error: () => undefined })
      .unsubscribe();
  } else if (type === 'mutation') {
    await client.mutate({ mutation: document }).catch(() => undefined);
  } else {
    await client.query({ query: document, fetchPolicy: 'no-cache' }).catch(() => undefined);
  }
}

/** The text Apollo Client sends for a document: captured at the end of a real client's link chain. */
async function sentText(client, captured, doc) {
  captured.length = 0;
  await send(client, doc);
  if (captured.length !== 1) throw new Error(`Apollo sent ${captured.length} requests for ${doc.name}`);
  return captured[0];
}

const sha256 = (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** The manifest object: `{ operations: { <sha256>: { name, type, document } } }`, sorted by name, then hash. */
async function buildManifest() {
  const captured = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      captured.push(print(operation.query));
      return new Observable((observer) => observer.complete());
    }),
  });
  const entries = new Map();
  for (const doc of frontEndDocuments()) {
    const text = await sentText(client, captured, doc);
    entries.set(sha256(text), { name: doc.name, type: doc.type, document: text });
  }
  client.stop();
  const sorted = [...entries].sort(([ha, a], [hb, b]) => a.name.localeCompare(b.name) || ha.localeCompare(hb));
  return { algorithm: 'sha256', operations: Object.fromEntries(sorted) };
}

const serialize = (manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

module.exports = { buildManifest, frontEndDocuments, send, serialize, sha256, MANIFEST_PATH };

if (require.main === module) {
  buildManifest().then(
    (manifest) => {
      const text = serialize(manifest);
      const current = fs.existsSync(MANIFEST_PATH) ? fs.readFileSync(MANIFEST_PATH, 'utf8') : '';
      if (process.argv.includes('--check')) {
        if (current !== text) {
          console.error(`${path.relative(process.cwd(), MANIFEST_PATH)} is stale: run node build/persisted-operations.cjs in shared/`);
          process.exit(1);
        }
        return;
      }
      if (current !== text) fs.writeFileSync(MANIFEST_PATH, text);
      console.log(`${Object.keys(manifest.operations).length} operations in ${path.relative(process.cwd(), MANIFEST_PATH)}`);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
