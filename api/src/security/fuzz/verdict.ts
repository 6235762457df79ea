import * as authSchemas from '@zaber/shared/accounts/auth';
import * as conversationConstants from '@zaber/shared/conversations/constants';
import * as media from '@zaber/shared/media/constants';
import * as paymentSchemas from '@zaber/shared/money/schema';
import * as packageSchemas from '@zaber/shared/packages/schema';
import * as business from '@zaber/shared/platform/business';
import * as contactData from '@zaber/shared/platform/validation/contact-data';
import * as messages from '@zaber/shared/platform/validation/messages';
import * as profileSchemas from '@zaber/shared/profiles/schema';
import * as requestConstants from '@zaber/shared/requests/constants';
import * as requestSchemas from '@zaber/shared/requests/schema';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/database';
import {
  authThrottles,
  bankStatementLines,
  billingInfos,
  contactMessages,
  conversations,
  creditLedger,
  emailTokens,
  invoiceSeries,
  invoices,
  loginCodes,
  mediaUploads,
  messages as messageRows,
  notifications,
  outboxMails,
  packageImages,
  packageOrderServices,
  packageOrders,
  packagePriceOptions,
  packageServices,
  packages,
  paymentEvents,
  paymentOrders,
  privateRequests,
  profileApprovalRequests,
  profileCategories,
  profileDates,
  profileNotificationRegions,
  profileReviews,
  profiles,
  proposalInvitations,
  proposals,
  requestAlerts,
  requests,
  sessions,
  users,
  works,
} from '../../db/schema';
import { present } from '../../lib/present';

/*
 * What one fuzzed call must answer: no 5xx and no unexpected error; every refusal a domain error
 * with its code, field errors in Czech; and, when refused, not a row more or less anywhere.
 */

/** Every table a mutation writes (the places, categories and blog are seeded, never written by one). */
const BUSINESS_TABLES: readonly PgTable[] = [
  users,
  profiles,
  billingInfos,
  loginCodes,
  authThrottles,
  sessions,
  emailTokens,
  outboxMails,
  notifications,
  requests,
  proposals,
  proposalInvitations,
  creditLedger,
  profileCategories,
  works,
  mediaUploads,
  profileApprovalRequests,
  packages,
  packagePriceOptions,
  packageServices,
  packageImages,
  packageOrders,
  packageOrderServices,
  privateRequests,
  profileReviews,
  profileDates,
  contactMessages,
  profileNotificationRegions,
  requestAlerts,
  conversations,
  messageRows,
  paymentOrders,
  paymentEvents,
  bankStatementLines,
  invoiceSeries,
  invoices,
];

export const BUSINESS_TABLE_NAMES: readonly string[] = BUSINESS_TABLES.map((table) => getTableName(table));

const COUNT_SQL = `select ${BUSINESS_TABLE_NAMES.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`;

export type RowCounts = Record<string, number>;

const prepared = new WeakSet<Db>();

/**
 * Exact row counts of every business table in one statement (n_live_tup is not exact on PGlite).
 * PGlite is one session, so the statement is prepared once and its plan reused: twice as fast,
 * which matters at one count per case. PostgreSQL's pool would spread it over connections: plain there.
 */
export async function countRows(database: Pick<Database, 'db' | 'engine'>): Promise<RowCounts> {
  const { db } = database;
  if (database.engine === 'pglite' && !prepared.has(db)) {
    await db.execute(sql.raw(`prepare fuzz_row_counts as ${COUNT_SQL}`));
    prepared.add(db);
  }
  const result: unknown = await db.execute(sql.raw(database.engine === 'pglite' ? 'execute fuzz_row_counts' : COUNT_SQL));
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return rows[0] as RowCounts;
}

/** Tables whose count changed, as `table: before → after`, leaving out those the mutation may write when it refuses. */
export function changedTables(before: RowCounts, after: RowCounts, allowed: readonly string[] = []): string[] {
  return BUSINESS_TABLE_NAMES.filter((name) => before[name] !== after[name] && !allowed.includes(name)).map(
    (name) => `${name}: ${before[name]} → ${after[name]}`,
  );
}

function collectStrings(value: unknown, into: Set<string>, depth = 0): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value) && depth < 3) for (const item of value) collectStrings(item, into, depth + 1);
  else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && depth < 3) {
    for (const item of Object.values(value)) collectStrings(item, into, depth + 1);
  }
}

/** The Czech texts of the shared schemas and constants (messages without a diacritic among them, like 'Nenalezeno'). */
export const CZECH_MESSAGES: ReadonlySet<string> = (() => {
  const texts = new Set<string>(['Nenalezeno', 'Neplatný vstup', 'Přístup zakázán']);
  for (const module of [
    business,
    conversationConstants,
    media,
    requestConstants,
    contactData,
    authSchemas,
    messages,
    packageSchemas,
    paymentSchemas,
    profileSchemas,
    requestSchemas,
  ]) {
    collectStrings(Object.values(module), texts);
  }
  // Identifiers, paths and the one English text of the contract (the bad-token answer) are no messages.
  texts.delete(business.INVALID_TOKEN_MESSAGE);
  for (const text of texts) if (/^[A-Za-z0-9/_.:-]*$/.test(text)) texts.delete(text);
  return texts;
})();

