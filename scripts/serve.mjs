// Serves the production builds, each part in its own process as it would be deployed: the API,
// every remote's server (mf-public's renders its pages), the shell's server and the GoPay simulator.
// Usage: node scripts/serve.mjs   (ports from ZABER_PORT / API_PORT, see README)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploymentConfig } from './lib/config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = deploymentConfig();
const quiet = Boolean(process.env.ZABER_QUIET);
const children = [];
let stopping = false;
const production = process.env.NODE_ENV === 'production';
// One instance of each part and no balancer here: a stopping part need not serve on for balancers
// to notice (SHUTDOWN_DRAIN_MS, see README "Graceful shutdown and rolling restarts"), unless asked.
const common = production ? {} : { SHUTDOWN_DRAIN_MS: '0' };

/**
 * Starts one part; the whole stack stops when a part stops on its own. `defaults` give way to the
 * environment, `fixed` (ports, addresses derived from the deployment's config) do not.
 */
function part(name, script, defaults, fixed = {}) {
  const child = spawn(process.execPath, [path.join(root, script)], {
    env: { ...common, ...defaults, ...process.env, ...fixed },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} exited (code ${code}, signal ${signal})`);
    stop(1);
  });
  children.push(child);
  return child;
}

async function waitFor(url, ms = 60_000) {
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
  throw new Error(`${url} did not start`);
}

const gopaySimPort = Number(process.env.GOPAY_SIM_PORT || config.apiPort + 1);
part(
  'API',
  'api/dist/server.js',
  {
    PUBLIC_URL: config.shellUrl.replace(/\/$/, ''),
    CORS_ORIGINS: config.corsOrigins.join(','),
    // One PGlite folder per deployment: only one process may open it.
    PGLITE_DIR: path.join(root, 'api', '.data', config.shellPort === 3000 ? 'pglite' : `pglite-${config.shellPort}`),
    // The payment gateway (here the local simulator) calls the API straight, not through the shell.
    API_PUBLIC_URL: config.apiOrigin,
    GOPAY_SIM_PORT: String(gopaySimPort),
  },
  { PORT: String(config.apiPort), HOST: '127.0.0.1' },
);

// The local GoPay simulator (api/src/gopay-simulator): its own origin, like the real gateway, so the
// shell does not proxy it. Never in production, nor when the API talks to a real GoPay
// (GOPAY_API_URL) or GoPay is off (PAYMENTS_GOPAY=off).
const gopaySim =
  production || process.env.GOPAY_API_URL || process.env.PAYMENTS_GOPAY === 'off'
    ? null
    : part(
        'GoPay simulator',
        'api/dist/gopay-simulator/server.js',
        { GOPAY_SIM_PUBLIC_URL: `http://${config.host}:${gopaySimPort}` },
        { GOPAY_SIM_PORT: String(gopaySimPort), HOST: '127.0.0.1' },
      );

for (const remote of config.remotes) {
  part(
    remote.id,
    `${remote.id}/server.mjs`,
    // In production a rendered page is served again for 5 s (and once more while it renders anew).
    { FRAGMENT_CACHE_MS: production ? '5000' : '0', RELEASES_DIR: config.releasesDir },
    {
      PORT: String(remote.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: new URL('./', remote.manifestUrl).href,
      // A remote that renders its pages asks the API itself.
      API_ORIGIN: remote.rendererUrl ? config.apiOrigin : '',
    },
  );
}

// API_UPSTREAMS, when set, names further API instances the shell's server balances among.
part(
  'shell',
  'shell/server.mjs',
  {},
  {
    PORT: String(config.shellPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: config.shellUrl,
    API_ORIGIN: config.apiOrigin,
    SHELL_REMOTES: JSON.stringify(config.remotes.map((r) => ({ id: r.id, manifestUrl: r.manifestUrl, rendererUrl: r.rendererUrl }))),
  },
);

// The first start of a deployment migrates, seeds and renders the demo photos (~800 images): give it time.
await waitFor(`${config.apiOrigin}/healthz`, 600_000);
await Promise.all(
  [config.shellUrl, ...config.remotes.map((r) => new URL('healthz', r.rendererUrl ?? new URL('./', r.manifestUrl)).href)].map((u) => waitFor(u)),
);

console.log(`\nZáběr běží na ${config.shellUrl}`);
for (const r of config.remotes)
  console.log(`  ${r.id.padEnd(12)} http://${config.host}:${r.port}/${r.rendererUrl ? ' (renders its pages on the server)' : ''}`);
console.log(`  api          ${config.apiOrigin}/ (proxied by the shell at /graphql, /v1)`);
if (gopaySim) console.log(`  gopay        http://${config.host}:${gopaySimPort}/ (local GoPay simulator)`);
console.log('');

/** Every part drains and stops (SIGTERM); the stack exits once they all did, or after 20 s. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const exits = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  const deadline = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
  void Promise.race([Promise.all(exits), deadline]).then(() => process.exit(code));
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
