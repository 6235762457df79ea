import { resolvers } from '../graphql-server/resolvers';
import { graphql } from '../testing/graphql-client';
import { buildSecurityFixtures, type SecurityFixtures, type SignedInViewer } from '../testing/security-fixtures';
import { listenWs } from '../testing/subscriptions';
import { hasPostgres, startTestApp, type TestApp } from '../testing/test-app';
import { callAs, judge, judgeSubscription, RUN_ORDER, subscribeAs } from './access-runner';
import { ACCESS_TABLE, type AccessRow } from './access-table';
import { documentFor, loadContractSchema, rootOperations } from './operation-documents';

/*
 * The authorization matrix: every root operation of the schema × the six viewers, each answer
 * judged against ONE table (access-table.ts). One test per operation; a failure lists every
 * viewer whose answer differs, with what came back.
 */

const schema = loadContractSchema();
const operations = rootOperations(schema);
const rows = Object.entries(ACCESS_TABLE);

// One database for the whole file: PostgreSQL where CI provides it, otherwise PGlite.
const engine = hasPostgres ? 'postgres' : 'pglite';

describe('the access table covers the schema', () => {
  it('declares a row for every operation of the schema', () => {
    expect(operations.filter((operation) => !(operation in ACCESS_TABLE))).toEqual([]);
  });

  it('names no operation the schema does not have', () => {
    expect(rows.map(([operation]) => operation).filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('has a resolver for every operation (a missing one answers null to everybody, which would pass for "hidden")', () => {
    const maps = resolvers as unknown as Record<string, Record<string, unknown> | undefined>;
    const missing = operations.filter((operation) => {
      const [kind, field] = operation.split('.') as [string, string];
      const resolver = maps[kind]?.[field];
      return kind === 'Subscription' ? typeof (resolver as { subscribe?: unknown } | undefined)?.subscribe !== 'function' : typeof resolver !== 'function';
    });
    expect(missing).toEqual([]);
  });
});

describe(`authorization matrix on ${engine}`, () => {
  let t: TestApp;
  let f: SecurityFixtures;
  let wsUrl: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    f = await buildSecurityFixtures(t.app, t.database.db);
    wsUrl = await listenWs(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const queriesAndMutations = rows.filter(([operation]) => !operation.startsWith('Subscription.') && operations.includes(operation));
  const subscriptions = rows.filter(([operation]) => operation.startsWith('Subscription.') && operations.includes(operation));

  it.each(queriesAndMutations)('%s', async (operation, row: AccessRow) => {
    const document = documentFor(schema, operation);
    const mismatches: string[] = [];
    for (const viewer of RUN_ORDER) {
      const answer = await callAs(t.app, f, viewer, document, row);
      const problem = judge(row.access[viewer], row, answer);
      if (problem) mismatches.push(`${viewer}: ${problem}`);
    }
    expect(mismatches).toEqual([]);
  });

  // Beyond the six viewers: the rule of spec §4/§6 the table cannot show, as both of its professionals are public.
  it('Mutation.createTopUp refuses a professional awaiting approval (spec §6: top-up needs a public profile)', async () => {
    const result = await graphql<{ createTopUp: unknown }>(
      t.app,
      documentFor(schema, 'Mutation.createTopUp').query,
      { input: { amount: 50_000, method: 'BANK_TRANSFER' } },
      { token: f.applicant.token },
    );
    expect({ code: result.errors?.[0]?.extensions?.code, data: result.data?.createTopUp ?? null }).toEqual({ code: 'FORBIDDEN', data: null });
  });

  it.each(subscriptions)('%s over graphql-ws', async (operation, row: AccessRow) => {
    const document = documentFor(schema, operation);
    const mismatches: string[] = [];
    for (const viewer of RUN_ORDER) {
      const token = viewer === 'guest' ? undefined : f.accounts[viewer as SignedInViewer].token;
      // An allowed subscriber without an event at once is watched a moment for a refusal that comes late.
      const answer = await subscribeAs(wsUrl, document, token, row.variables?.(f) ?? {}, row.access[viewer] === 'allow' && !row.firstEvent ? 500 : 5_000);
      const problem = judgeSubscription(row.access[viewer], row, answer);
      if (problem) mismatches.push(`${viewer}: ${problem}`);
    }
    expect(mismatches).toEqual([]);
  });
});
