import type { FastifyInstance } from 'fastify';

/**
 * Security headers of every API response. The API answers JSON, images and PDFs, never pages a
 * browser should run, so its policy allows nothing to run and nobody to frame it. GraphiQL (only
 * outside production) is an HTML page with inline scripts and keeps its own defaults.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean; production: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!html || options.production) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-resource-policy', 'same-site');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
