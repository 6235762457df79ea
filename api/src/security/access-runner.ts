import type { FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { present } from '../lib/present';
import { type GraphqlResult, graphql } from '../testing/graphql-client';
import { freshToken, type SecurityFixtures, type SignedInViewer, type Viewer } from '../testing/security-fixtures';
import type { AccessRow, Cell } from './access-table';
import type { OperationDocument } from './operation-documents';

/*
 * Runs one cell of the authorization matrix (an operation called by one viewer) and judges the
 * answer against the cell's expectation. Both security suites use it: the matrix judges, the
 * contact-data scan reads what came back.
 */

type GraphqlError = NonNullable<GraphqlResult['errors']>[number] & { path?: readonly (string | number)[] };

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/** What one viewer got: the errors, the operation's field, and the whole answer as sent. */
export interface CellAnswer {
  errors: GraphqlError[];
  value: unknown;
  /** The serialized answer (every byte the viewer received), for the contact-data scan. */
  body: string;
}

/**
 * Viewers in the order their cells run within a row: those who own nothing first, the owners
 * last, so an owner's change (a deleted work, a sent review) never decides another viewer's cell.
 */
export const RUN_ORDER: readonly Viewer[] = ['guest', 'otherClient', 'otherExecutor', 'moderator', 'client', 'executor'];

async function tokenOf(app: FastifyInstance, fixtures: SecurityFixtures, viewer: Viewer, row: AccessRow): Promise<string | undefined> {
  if (viewer === 'guest') return undefined;
  const account = fixtures.accounts[viewer as SignedInViewer];
  return row.freshSession ? freshToken(app, account) : account.token;
}

export async function callAs(
  app: FastifyInstance,
  fixtures: SecurityFixtures,
  viewer: Viewer,
  document: OperationDocument,
  row: AccessRow,
  variables: Record<string, unknown> = row.variables?.(fixtures) ?? {},
): Promise<CellAnswer> {
  const token = await tokenOf(app, fixtures, viewer, row);
  const result = await graphql(app, document.query, variables, token ? { token } : {});
  const data = result.data as Record<string, unknown> | null | undefined;
  return {
    errors: (result.errors ?? []) as GraphqlError[],
    value: data?.[document.field] ?? null,
    body: JSON.stringify({ data: result.data ?? null, errors: result.errors ?? [] }),
  };
}

/** Nothing in it: null, an empty list, or a page whose items are empty. */
export function revealsNothing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && 'items' in value) {
    const page = value as { items: unknown[]; totalCount?: number; pageInfo?: { totalCount?: number } };
    return page.items.length === 0 && (page.totalCount ?? 0) === 0 && (page.pageInfo?.totalCount ?? 0) === 0;
  }
  return false;
}

function summarize(answer: CellAnswer): string {
  if (answer.errors.length) {
    const first = present(answer.errors[0]);
    return `error ${first.extensions?.code ?? '(no code)'} "${first.message}" at ${(first.path ?? []).join('.') || '(request)'}`;
  }
  const shown = JSON.stringify(answer.value);
  return `data ${shown.length > 160 ? `${shown.slice(0, 160)}…` : shown}`;
}

const codeOf = (error: GraphqlError) => error.extensions?.code;

/** Null when the answer is what the cell expects, else what was wrong. */
export function judge(cell: Cell, row: AccessRow, answer: CellAnswer): string | null {
  const { errors } = answer;
  // A request-level error (no path) means the row's variables do not fit the operation: the cell tested nothing.
  const broken = errors.find((e) => !e.path);
  if (broken) return `the request itself failed (fix the row's variables): ${broken.message}`;
  const first = errors[0];
  switch (cell) {
    case 'allow': {
      const refused = errors.find((e) => AUTH_CODES.has(codeOf(e) ?? ''));
      if (refused) return `expected allow, got ${codeOf(refused)} "${refused.message}" at ${present(refused.path).join('.')}`;
      const crashed = errors.find((e) => !codeOf(e) || codeOf(e) === 'INTERNAL_SERVER_ERROR');
      if (crashed) return `expected allow, but it crashed: "${crashed.message}" at ${present(crashed.path).join('.')}`;
      return null;
    }
    case 'deny':
      return first && AUTH_CODES.has(codeOf(first) ?? '') && answer.value === null
        ? null
        : `expected deny (UNAUTHENTICATED/FORBIDDEN), got ${summarize(answer)}`;
    case 'hidden':
      return errors.length === 0 && revealsNothing(answer.value) ? null : `expected hidden (no error, nothing revealed), got ${summarize(answer)}`;
    case 'notFound': {
      const code = row.notFoundCode ?? 'NOT_FOUND';
      return first && codeOf(first) === code && answer.value === null ? null : `expected notFound (${code}), got ${summarize(answer)}`;
    }
  }
}

/** What a subscriber got within the waiting time: pushed values and errors (GraphQL errors or a closed socket). */
export interface SubscriptionAnswer {
  values: unknown[];
  errors: GraphqlError[];
  body: string;
}

/**
 * Subscribes over graphql-ws (the token in connectionParams, as the shell sends it) and waits
 * until the first value or error arrives, or `ms` passed.
 */
export async function subscribeAs(
  url: string,
  document: OperationDocument,
  token: string | undefined,
  variables: Record<string, unknown>,
  ms: number,
): Promise<SubscriptionAnswer> {
  const values: unknown[] = [];
  const errors: GraphqlError[] = [];
  const client = createClient({
    url,
    connectionParams: token ? { authorization: `JWT ${token}` } : {},
    retryAttempts: 0,
    webSocketImpl: WebSocket,
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    client.subscribe<Record<string, unknown>>(
      { query: document.query, variables },
      {
        next: (result) => {
          if (result.errors) errors.push(...(result.errors as GraphqlError[]));
          if (result.data?.[document.field] !== undefined && result.data[document.field] !== null) values.push(result.data[document.field]);
          settle();
        },
        error: (error) => {
          // graphql-ws hands GraphQL errors of the subscribe step over as an array; anything else is the socket closing.
          if (Array.isArray(error)) errors.push(...(error as GraphqlError[]));
          else errors.push({ message: error instanceof Error ? error.message : JSON.stringify(error), path: ['(socket)'] });
          settle();
        },
        complete: settle,
      },
    );
  });
  await client.dispose();
  return { values, errors, body: JSON.stringify({ values, errors }) };
}

/** A subscription cell: `deny` is a refusal before any event; `allow` is no refusal, and the first event when the row says one is pushed at once. */
export function judgeSubscription(cell: Cell, row: AccessRow, answer: SubscriptionAnswer): string | null {
  const first = answer.errors[0];
  if (cell === 'deny') {
    return first && AUTH_CODES.has(codeOf(first) ?? '') && answer.values.length === 0
      ? null
      : `expected deny, got ${first ? `error ${codeOf(first) ?? '(no code)'} "${first.message}"` : `${answer.values.length} event(s)`}`;
  }
  if (cell === 'allow') {
    if (first) return `expected allow, got error ${codeOf(first) ?? '(no code)'} "${first.message}"`;
    if (row.firstEvent && answer.values.length === 0) return 'expected allow with the first event at once, got no event';
    return null;
  }
  return `a subscription cell is allow or deny, not ${cell}`;
}
