// Serves the production builds: the API, every remote on its own port and the shell.
// Usage: node scripts/serve.mjs   (ports from ZABER_PORT / API_PORT, see README)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './lib/static-server.mjs';
import { deploymentConfig } from './lib/config.mjs';
// The route table of the built shared package (the build runs before serving): unknown paths get 404.
import { matchRoute } from '@zaber/shared/routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = deploymentConfig();

async function waitForApi(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API did not start at ${url}`);
}

const api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  env: {
    PUBLIC_URL: config.shellUrl.replace(/\/$/, ''),
    CORS_ORIGINS: config.corsOrigins.join(','),
    // One PGlite folder per deployment: only one process may open it.
    PGLITE_DIR: path.join(root, 'api', '.data', config.shellPort === 3000 ? 'pglite' : `pglite-${config.shellPort}`),
    ...process.env,
    PORT: String(config.apiPort),
    HOST: '127.0.0.1',
  },
  stdio: ['ignore', process.env.ZABER_QUIET ? 'ignore' : 'inherit', 'inherit'],
});
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`API exited with code ${code}`);
    process.exit(1);
  }
});

const servers = [];
let stopping = false;
for (const remote of config.remotes) {
  servers.push(await startStaticServer({ root: path.join(root, remote.id, 'dist'), port: remote.port, cors: true }));
}
servers.push(
  await startStaticServer({
    root: path.join(root, 'shell/dist'),
    port: config.shellPort,
    spa: true,
    isRoute: (pathname) => matchRoute(pathname) !== null,
    remotes: () => ({ remotes: Object.fromEntries(config.remotes.map((r) => [r.id, r.manifestUrl])) }),
    proxyPrefixes: ['/graphql', '/v1', '/healthz', '/dev', '/media', '/sitemap.xml'],
    apiOrigin: config.apiOrigin,
  }),
);
await waitForApi(`${config.apiOrigin}/healthz`);

console.log(`\nZáběr běží na ${config.shellUrl}`);
for (const r of config.remotes) console.log(`  ${r.id.padEnd(12)} http://${config.host}:${r.port}/`);
console.log(`  api          ${config.apiOrigin}/ (proxied by the shell at /graphql, /v1)\n`);

function stop() {
  stopping = true;
  for (const s of servers) s.close();
  api.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
