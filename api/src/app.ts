import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { registerMetricsRoute } from '@zaber/shared/server/metrics.mjs';
import { instrumentServer, traceFields } from '@zaber/shared/server/telemetry.mjs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import Redis from 'ioredis';
import { type Config, loadConfig } from './config';
import { type Database, openDatabase, type QueryListener } from './db/database';
import { type CompiledDocuments, registerGraphql } from './graphql-server/yoga';
import { registerDevRoutes } from './http/dev/routes';
import { registerLoopbackOnly } from './http/loopback-only';
import { registerSecurityHeaders } from './http/security-headers';
import { registerUploadRoutes } from './http/uploads.routes';
import { type AttemptThrottle, createRedisAttemptThrottle, createSqlAttemptThrottle } from './lib/attempt-throttle';
import type { Mailer, MediaStorage, PaymentGateway, Services, VideoInfo } from './lib/ports';
import { present } from './lib/present';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limit';
import { registerAccountRightsRoutes } from './modules/account-rights/account-rights.routes';
import { createSessionViewers } from './modules/auth/session-viewers';
import { registerCategoryRoutes } from './modules/categories/categories.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes';
import { registerLocationRoutes } from './modules/location/location.routes';
import { createMailer } from './modules/mail/mailer';
import { registerMediaRoutes } from './modules/media/media.routes';
import { createMediaStorage } from './modules/media/media-storage';
import { createGoPayGateway } from './modules/payments/gopay.adapter';
import { switchedOffGateway } from './modules/payments/payment-gateway';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { createOEmbedVideoInfo } from './modules/portfolio/video-info';
import { registerPublicCounterRoutes } from './modules/public-counters/public-counters.routes';
import { registerReleaseRoutes } from './modules/releases/releases.routes';
import { registerSitemapRoutes } from './modules/sitemap/sitemap.routes';
import { createAppPubSub } from './pubsub';
import { type SeedOptions, type SeedReport, seed } from './seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
    seedReport: SeedReport;
    compiledDocuments: CompiledDocuments;
  }
}

export interface AppOptions {
  /** Log lines (JSON) to stdout, or to the given stream (a test reads them). */
  logger?: boolean | { stream: { write(line: string): void } };
  config?: Config;
  /** An already opened database (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  /** Defaults to the configured storage: the S3 bucket of MEDIA_S3_BUCKET, else the folder config.mediaDir. */
  media?: MediaStorage;
  /** Defaults to the providers' oEmbed endpoints. */
  videoInfo?: VideoInfo;
  /** Defaults to GoPay's REST API at config.gopay (the local simulator unless GOPAY_API_URL is set; none when switched off). */
  gateway?: PaymentGateway;
  /** Defaults to Redis when REDIS_URL is set, else memory. */
  rateLimiter?: RateLimiter;
  /** Defaults to Redis when REDIS_URL is set, else the database; closed with the app. */
  throttle?: AttemptThrottle;
  /** Sees every SQL statement of a database opened here (a query counter, a slow-query log). */
  onQuery?: QueryListener;
  /** Defaults to places from the CSV, categories, and demo accounts outside production. */
  seed?: SeedOptions;
}

/**
 * One line per request, when it completed, instead of Fastify's two with the whole request and
 * reply: the path without its query (a persisted GET carries the variables, searches and names,
 * there). Fastify's other lines (errors, unknown routes) stay.
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, path: request.url.split('?', 1)[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Builds the HTTP application (no listening): migrates and seeds the database first. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    // Each line in a traced request names its trace (`trace_id`, `span_id`).
    logger: options.logger
      ? { level: process.env.LOG_LEVEL ?? 'info', mixin: traceFields, ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}) }
      : false,
    logController: new RequestLog(),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // Client addresses (sign-in throttling) come from X-Forwarded-For set by the proxies we trust.
    trustProxy: config.trustProxy,
  });

  // Before any route: every request is a span and a sample of http_request_duration_seconds.
  instrumentServer(app, { scope: 'zaber-api' });

  const database = options.database ?? openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, onQuery: options.onQuery });
  const media = options.media ?? createMediaStorage(config);
  let seedReport: SeedReport | undefined;
  await database.migrate(async (db) => {
    seedReport = await seed(db, options.seed ?? { placesCsv: config.placesCsv, demo: config.seedDemo, demoContent: config.seedDemo ? media : undefined });
  });
  const pubSub = createAppPubSub(config.redisUrl);
  await pubSub.ready;
  const services: Services = {
    db: database.db,
    config,
    pubSub: pubSub.pubSub,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
    media,
    videoInfo: options.videoInfo ?? createOEmbedVideoInfo(),
    gateway: options.gateway ?? (config.gopay ? createGoPayGateway(config.gopay) : switchedOffGateway()),
    rateLimiter: options.rateLimiter ?? (config.redisUrl ? createRedisRateLimiter(new Redis(config.redisUrl)) : createMemoryRateLimiter()),
    throttle: options.throttle ?? (config.redisUrl ? createRedisAttemptThrottle(new Redis(config.redisUrl)) : createSqlAttemptThrottle(database.db)),
    sessionViewers: createSessionViewers(pubSub.pubSub),
  };
  app.decorate('services', services);
  app.decorate('database', database);
  app.decorate('seedReport', present(seedReport));
  app.addHook('onClose', async () => {
    await pubSub.close();
    if (!options.rateLimiter) await services.rateLimiter.close();
    await services.throttle.close();
    if (!options.database) await database.close();
  });

  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:'), production: config.production });
  await app.register(cookie);
  await app.register(websocket);
  registerHealthRoutes(app, database);
  registerMetricsRoute(app, { token: config.metricsToken, notFound: (_request, reply) => reply.callNotFound() });
  app.decorate('compiledDocuments', registerGraphql(app, services));
  registerLocationRoutes(app, services);
  registerCategoryRoutes(app, services);
  registerPublicCounterRoutes(app, services);
  registerMediaRoutes(app, media);
  registerUploadRoutes(app, services);
  registerSitemapRoutes(app, services);
  registerPaymentRoutes(app, services);
  registerInvoiceRoutes(app, services);
  registerAccountRightsRoutes(app, services);
  registerReleaseRoutes(app, services);
  // Never in production; in development only for this machine (they hand out every login code).
  if (!config.production) {
    await registerLoopbackOnly(app, (scope) => registerDevRoutes(scope, services));
  }
  return app;
}
