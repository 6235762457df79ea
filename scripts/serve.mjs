// Serves the production builds: the API, every remote on its own port and the shell.
// Usage: node scripts/serve.mjs   (ports from ZABER_PORT / API_PORT, see README)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './lib/static-server.mjs';
import { deploymentConfig } from './lib/config.mjs';
import { contentSecurityPolicy, securityHeaders } from './lib/security-headers.mjs';
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

const gopaySimPort = Number(process.env.GOPAY_SIM_PORT || config.apiPort + 1);
const api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  env: {
    PUBLIC_URL: config.shellUrl.replace(/\/$/, ''),
    CORS_ORIGINS: config.corsOrigins.join(','),
    // One PGlite folder per deployment: only one process may open it.
    PGLITE_DIR: path.join(root, 'api', '.data', config.shellPort === 3000 ? 'pglite' : `pglite-${config.shellPort}`),
    // The payment gateway (here the local simulator) calls the API straight, not through the shell.
    API_PUBLIC_URL: config.apiOrigin,
    GOPAY_SIM_PORT: String(gopaySimPort),
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

// The local GoPay simulator (api/src/gopay-simulator): its own origin, like the real gateway, so the
// shell does not proxy it. Not started when the API talks to a real GoPay (GOPAY_API_URL).
const gopaySim = process.env.GOPAY_API_URL
  ? null
  : spawn(process.execPath, [path.join(root, 'api/dist/gopay-simulator/server.js')], {
      env: { GOPAY_SIM_PUBLIC_URL: `http://${config.host}:${gopaySimPort}`, ...process.env, GOPAY_SIM_PORT: String(gopaySimPort), HOST: '127.0.0.1' },
      stdio: ['ignore', process.env.ZABER_QUIET ? 'ignore' : 'inherit', 'inherit'],
    });
gopaySim?.on('exit', (code) => {
  if (!stopping) {
    console.error(`GoPay simulator exited with code ${code}`);
    process.exit(1);
  }
});

const https = config.shellUrl.startsWith('https:');
const shellHeaders = securityHeaders({
  https,
  csp: contentSecurityPolicy({
    remoteUrls: config.remotes.map((r) => r.manifestUrl),
    scriptUrls: [process.env.ZABER_ANALYTICS_SRC, process.env.ZABER_MARKETING_SRC].filter(Boolean),
  }),
});
const remoteHeaders = securityHeaders({ https });

const servers = [];
let stopping = false;
for (const remote of config.remotes) {
  servers.push(await startStaticServer({ root: path.join(root, remote.id, 'dist'), port: remote.port, cors: true, headers: remoteHeaders }));
}
servers.push(
  await startStaticServer({
    root: path.join(root, 'shell/dist'),
    port: config.shellPort,
    spa: true,
    headers: shellHeaders,
    isRoute: (pathname) => matchRoute(pathname) !== null,
    remotes: () => ({ remotes: Object.fromEntries(config.remotes.map((r) => [r.id, r.manifestUrl])) }),
    proxyPrefixes: ['/graphql', '/v1', '/healthz', '/dev', '/media', '/sitemap.xml'],
    apiOrigin: config.apiOrigin,
  }),
);
await waitForApi(`${config.apiOrigin}/healthz`);

console.log(`\nZáběr běží na ${config.shellUrl}`);
for (const r of config.remotes) console.log(`  ${r.id.padEnd(12)} http://${config.host}:${r.port}/`);
console.log(`  api          ${config.apiOrigin}/ (proxied by the shell at /graphql, /v1)`);
if (gopaySim) console.log(`  gopay        http://${config.host}:${gopaySimPort}/ (local GoPay simulator)`);
console.log('');

function stop() {
  stopping = true;
  for (const s of servers) s.close();
  api.kill('SIGTERM');
  gopaySim?.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
