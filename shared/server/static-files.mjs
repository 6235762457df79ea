// The built files of an app, served by @fastify/static: the brotli/gzip copies written at build
// time, hashed files cached for a year, the rest revalidated by ETag.
import fastifyStatic from '@fastify/static';

/** `name.1a2b3c4d.js`: the content hash in the name makes the file immutable. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} o
 * @param {string} o.root            the build folder
 * @param {boolean} [o.cors]         any origin may load the files (a remote's scripts)
 * @param {boolean} [o.sourceMaps]   serve `*.map` (not in production)
 * @param {(pathname: string) => boolean} [o.hidden]  further files never served
 * @param {string} [o.prefix]
 */
export async function serveBuild(app, { root, cors = false, sourceMaps = true, hidden = () => false, prefix = '/' }) {
  await app.register(fastifyStatic, {
    root,
    prefix,
    preCompressed: true,
    // Pages are the routes' business; a folder never lists or redirects.
    index: false,
    redirect: false,
    wildcard: true,
    allowedPath: (pathname) => !pathname.endsWith('/') && (sourceMaps || !pathname.endsWith('.map')) && !hidden(pathname),
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (cors) reply.header('Access-Control-Allow-Origin', '*');
    },
  });
}
