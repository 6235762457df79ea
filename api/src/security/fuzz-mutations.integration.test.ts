import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import { GOPAY_SIMULATOR_CREDENTIALS } from '../config';
import { buildGoPaySimulator, type GoPaySimulator } from '../gopay-simulator/gopay-simulator';
import type { GraphQLContext } from '../graphql/context';
import { resolvers } from '../graphql-server/resolvers';
import { present } from '../lib/present';
import { startTestApp, type TestApp } from '../testing/test-app';
import { MUTATION_SPECS, TOTAL_RUNS } from './fuzz/mutation-specs';
import { type FuzzReport, fuzzMutation, seedOf } from './fuzz/runner';
import { buildWorld, type World } from './fuzz/world';

/*
 * Reliability promise: whatever a client sends to a mutation — unicode, 10 000 characters, SQL
 * or HTML, numbers past every edge, someone else's ids, fields missing or null — the API answers
 * with a domain refusal (code, Czech field errors) or does it; never a 5xx or an unexpected error,
 * and a refusal writes nothing. fast-check generates cases over every mutation of the executable
 * schema, on PGlite: a quarter of the 10 000 of the full set on each run, seeded from the commit so
 * that every commit tries other cases (the seed is printed; FUZZ_SEED=n replays a run), FUZZ_SCALE=n
 * for n times the full set (FUZZ_SCALE=1 is all 10 000), FUZZ_SHRINK=1 to shrink a failure,
 * FUZZ_SURVEY=1 to list every distinct problem instead of stopping at the first.
 */

const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'shared', 'graphql', 'schema.graphql');
const schema = createSchema<GraphQLContext>({ typeDefs: fs.readFileSync(SCHEMA_FILE, 'utf8'), resolvers });
const mutationType = schema.getMutationType();
const mutationFields = mutationType ? mutationType.getFields() : {};
const MUTATIONS = Object.keys(mutationFields);

/** The commit's first 32 bits: each commit fuzzes with other cases; outside a git checkout, a fixed seed. */
function commitSeed(): number {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: __dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return Number.parseInt(head.slice(0, 8), 16);
  } catch {
    return 20_260_517;
  }
}

const BASE_SEED = Number(process.env.FUZZ_SEED ?? commitSeed());
const SHRINK = process.env.FUZZ_SHRINK === '1';
const SURVEY = process.env.FUZZ_SURVEY === '1';
/** The share of the full set of cases a run makes: a quarter by default, FUZZ_SCALE=5 five times all of them (a long run). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 0.25);
const runsOf = (spec: { runs: number }) => Math.max(1, Math.round(spec.runs * SCALE));
const hasResolver = (name: string) => typeof mutationFields[name]?.resolve === 'function';

describe('fuzzing the input of every mutation', () => {
  let t: TestApp;
  let gopay: GoPaySimulator;
  let world: World;
  const reports: FuzzReport[] = [];

  beforeAll(async () => {
    // createTopUp GOPAY talks to the local simulator, as in development: never the real gateway.
    gopay = buildGoPaySimulator();
    await gopay.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gopay.app.server.address() as AddressInfo;
    t = await startTestApp('pglite', {
      env: {
        GOPAY_API_URL: `http://127.0.0.1:${port}/api`,
        GOPAY_GOID: GOPAY_SIMULATOR_CREDENTIALS.goId,
        GOPAY_CLIENT_ID: GOPAY_SIMULATOR_CREDENTIALS.clientId,
        GOPAY_CLIENT_SECRET: GOPAY_SIMULATOR_CREDENTIALS.clientSecret,
      },
    });
    world = await buildWorld(t.app, t.database.db, { payments: hasResolver('createTopUp') });
    const cases = MUTATIONS.reduce((sum, name) => sum + runsOf(MUTATION_SPECS[name] ?? { runs: 0 }), 0);
    console.log(`fuzz-mutations: FUZZ_SEED=${BASE_SEED} FUZZ_SCALE=${SCALE} replays this run: ${cases} cases over ${MUTATIONS.length} mutations`);
  }, 120_000);

  afterAll(async () => {
    const lines = reports.map(
      (r) =>
        `${r.failure ? 'FAIL' : 'ok  '} ${r.mutation.padEnd(26)} seed ${String(r.seed).padStart(10)}  ${String(r.runs).padStart(4)} cases ${String(r.ms).padStart(6)} ms (cpu ${String(r.cpuMs).padStart(5)})  ${Object.entries(
          r.outcomes,
        )
          .map(([outcome, n]) => `${outcome} ${n}`)
          .join(', ')}`,
    );
    const cases = reports.reduce((sum, r) => sum + r.runs, 0);
    console.log(`fuzz-mutations: ${cases} cases\n${lines.join('\n')}`);
    await t?.close();
    await gopay?.app.close();
  });

  it('has a generator for every mutation of the executable schema, and at least 10 000 cases in the full set', () => {
    expect(MUTATIONS.length).toBeGreaterThan(0);
    expect(MUTATIONS.filter((name) => !MUTATION_SPECS[name])).toEqual([]);
    // A generator of a mutation the schema no longer has is a stale one.
    expect(Object.keys(MUTATION_SPECS).filter((name) => !mutationFields[name])).toEqual([]);
    expect(TOTAL_RUNS).toBeGreaterThanOrEqual(10_000);
  });

  it.each(MUTATIONS)(
    '%s: no 5xx, Czech field errors, no partial writes',
    async (name) => {
      const spec = MUTATION_SPECS[name];
      if (!spec) throw new Error(`Mutation.${name} has no generator in fuzz/mutation-specs.ts`);
      const report = await fuzzMutation({ app: t.app, database: t.database, world }, present(mutationFields[name]), spec, {
        seed: seedOf(BASE_SEED, name),
        shrink: SHRINK,
        survey: SURVEY,
        runs: runsOf(spec),
      });
      reports.push(report);
      const hint = hasResolver(name) ? '' : `\n  (Mutation.${name} has no resolver in the executable schema yet)`;
      expect(`${report.failure ?? ''}${report.failure ? hint : ''}`).toBe('');
      if (!SURVEY) expect(report.runs).toBe(runsOf(spec));
    },
    180_000,
  );
});
