import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_COOKIE_NAME } from '@zaber/shared/platform/business';
import { gauge } from '@zaber/shared/server/metrics.mjs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { createSchema, createYoga } from 'graphql-yoga';
import { GUEST_MAX_AGE_SECONDS } from '../config';
import type { GraphQLContext, ServerContext, UserContext } from '../graphql/context';
import { hitRateLimit, tooManyAttempts } from '../lib/abuse-limits';
import { CROSS_SITE_REFUSED, hasForeignOrigin, isCrossSiteGraphqlPost, allowedOrigins as sameSiteOrigins } from '../lib/cross-site';
import type { Services } from '../lib/ports';
import { RATE_LIMITS, retryMinutes } from '../lib/rate-limit';
import { requestViewer } from '../modules/auth/request-viewer';
import { leaveMultipartToYoga, multipartYogaOptions } from '../modules/media/graphql-uploads';
import { armorPlugins } from './armor';
import { compiledExecution } from './compiled-execution';
import { createContextFactory } from './context';
import { createGuestAnswerCache, type GuestAnswer } from './guest-answers';
import { createKnownQueries } from './known-queries';
import { createLiveSessions } from './live-sessions';
import { operationTelemetry } from './operation-telemetry';
import { loadPersistedOperations, persistedOperationsPlugin, resolveOperation } from './persisted-operations';
import { productionSchemaPlugin } from './production-rules';
import { resolvers } from './resolvers';

/** The SDL is read from @zaber/shared at start (api/src and api/dist sit at the same depth). */
const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'shared', 'graphql', 'schema.graphql');

type EnvelopedArgs = ExecutionArgs & {
  rootValue: { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };
};

/** The documents the API keeps compiled (see compiled-execution.ts). */
export type CompiledDocuments = Pick<ReturnType<typeof compiledExecution>, 'isCompiled' | 'size'>;

