import { AUTH_COOKIE_NAME } from '@zaber/shared/platform/business';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { GraphQLField } from 'graphql';
import type { Database } from '../../db/database';
import { present } from '../../lib/present';
import { argumentsArbitrary, inputFieldNames, mutationDocument } from './graphql-arbitrary';
import { commonOverrides, type MutationSpec } from './mutation-specs';
import { changedTables, countRows, type HttpAnswer, judgeAnswer, type RowCounts } from './verdict';
import type { ViewerName, World } from './world';

/*
 * Runs one mutation's cases: fast-check generates the viewer and the variables, the call goes
 * through the real app (Fastify inject → Yoga → resolvers → PGlite), and each answer is judged,
 * with the business tables counted around it.
 */

export interface FuzzContext {
  app: FastifyInstance;
  database: Database;
  world: World;
}

export interface FuzzReport {
  mutation: string;
  seed: number;
  runs: number;
  /** How many answers ended how ('ok', a code, 'GRAPHQL_COERCION', …). */
  outcomes: Record<string, number>;
  ms: number;
  /** CPU time of this process (the app runs in it), to find the expensive mutations on a busy machine. */
  cpuMs: number;
  /** The first failing case, compacted; null when every case passed. */
  failure: string | null;
}

interface FileCase {
  name: string;
  data: Uint8Array;
}

interface FuzzCase {
  viewer: ViewerName;
  variables: Record<string, unknown>;
  /** uploadWorks: tiny files that are not images, sent as a multipart request (else `files` is whatever JSON the variables hold). */
  files: FileCase[] | null;
  /** logout: the credentials sent (header or cookie). */
  credentials: { as: 'header' | 'cookie'; value: string } | null;
}

const ALL_VIEWERS: readonly ViewerName[] = ['guest', 'client', 'otherClient', 'pro', 'otherPro', 'editor', 'applicant', 'moderator', 'account'];

/** Header-safe text: what a client could put in Authorization or a cookie. */
const headerText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
  fc.constantFrom('', 'JWT', 'null', 'undefined', 'a.b.c', 'x'.repeat(8_000), 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwianRpIjoieCJ9.'),
);

function credentialsArbitrary(world: World): fc.Arbitrary<FuzzCase['credentials']> {
  const token = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...world.logoutTokens) }, { weight: 3, arbitrary: headerText });
  const scheme = fc.constantFrom('JWT ', 'Bearer ', '', 'jwt ', 'JWT  ');
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 4, arbitrary: fc.tuple(scheme, token).map(([s, t]) => ({ as: 'header' as const, value: `${s}${t}`.trim() })) },
    { weight: 2, arbitrary: token.map((t) => ({ as: 'cookie' as const, value: t.replace(/[;\s]/g, '') })) },
  );
}

const filesArbitrary: fc.Arbitrary<FileCase[]> = fc.array(
  fc.record({
    name: fc.oneof(fc.constantFrom('a.jpg', 'fotka.png', 'ř.jpg', '../../etc/passwd', '', `${'x'.repeat(300)}.jpg`), fc.string({ maxLength: 20 })),
    data: fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
  }),
  { maxLength: 3 },
);

export function caseArbitrary(field: GraphQLField<unknown, unknown>, spec: MutationSpec, world: World): fc.Arbitrary<FuzzCase> {
  const overrides = { ...commonOverrides(world), ...spec.overrides?.(world) };
  const viewer = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...spec.viewers) }, { weight: 1, arbitrary: fc.constantFrom(...ALL_VIEWERS) });
  return fc.record({
    viewer: spec.transport === 'logout' ? fc.constant<ViewerName>('guest') : viewer,
    variables: argumentsArbitrary(field.args, overrides),
    files: spec.transport === 'multipart' ? fc.oneof({ weight: 4, arbitrary: filesArbitrary }, { weight: 1, arbitrary: fc.constant(null) }) : fc.constant(null),
    credentials: spec.transport === 'logout' ? credentialsArbitrary(world) : fc.constant(null),
  });
}

function answerOf(response: { statusCode: number; body: string }): HttpAnswer {
  try {
    return { status: response.statusCode, body: JSON.parse(response.body) };
  } catch {
    return { status: response.statusCode, body: response.body };
  }
}

