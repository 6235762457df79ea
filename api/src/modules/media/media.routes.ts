import type { FastifyInstance } from 'fastify';
import { isSafeKey, type MediaStorage } from './media-storage';

/** By extension: the pipeline writes .jpg and .webp; .png and .avif are for objects stored by hand. */
const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** GET /media/<key>: images of the media storage (the shell's server proxies /media here). */
export function registerMediaRoutes(app: FastifyInstance, media: MediaStorage): void {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    const type = TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
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