/** Defaults of zod, GraphQL and JavaScript that must never reach a Czech form. */
const ENGLISH = /Expected|Invalid input|Invalid|Required|required|must be|received|Unexpected|undefined|NaN|\[object |Error:|error:/;
const CZECH = /[ěščřžýáíéůúňťďĚŠČŘŽÝÁÍÉŮÚŇŤĎ]|^[A-ZÁ-Ž][^a-z]*$/;
/** Czech words of messages that happen to have no diacritics ('Konverzace nenalezena.'). */
const CZECH_WORDS = /\b(nenalezen[aoy]?|nelze|zadejte|vyberte|nebo|tento|tato|tuto|toto|jen|pouze|neplatn[aeyou]|zkuste|znovu|nemate|prosim)\b/i;

export function isCzechMessage(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  if (ENGLISH.test(message)) return false;
  return CZECH_MESSAGES.has(message) || CZECH.test(message) || CZECH_WORDS.test(message);
}

/** Codes of the API's domain errors (lib/domain-errors.ts), each a refusal the user can act on. */
export const DOMAIN_CODES: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'INSUFFICIENT_CREDIT',
  'TOO_MANY_REQUESTS',
  'UPLOAD_LIMIT',
  'APPROVAL_REQUIREMENTS',
  'EMPTY',
  'FILE_TOO_LARGE',
  'NOT_AN_IMAGE',
  'DAMAGED',
  'TOO_MANY_PIXELS',
  'WORK_TOO_SMALL',
  'AVATAR_QUALITY',
]);

export interface HttpAnswer {
  status: number;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

interface GraphqlErrorShape {
  message?: unknown;
  path?: unknown;
  extensions?: { code?: unknown; fieldErrors?: unknown };
}

export interface Verdict {
  /** Something is wrong with the answer (empty: a good answer). */
  problems: string[];
  /** The mutation did not do it (GraphQL or domain refusal, or the transport refused the body). */
  refused: boolean;
  /** A short label of the outcome for the summary: 'ok', a code, 'GRAPHQL_COERCION', 'HTTP_413'. */
  outcome: string;
}

/** GraphQL's own refusals of variables of the wrong type (and its cap on how many it lists). */
const COERCION = /^(Variable "\$\w+" (got invalid value|of non-null type|of required type)|Too many errors processing variables)/;

/** GraphQL's own refusal of a variable of the wrong type: before any resolver, a 4xx, no path. */
function isCoercionError(error: GraphqlErrorShape, status: number): boolean {
  return status >= 400 && status < 500 && error.path === undefined && typeof error.message === 'string' && COERCION.test(error.message);
}

/**
 * Judges one answer of `mutation` (its root field). `fieldNames` are the names a field error may
 * be keyed by (arguments and input fields), so every message can land under a form field.
 */
export function judgeAnswer(mutation: string, answer: HttpAnswer, fieldNames: ReadonlySet<string>): Verdict {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  const body = answer.body as { data?: Record<string, unknown> | null; errors?: GraphqlErrorShape[] } | string | null;
  if (!body || typeof body !== 'object') {
    return { problems: [...problems, `not a JSON answer: ${String(body).slice(0, 200)}`], refused: true, outcome: `HTTP_${answer.status}` };
  }
  // Fastify refuses a body over its limit before GraphQL sees it (413, its own JSON).
  if (answer.status === 413 && !('errors' in body) && !('data' in body)) return { problems, refused: true, outcome: 'HTTP_413' };
  const errors = body.errors ?? [];
  if (errors.length === 0) {
    if (answer.status !== 200) problems.push(`HTTP ${answer.status} without errors`);
    if (body.data?.[mutation] === undefined || body.data?.[mutation] === null) problems.push('no errors and no data');
    return { problems, refused: false, outcome: 'ok' };
  }
  let outcome = '';
  for (const error of errors) {
    const code = error.extensions?.code;
    if (isCoercionError(error, answer.status)) {
      outcome ||= 'GRAPHQL_COERCION';
      continue;
    }
    if (typeof code !== 'string' || !DOMAIN_CODES.has(code)) {
      problems.push(`unexpected error ${JSON.stringify({ code, message: error.message, path: error.path })}`);
      outcome ||= String(code ?? 'NO_CODE');
      continue;
    }
    outcome ||= code;
    if (!isCzechMessage(error.message)) problems.push(`${code} message is not Czech: ${JSON.stringify(error.message)}`);
    const fieldErrors = error.extensions?.fieldErrors;
    if (code === 'BAD_USER_INPUT' && (!fieldErrors || typeof fieldErrors !== 'object' || Object.keys(fieldErrors).length === 0)) {
      problems.push('BAD_USER_INPUT without field errors');
    }
    if (fieldErrors && typeof fieldErrors === 'object') {
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (!isCzechMessage(message)) problems.push(`field error ${field} is not Czech: ${JSON.stringify(message)}`);
        if (!fieldNames.has(present(field.split('.')[0])))
          problems.push(`field error under an unknown field ${JSON.stringify(field)}: ${JSON.stringify(message)}`);
      }
    }
  }
  const data = body.data?.[mutation];
  if (data !== undefined && data !== null) problems.push('answered data and errors at once');
  return { problems, refused: true, outcome };
}
