import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaInitialContext } from 'graphql-yoga';
import type { AuthenticatedViewer, Services } from '../lib/ports';

/** What the HTTP route and the websocket hand to Yoga. */
export interface ServerContext {
  req: FastifyRequest;
  /** Only on HTTP: lets login/logout set the cookie. */
  reply?: FastifyReply;
  /** Only on the websocket: the graphql-ws `connection_init` payload. */
  connectionParams?: Readonly<Record<string, unknown>>;
}

export type Viewer = { kind: 'guest' } | { kind: 'invalid' } | ({ kind: 'user'; token: string } & AuthenticatedViewer);

export interface UserContext {
  services: Services;
  /** Resolved once per operation, on first use. */
  viewer(): Promise<Viewer>;
  /** Per-request DataLoaders for fields resolved per row of a list. */
  loaders: Loaders;
}

/**
 * The per-request DataLoaders, by name. The kit knows none of them: the assembly's loader registry
 * (graphql-server/loaders.ts) adds every module's loaders to this interface.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging (graphql-server/loaders.ts)
export interface Loaders {}

export type GraphQLContext = YogaInitialContext & ServerContext & UserContext;
