import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The front-ends' operations as Apollo Client sends them, by the SHA-256 of their text (built by
 * shared/build/persisted-operations.cjs from the same documents; read at start like the SDL).
 */
export const MANIFEST_FILE = path.resolve(__dirname, '..', '..', '..', 'shared', 'graphql', 'persisted-operations.json');

export interface PersistedOperation {
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  document: string;
}

export type PersistedOperations = ReadonlyMap<string, PersistedOperation>;

export function loadPersistedOperations(file: string = MANIFEST_FILE): PersistedOperations {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { operations: Record<string, PersistedOperation> };
  return new Map(Object.entries(manifest.operations));
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The code Apollo's PersistedQueryLink answers by sending the full text once more. */
export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound';
export const UNKNOWN_OPERATION = 'Neznámý dotaz.';

/** What a request (HTTP or graphql-ws) names: the text, a persisted operation's hash, or both. */
export interface OperationRequest {
  query?: unknown;
  extensions?: unknown;
}

/** The persisted operation's hash a request's extensions name, if any. */
export function hashOf(extensions: unknown): string | undefined {
  const hash = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery?.sha256Hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * The document text to run for a request, or the error that refuses it. A known hash runs its
 * manifest text; an unknown hash without a text asks the client for the text
 * (PersistedQueryNotFound). With `onlyKnown` (production) a text runs only when it is in the manifest,
 * so nothing but the front-ends' own operations reaches the schema; otherwise any text runs.
 */
export function resolveOperation(operations: PersistedOperations, request: OperationRequest, onlyKnown: boolean): { query: string } | { error: GraphQLError } {
  const hash = hashOf(request.extensions);
  const known = hash ? operations.get(hash) : undefined;
  if (known) return { query: known.document };
  const text = typeof request.query === 'string' ? request.query : undefined;
  if (hash && text === undefined) {
    return { error: new GraphQLError(PERSISTED_QUERY_NOT_FOUND, { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }) };
  }
  if (onlyKnown && (text === undefined || !operations.has(sha256Hex(text)))) {
    return { error: new GraphQLError(UNKNOWN_OPERATION, { extensions: { code: 'UNKNOWN_OPERATION', http: { status: 400 } } }) };
  }
  return { query: text as string };
}

/** The HTTP side: a hash becomes its document before Yoga checks the parameters. */
export function persistedOperationsPlugin(operations: PersistedOperations, onlyKnown: boolean): Plugin {
  return {
    onParams({ params, setParams }) {
      const resolved = resolveOperation(operations, params, onlyKnown);
      if ('error' in resolved) throw resolved.error;
      if (resolved.query !== params.query) setParams({ ...params, query: resolved.query });
    },
  };
}
