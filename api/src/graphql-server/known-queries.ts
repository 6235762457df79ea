import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, type ExecutionResult, parse } from 'graphql';
import { hashOf, type PersistedOperations } from './persisted-operations';

/** What Yoga's envelop offers to run a document with every plugin of the schema. */
interface Enveloped {
  schema: unknown;
  execute: (args: never) => unknown;
  contextFactory: () => unknown;
}

type GetEnveloped = (initial: Record<string, unknown>) => Enveloped;

/** An answer the fast path gave: its body and the headers Yoga gave the same query before. */
export interface KnownAnswer {
  body: string;
  headers: ReadonlyArray<readonly [string, string]>;
  contentType: string;
}

/** Headers that belong to one answer, never to be repeated on another. */
const OWN_HEADERS = new Set(['content-length', 'set-cookie', 'date', 'etag', 'age', 'cache-control', 'vary']);
/** Distinct (query, Accept, Origin) combinations remembered: the manifest's queries times a few clients. */
const MAX_LEARNT = 2_000;

/**
 * The front-ends' own queries sent as GET by their persisted hash, run straight through the
 * schema's envelop (the same resolvers, context and plugins) without Yoga turning the request and
 * the answer into fetch-API objects, which cost more CPU than a small query's SQL.
 *
 * Yoga stays the one that words answers: a query runs this way only after Yoga answered the same
 * query, Accept and Origin with 200 and no error (so its document is known valid and its headers are
 * known), and only an answer without errors is sent this way; any other answer is left to Yoga,
 * which runs the query again (queries only read). POSTs, uploads, subscriptions and texts never come here.
 */
export function createKnownQueries(operations: PersistedOperations, getEnveloped: GetEnveloped) {
  const documents = new Map<string, DocumentNode>();
  const learnt = new Map<string, KnownAnswer['headers']>();

  /** The persisted query a GET names, or undefined when it is anything else. */
  const requested = (req: FastifyRequest) => {
    const q = req.query as Record<string, unknown> | undefined;
    if (!q || typeof q.extensions !== 'string' || q.query !== undefined) return undefined;
    let hash: string | undefined;
    try {
      hash = hashOf(JSON.parse(q.extensions));
    } catch {
      return undefined;
    }
    const operation = hash ? operations.get(hash) : undefined;
    if (!hash || operation?.type !== 'query') return undefined;
    return { hash, operation, variables: q.variables, operationName: q.operationName };
  };
  const keyOf = (req: FastifyRequest, hash: string) => `${hash}\n${req.headers.accept ?? ''}\n${req.headers.origin ?? ''}`;

  return {
    /** Remembers the headers of Yoga's error-free 200 answer to a persisted query sent as GET. */
    learn(req: FastifyRequest, headers: Headers) {
      const found = requested(req);
      if (!found || learnt.size >= MAX_LEARNT) return;
      const kept: [string, string][] = [];
      headers.forEach((value, name) => {
        if (!OWN_HEADERS.has(name)) kept.push([name, value]);
      });
      learnt.set(keyOf(req, found.hash), kept);
    },

    /** The answer run here, or null when Yoga should answer. */
    async answer(req: FastifyRequest, reply: FastifyReply): Promise<KnownAnswer | null> {
      const found = requested(req);
      const headers = found && learnt.get(keyOf(req, found.hash));
      if (!found || !headers) return null;
      let variables: unknown = null;
      if (typeof found.variables === 'string') {
        try {
          variables = JSON.parse(found.variables);
        } catch {
          return null;
        }
      } else if (found.variables !== undefined) return null;
      if (variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
      let document = documents.get(found.hash);
      if (!document) {
        document = parse(found.operation.document);
        documents.set(found.hash, document);
      }
      const params = { query: found.operation.document, variables, operationName: found.operationName, extensions: undefined };
      let result: ExecutionResult;
      try {
        const enveloped = getEnveloped({ req, reply, params });
        const contextValue = await enveloped.contextFactory();
        result = (await enveloped.execute({
          schema: enveloped.schema,
          document,
          contextValue,
          variableValues: variables,
          operationName: typeof found.operationName === 'string' ? found.operationName : undefined,
        } as never)) as ExecutionResult;
      } catch {
        // Whatever went wrong, Yoga answers it as it would have.
        return null;
      }
      if (!result || typeof result !== 'object' || Symbol.asyncIterator in result || result.errors?.length || result.extensions) return null;
      const contentType = headers.find(([name]) => name === 'content-type')?.[1] ?? 'application/json; charset=utf-8';
      return { body: JSON.stringify(result), headers, contentType };
    },
  };
}
