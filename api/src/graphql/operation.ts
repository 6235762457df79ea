import type { GraphQLResolveInfo } from 'graphql';
import type { z } from 'zod';
import { DomainError } from '../lib/domain-errors';
import { type Access, type ViewerOf, viewerFor } from './access';
import type { GraphQLContext } from './context';
import { domainToGraphQLError, parseInput } from './errors';

/** What an operation's handler receives: a checked viewer and a parsed input. */
export interface OperationCall<A extends Access, I, TParent, TArgs> {
  viewer: ViewerOf<A>;
  input: I;
  args: TArgs;
  parent: TParent;
  ctx: GraphQLContext;
  info: GraphQLResolveInfo;
}

type InputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Services throw domain errors; this boundary turns them into GraphQL errors (code + field errors). */
function rethrowAsGraphQL(error: unknown): never {
  throw error instanceof DomainError ? domainToGraphQLError(error) : error;
}

/** A resolver's run with its domain errors turned into GraphQL errors. */
async function mapDomainErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    rethrowAsGraphQL(error);
  }
}

/**
 * Every string of the arguments without NUL characters: PostgreSQL cannot store them in text, and
 * no person types one (a fuzzer found them crashing writes). Uploaded files pass as they are.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v)])) as T;
  }
  return value;
}

/**
 * Declares a root operation (STYLE §13, like cal.com's `authedProcedure.input(schema)`): who may
 * call it and which zod schema checks `args.input`, once. The handler gets the checked viewer
 * (null for guests of 'public', always null for 'none') and the parsed input. The role is checked
 * before the input, so a wrong role is refused whatever it sends.
 *
 *   setPassword: operation({ auth: 'user', input: setPasswordSchema }).resolve(async ({ ctx, viewer, input }) => { … })
 */
export function operation<A extends Access, S extends z.ZodType | undefined = undefined>(options: {
  auth: A;
  input?: S;
  /** The Czech message of the FORBIDDEN answer when `auth` is not met (default 'Přístup zakázán'). */
  refusal?: string;
}) {
  const prepare = async <TParent, TArgs>(parent: TParent, rawArgs: TArgs, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
    const args = withoutNul(rawArgs);
    const viewer = await viewerFor(ctx, options.auth, options.refusal);
    const raw = (args as { input?: unknown } | undefined)?.input;
    const input = (options.input ? parseInput(options.input, raw) : undefined) as InputOf<S>;
    return { viewer, input, args, parent, ctx, info };
  };
  return {
    resolve<TResult, TParent = unknown, TArgs = unknown>(handler: (call: OperationCall<A, InputOf<S>, TParent, TArgs>) => Promise<TResult> | TResult) {
      return (parent: TParent, args: TArgs, ctx: GraphQLContext, info: GraphQLResolveInfo): Promise<TResult> =>
        mapDomainErrors(async () => handler(await prepare(parent, args, ctx, info)));
    },
    /**
     * A subscription: access is checked before the first event, errors of the stream are mapped too.
     * `signal` aborts when the subscription ends (the client stops it, the socket closes): handlers
     * hand it to pubSub.subscribe, so listening stops at once even while no event comes (an async
     * generator waiting for its next event would only notice at that event).
     *
     * A hand-written iterator rather than an async generator around the handler's stream: a push to
     * thousands of sockets then costs each one promise here instead of a generator's round of them.
     */
    subscribe<TEvent, TParent = unknown, TArgs = unknown>(
      handler: (call: OperationCall<A, InputOf<S>, TParent, TArgs> & { signal: AbortSignal }) => AsyncIterable<TEvent>,
    ) {
      return (parent: TParent, args: TArgs, ctx: GraphQLContext, info: GraphQLResolveInfo): Required<AsyncIterableIterator<TEvent>> => {
        const controller = new AbortController();
        let stream: AsyncIterator<TEvent> | undefined;
        let ended = false;
        const finished = (): Promise<IteratorResult<TEvent>> => Promise.resolve({ value: undefined, done: true });
        // The handler starts with the first event asked for, as a generator's body would.
        const start = () =>
          prepare(parent, args, ctx, info).then((call) => {
            stream = handler({ ...call, signal: controller.signal })[Symbol.asyncIterator]();
            // Ended while access was being checked: the stream goes as soon as it exists.
            if (ended) return stream.return?.() ?? finished();
            return stream.next();
          });
        const end = (): Promise<IteratorResult<TEvent>> => {
          ended = true;
          controller.abort();
          return stream?.return?.() ?? finished();
        };
        return {
          next: () => {
            if (ended && !stream) return finished();
            return (stream ? stream.next() : start()).catch(rethrowAsGraphQL);
          },
          return: end,
          throw: (error?: unknown) => end().then(() => Promise.reject(error)),
          [Symbol.asyncIterator]() {
            return this;
          },
        };
      };
    },
  };
}
