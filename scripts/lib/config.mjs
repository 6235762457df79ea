// Ports and URLs of a local deployment; every value can be overridden by the environment.
import { fileURLToPath } from 'node:url';

export const REMOTES = ['mf-public', 'mf-client', 'mf-executor', 'mf-account'];
/** The remotes whose servers render their pages (the public site); `ZABER_SSR=0` renders everything in the browser. */
export const SERVER_RENDERED = ['mf-public'];

export function deploymentConfig(env = process.env) {
  const shellPort = Number(env.ZABER_PORT ?? 3000);
  const apiPort = Number(env.API_PORT ?? shellPort + 1000);
  const host = env.ZABER_HOST ?? 'localhost';
  const remotes = REMOTES.map((id, i) => {
    const port = shellPort + i + 1;
    const key = id.replace(/-/g, '_').toUpperCase();
    const override = env[`REMOTE_URL_${key}`];
    const renders = SERVER_RENDERED.includes(id) && env.ZABER_SSR !== '0';
    return {
      id,
      port,
      manifestUrl: override ?? `http://${host}:${port}/mf-manifest.json`,
      // Where the shell's server asks for the pages' fragments (the remote's server, not browsers).
      rendererUrl: renders ? (env[`RENDERER_URL_${key}`] ?? `http://127.0.0.1:${port}`) : undefined,
    };
  });
  const shellUrl = `http://${host}:${shellPort}/`;
  // The browser origins the API accepts with credentials (its CORS_ORIGINS).
  const corsOrigins = [new URL(shellUrl).origin, ...remotes.map((r) => new URL(r.manifestUrl).origin)];
  // The versions store of `npm run release` (a folder; every remote's server serves its versions from it).
  const releasesDir = env.RELEASES_DIR ?? fileURLToPath(new URL('../../.releases', import.meta.url));
  return { shellPort, apiPort, host, remotes, shellUrl, corsOrigins, apiOrigin: `http://127.0.0.1:${apiPort}`, releasesDir };
}
