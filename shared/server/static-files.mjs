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
 * @param {string} [o.immutableRoot]  every file under this folder is immutable (the versions store:
 *        a version's folder never changes), also when sent with `reply.sendFile`
 */
export async function serveBuild(app, { root, cors = false, sourceMaps = true, hidden = () => false, prefix = '/', immutableRoot }) {
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
      const immutable = HASHED.test(file) || (immutableRoot !== undefined && file.startsWith(immutableRoot));
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (cors) reply.header('Access-Control-Allow-Origin', '*');
    },
  });
}