/** GraphQL over HTTP (POST/GET) and graphql-ws on the same path `/graphql`. */
export function registerGraphql(app: FastifyInstance, services: Services): CompiledDocuments {
  const allowedOrigins = new Set(services.config.corsOrigins);
  const uploads = multipartYogaOptions();
  // Production runs only the front-ends' own operations (by hash or by their exact text).
  const operations = loadPersistedOperations();
  const onlyKnown = services.config.production;
  const compiled = compiledExecution((result) => app.log.error({ result }, 'GraphQL document not compiled'));
  const yoga = createYoga<ServerContext, UserContext>({
    // uploadWorks: the GraphQL multipart request spec with the media pipeline's limits.
    ...uploads,
    schema: createSchema<GraphQLContext>({ typeDefs: fs.readFileSync(SCHEMA_FILE, 'utf8'), resolvers }),
    context: createContextFactory(services),
    graphqlEndpoint: '/graphql',
    // Credentials (the auth cookie) are only for our own front-ends; any other origin gets no CORS
    // headers at all, so its browser cannot read the answer. Requests without Origin are unaffected.
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin && allowedOrigins.has(origin) ? { origin: [origin], credentials: true } : false;
    },
    graphiql: !services.config.production,
    plugins: [
      persistedOperationsPlugin(operations, onlyKnown),
      ...uploads.plugins,
      ...armorPlugins(),
      ...(services.config.production ? [productionSchemaPlugin()] : []),
      ...compiled.plugins,
      // Last: it wraps the execute function chosen above.
      operationTelemetry(),
    ],
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
  });

  const sameSite = sameSiteOrigins(services.config);
  const liveSessions = createLiveSessions(services.pubSub);
  const socketSessions = new WeakMap<object, string>();
  const openSockets = gauge('graphql_ws_connections', 'Open graphql-ws websockets');
  // Before the body is read: another site's form or script never gets as far as parsing.
  const refuseCrossSite = async (req: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSiteGraphqlPost(req, sameSite)) {
      return reply.status(403).send({ errors: [{ message: CROSS_SITE_REFUSED, extensions: { code: 'FORBIDDEN' } }] });
    }
  };
  const guestAnswers = createGuestAnswerCache({ ttlMs: services.config.guestCacheMs });
  const knownQueries = createKnownQueries(operations, (initial) => yoga.getEnveloped(initial as never) as never);
  const runYoga = async (req: FastifyRequest, reply: FastifyReply, settle?: (answer: GuestAnswer | null) => void) => {
    const known = req.method === 'GET' ? await knownQueries.answer(req, reply) : null;
    if (known) {
      for (const [name, value] of known.headers) reply.header(name, value);
      const answer = signedIn(req) ? null : guestAnswer(200, known.contentType, known.body, Date.now());
      settle?.(answer);
      return sendCacheable(req, reply, known.body, answer);
    }
    const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    // A JSON answer of a GET (never a stream: subscriptions over SSE keep theirs).
    const contentType = response.headers.get('content-type') ?? '';
    if (req.method === 'GET' && response.status === 200 && /json/.test(contentType)) {
      const body = await response.text();
      if (!body.includes('"errors"')) knownQueries.learn(req, response.headers);
      const answer = signedIn(req) ? null : guestAnswer(response.status, contentType, body, Date.now());
      settle?.(answer);
      return sendCacheable(req, reply, body, answer);
    }
    reply.status(response.status);
    reply.send(response.body);
    return reply;
  };
  // A guest's answer computed a moment ago by this process: the headers Yoga would have set.
  const sendKept = (req: FastifyRequest, reply: FastifyReply, answer: GuestAnswer) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
    }
    reply.header('content-type', answer.contentType).header('age', String(Math.floor((Date.now() - answer.storedAt) / 1000)));
    return sendCacheable(req, reply, answer.body, answer);
  };
  const handleHttp = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'OPTIONS') {
      const limit = await hitRateLimit(services, req.ip, `graphql:${req.ip}`, RATE_LIMITS.graphql);
      if (limit && !limit.allowed) {
        const message = tooManyAttempts(retryMinutes(limit));
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(limit.retryAfterMs / 1000)))
          .send({ errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
      }
    }
    if (req.method !== 'GET' || guestAnswers.ttlMs === 0 || signedIn(req)) return runYoga(req, reply);
    const key = guestKey(req);
    const kept = guestAnswers.lookup(key);
    const answer = kept instanceof Promise ? await kept : kept;
    if (answer) return sendKept(req, reply, answer);
    const settle = guestAnswers.begin(key);
    try {
      return await runYoga(req, reply, settle);
    } finally {
      settle(null);
    }
  };

  // Scoped, so only this route leaves multipart bodies to Yoga.
  void app.register(async (scope) => {
    leaveMultipartToYoga(scope);
    scope.route({ url: '/graphql', method: ['POST', 'OPTIONS'], onRequest: refuseCrossSite, handler: handleHttp });
  });
  app.route({
    url: '/graphql',
    method: 'GET',
    handler: handleHttp,
    // A websocket carries the session cookie like any request: another site's page may not open one.
    onRequest: async (req, reply) => {
      if (req.ws && hasForeignOrigin(req, sameSite)) return reply.status(403).send({ code: 'FORBIDDEN', detail: CROSS_SITE_REFUSED });
    },
    wsHandler: countSockets(
      openSockets,
      makeHandler({
        // Which session each socket speaks for, so that ending the session closes it.
        onConnect: async (ctx) => {
          // Its subscriptions read the same session again from this instance's memory (session-viewers.ts).
          const viewer = await requestViewer(services, { req: ctx.extra.request, connectionParams: ctx.connectionParams });
          if (viewer.kind === 'user') {
            socketSessions.set(ctx.extra.socket, viewer.sessionId);
            liveSessions.track(viewer.sessionId, ctx.extra.socket);
          }
          return true;
        },
        onClose: (ctx) => {
          const sessionId = socketSessions.get(ctx.extra.socket);
          if (sessionId) liveSessions.untrack(sessionId, ctx.extra.socket);
        },
        // Per subscribe, the same context as HTTP, built from the upgrade request and connectionParams.
        onSubscribe: async (ctx, _id, payload) => {
          // Every operation over the socket counts against the address's GraphQL rate, as on HTTP.
          const ip = ctx.extra.request.ip;
          const limit = await hitRateLimit(services, ip, `graphql:${ip}`, RATE_LIMITS.graphql);
          if (limit && !limit.allowed) return [new GraphQLError(tooManyAttempts(retryMinutes(limit)), { extensions: { code: 'TOO_MANY_REQUESTS' } })];
          const resolved = resolveOperation(operations, payload, onlyKnown);
          if ('error' in resolved) return [resolved.error];
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            ...ctx,
            req: ctx.extra.request,
            connectionParams: ctx.connectionParams,
            params: payload,
          });
          const args: EnvelopedArgs = {
            schema,
            operationName: payload.operationName ?? null,
            document: parse(resolved.query),
            variableValues: payload.variables ?? null,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
          const errors = validate(args.schema, args.document);
          if (errors.length) return errors;
          return args;
        },
        execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
        subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args) as never,
      }),
    ),
  });
  return { isCompiled: compiled.isCompiled, size: compiled.size };
}

/** A websocket handler (called with Fastify as `this`) that keeps `open` at the number of its sockets not yet closed. */
function countSockets<This, S extends { once(event: 'close', listener: () => void): unknown }, R, T>(
  open: ReturnType<typeof gauge>,
  handler: (this: This, socket: S, request: R) => T,
) {
  return function counted(this: This, socket: S, request: R): T {
    open.inc();
    socket.once('close', () => open.dec());
    return handler.call(this, socket, request);
  };
}

const signedIn = (req: FastifyRequest) => Boolean(req.headers.authorization || req.cookies?.[AUTH_COOKIE_NAME]);

/** A guest's answer is the same for every guest asking the same address in the same way. */
const guestKey = (req: FastifyRequest) => `${req.headers.accept ?? ''} ${req.url}`;

/** A guest's error-free JSON answer of a GET, as it may be kept and served again. */
function guestAnswer(status: number, contentType: string, body: string, storedAt: number): GuestAnswer | null {
  if (status !== 200 || body.includes('"errors"')) return null;
  return {
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    contentType: contentType || 'application/json; charset=utf-8',
    storedAt,
  };
}

/**
 * A query sent as GET (persisted operations): a guest's answer (no token in the header or the
 * cookie) may be cached by anyone for a few seconds and revalidated by its ETag; a signed-in
 * viewer's answer is theirs alone and never stored.
 */
function sendCacheable(req: FastifyRequest, reply: FastifyReply, body: string, answer: GuestAnswer | null) {
  reply.header('vary', 'Authorization, Cookie');
  if (!answer) {
    reply.header('cache-control', 'private, no-store');
    return reply.status(200).send(body);
  }
  reply.header('cache-control', `public, max-age=${GUEST_MAX_AGE_SECONDS}`).header('etag', answer.etag);
  if (req.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  return reply.status(200).send(body);
}
