import type { FastifyInstance } from 'fastify';
import type { MediaStorage } from '../../lib/ports';
import { isSafeKey, mediaContentType } from './media-storage';

/** GET /media/<key>: images of the media storage (the shell's server proxies /media here). */
export function registerMediaRoutes(app: FastifyInstance, media: MediaStorage): void {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    const type = mediaContentType(key);
    const data = isSafeKey(key) && type ? await media.read(key) : null;
    if (!data || !type) return reply.status(404).send({ detail: 'Nenalezeno' });
    // Keys never change content (new content gets a new key), so browsers may keep them long.
    return (
      reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Never sniffed into something else (the pipeline stores only what it re-encoded).
        .header('x-content-type-options', 'nosniff')
        .send(data)
    );
  });
}