/** Sends one case as the client would: JSON, the multipart request spec, or a logout with raw credentials. */
export async function sendCase(context: FuzzContext, document: string, fuzzCase: FuzzCase): Promise<HttpAnswer> {
  const token = context.world.viewers[fuzzCase.viewer].token;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `JWT ${token}`;
  if (fuzzCase.credentials?.as === 'header') headers.authorization = fuzzCase.credentials.value;
  if (fuzzCase.credentials?.as === 'cookie') headers.cookie = `${AUTH_COOKIE_NAME}=${fuzzCase.credentials.value}`;
  const files = fuzzCase.files;
  if (files) {
    const form = new FormData();
    const variables = { ...fuzzCase.variables, files: files.map(() => null) };
    form.append('operations', JSON.stringify({ query: document, variables }));
    form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
    files.forEach((file, i) => {
      form.append(String(i), new Blob([new Uint8Array(file.data)], { type: 'image/jpeg' }), file.name);
    });
    const request = new Request('http://zaber.test/graphql', { method: 'POST', body: form });
    const response = await context.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': present(request.headers.get('content-type')) },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return answerOf(response);
  }
  const response = await context.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ query: document, variables: fuzzCase.variables }),
  });
  return answerOf(response);
}

/** JSON of a case with long strings cut, so a failure stays readable (the seed replays it whole). */
export function compact(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'string' && v.length > 80) return `${v.slice(0, 40)}…(${v.length} chars)`;
    if (v instanceof Uint8Array) return `<${v.length} bytes>`;
    if (Array.isArray(v) && v.length > 12) return [...v.slice(0, 6), `…(${v.length} items)`];
    return v;
  });
}

/** A 32-bit seed per mutation from the suite's seed, so one mutation's cases do not depend on the others'. */
export function seedOf(baseSeed: number, mutation: string): number {
  let hash = baseSeed | 0;
  for (const char of mutation) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/**
 * Runs `spec.runs` seeded cases of one mutation and reports how they ended; `failure` holds the
 * first case whose answer was a 5xx or an unexpected error, had English or misplaced field errors,
 * or wrote rows although it refused.
 */
export async function fuzzMutation(
  context: FuzzContext,
  field: GraphQLField<unknown, unknown>,
  spec: MutationSpec,
  options: {
    seed: number;
    /** Shrink a failing case to a smaller one (slow; for a local run). */
    shrink: boolean;
    /** Go on after a failure and list each distinct problem once (a bug hunt; CI stops at the first). */
    survey?: boolean;
    /** Cases to run, when not the spec's (a longer local run). */
    runs?: number;
  },
): Promise<FuzzReport> {
  const document = mutationDocument(field);
  const fieldNames = inputFieldNames(field);
  const outcomes: Record<string, number> = {};
  const started = Date.now();
  const cpu = process.cpuUsage();
  // The counts after the last call; recounted before a call that follows a success, in case the
  // success left work finishing after its answer.
  let counts: RowCounts | null = null;
  let runs = 0;
  let lastProblems: string[] = [];
  let lastAnswer: HttpAnswer | null = null;
  const surveyed = new Map<string, string>();

  const property = fc.asyncProperty(caseArbitrary(field, spec, context.world), async (fuzzCase) => {
    runs += 1;
    const before = counts ?? (await countRows(context.database));
    const answer = await sendCase(context, document, fuzzCase);
    const after = await countRows(context.database);
    const verdict = judgeAnswer(field.name, answer, fieldNames);
    counts = verdict.refused ? after : null;
    outcomes[verdict.outcome] = (outcomes[verdict.outcome] ?? 0) + 1;
    const problems = [...verdict.problems];
    if (verdict.refused) {
      const changed = changedTables(before, after, spec.refusalWrites);
      if (changed.length) problems.push(`refused, yet wrote rows: ${changed.join(', ')}`);
    }
    if (problems.length && options.survey) {
      // Numbers and quoted values vary between cases of one problem.
      const kind = `${answer.status} ${problems.map((p) => p.replace(/"[^"]*"|\d+/g, '…')).join('; ')}`;
      if (!surveyed.has(kind)) surveyed.set(kind, `  case: ${compact(fuzzCase)}\n  problems: ${problems.join('; ')}\n  answer: ${compact(answer)}`);
      return;
    }
    if (problems.length) {
      lastProblems = problems;
      lastAnswer = answer;
      throw new Error(problems.join('; '));
    }
  });

  const details = await fc.check(property, { numRuns: options.runs ?? spec.runs, seed: options.seed, endOnFailure: !options.shrink });
  const failure = surveyed.size
    ? `${field.name} (seed ${options.seed}): ${surveyed.size} kinds of problem\n${[...surveyed.values()].join('\n')}`
    : details.failed
      ? [
          `${field.name} (seed ${options.seed}, path ${details.counterexamplePath ?? '-'}):`,
          `  case: ${compact(details.counterexample?.[0])}`,
          // A throw of the harness itself (not a judged answer) has no problems list: show it.
          `  problems: ${lastProblems.length ? lastProblems.join('; ') : String(details.errorInstance)}`,
          `  answer: ${compact(lastAnswer)}`,
        ].join('\n')
      : null;
  const used = process.cpuUsage(cpu);
  return { mutation: field.name, seed: options.seed, runs, outcomes, ms: Date.now() - started, cpuMs: Math.round((used.user + used.system) / 1000), failure };
}
