import Fastify, { type FastifyInstance } from 'fastify';

export interface AppOptions {
  logger?: boolean;
}

/** Builds the HTTP application (no listening), so tests can inject requests. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}
