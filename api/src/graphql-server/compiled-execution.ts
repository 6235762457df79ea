// An envelop plugin, not a React hook: named for what it is.
import { useGraphQlJit as graphqlJitPlugin, type JITCache } from '@envelop/graphql-jit';
import { type DocumentNode, type ExecutionResult, GraphQLError, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Documents kept compiled, by their text: the front-ends' operations with room for development's own. */
export const MAX_COMPILED_DOCUMENTS = 1_000;

type Entry = Parameters<JITCache['set']>[1];

/**
 * Execution of a document compiled once into JavaScript (graphql-jit) instead of walking its
 * selection through the generic executor on every request: the same resolvers, context, plugins and
 * answers, with less CPU and garbage per answer (a page of 48 conversation cards is ~2 000 fields).
 *
 * Only documents with exactly one operation are compiled: the plugin keeps one compiled form per
 * document, whichever operation it was asked for first. The rare document with several operations
 * (never one of the front-ends') runs through the generic executor. The compiled forms are kept by
 * text, oldest dropped first beyond MAX_COMPILED_DOCUMENTS.
 */
export function compiledExecution(reportError: (result: unknown) => void) {
  const compiled = new Map<string, Entry>();
  const cache: JITCache = {
    get: (text) => compiled.get(text),
    set: (text, entry) => {
      if (!compiled.has(text) && compiled.size >= MAX_COMPILED_DOCUMENTS) compiled.delete(compiled.keys().next().value as string);
      compiled.set(text, entry);
    },
  };
  const singleOperation = new WeakMap<DocumentNode, boolean>();
  const hasSingleOperation = (document: DocumentNode) => {
    let single = singleOperation.get(document);
    if (single === undefined) {
      single = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length === 1;
      singleOperation.set(document, single);
    }
    return single;
  };
  return {
    plugins: [graphqlJitPlugin({}, { cache, onError: reportError, enableIf: (args) => hasSingleOperation(args.document) }), requestErrorsAs400],
    /** Whether a document's text has its compiled form kept. */
    isCompiled: (text: string) => compiled.has(text),
    /** How many documents are kept compiled. */
    size: () => compiled.size,
  };
}

/**
 * A bad variable is the request's fault, not the execution's: the generic executor answers it with
 * 400 and no `data`, the compiled one with 200. Any answer without `data` is such a request error, so
 * it gets the same status (`extensions.http`, which Yoga reads and never sends).
 */
const requestErrorsAs400: Plugin = {
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      if (Symbol.asyncIterator in result) return;
      const answer = result as ExecutionResult;
      if ('data' in answer || !answer.errors?.length) return;
      setResult({
        errors: answer.errors.map(
          (error) => new GraphQLError(error.message, { extensions: { ...error.extensions, http: { ...(error.extensions?.http as object), status: 400 } } }),
        ),
      });
    },
  }),
};
