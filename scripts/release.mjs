// A team's release of its remote, without touching the rest of the site:
//   npm run release -- <remote> [--canary <1-99>] [--reason "…"] [--from <folder>] [--candidate]
//   npm run release -- rollback <remote> [--reason "…"]
//   npm run release -- status <remote>
// A release builds the remote (unless its build is current), copies it into the versions store under
// its content hash (never overwriting one), records that version in the registry and makes it the
// default, or the canary for a share of visitors. A rollback makes the previous version the default
// for everyone (a running canary is simply ended); no build, the site's processes untouched.
// Environment: DEPLOY_TOKEN (the team's; outside production `dev-deploy-<remote>`), DEPLOY_API_URL
// (the API as the deploy machine reaches it), RELEASES_DIR, REMOTE_URL_* (where the remote's files
// are served). See README, "Releasing a remote".
import path from 'node:path';
import { storeVersion } from '../shared/server/versions-store.mjs';
import { buildOne } from './build.mjs';
import { deploymentConfig, REMOTES } from './lib/config.mjs';
import { ROOT } from './lib/run.mjs';

const USAGE =
  'Použití: npm run release -- <mf-public|mf-client|mf-executor|mf-account> [--canary 10 | --candidate] [--reason "…"] [--from <složka>] | rollback <remote> | status <remote>';

function option(args, name) {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) fail(`${name} potřebuje hodnotu.`);
  args.splice(at, 2);
  return value;
}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

/** One call of the registry's admin API; a refusal ends the command with the API's Czech reason. */
async function call(method, url, token, body) {
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    fail(`Registr na ${url} neodpovídá (${error instanceof Error ? error.message : error}).`);
  }
  const text = await response.text();
  const json = text ? JSON.parse(text) : {};
  if (!response.ok) fail(`${method} ${new URL(url).pathname}: ${response.status} ${json.detail ?? text}`);
  return json;
}

function describe(remote, entry) {
  const canary = entry.canary ? `, kanárek ${entry.canary.version} pro ${entry.canary.share} % návštěvníků` : '';
  return `${remote}: výchozí verze ${entry.default ?? '–'}${canary}${entry.previous ? ` (předchozí ${entry.previous})` : ''}`;
}

export async function main(argv = process.argv.slice(2), env = process.env) {
  const args = [...argv];
  const reason = option(args, '--reason');
  const canaryText = option(args, '--canary');
  const from = option(args, '--from');
  const candidate = args.includes('--candidate');
  const [first, second] = args.filter((a) => !a.startsWith('--'));
  const command = first === 'rollback' || first === 'status' ? first : 'release';
  const remote = command === 'release' ? first : second;
  if (!remote || !REMOTES.includes(remote)) fail(USAGE);

  const config = deploymentConfig(env);
  const api = (env.DEPLOY_API_URL ?? config.apiOrigin).replace(/\/$/, '');
  const production = env.NODE_ENV === 'production';
  const token = env.DEPLOY_TOKEN || (production ? '' : `dev-deploy-${remote}`);
  if (!token) fail('DEPLOY_TOKEN chybí: token týmu pro nasazení.');
  const base = `${api}/deploy/v1/remotes/${remote}`;

  if (command === 'status') {
    const registry = await call('GET', `${api}/deploy/v1/registry`, token);
    const entry = registry.remotes?.[remote];
    console.log(entry ? describe(remote, entry) : `${remote}: zatím žádné vydání (běží build nasazení).`);
    const audit = await call('GET', `${api}/deploy/v1/audit?remote=${remote}&limit=10`, token);
    for (const line of audit.lines ?? []) {
      console.log(
        `  ${line.at}  ${line.team.padEnd(11)} ${line.action.padEnd(13)} ${JSON.stringify(line.from)} → ${JSON.stringify(line.to)}${line.reason ? `  ${line.reason}` : ''}`,
      );
    }
    return;
  }

  if (command === 'rollback') {
    const started = Date.now();
    const entry = await call('POST', `${base}/rollback`, token, { reason: reason ?? 'Návrat na předchozí verzi' });
    console.log(`↩ ${describe(remote, entry)} — za ${Date.now() - started} ms, bez sestavení`);
    return;
  }

  const share = canaryText === undefined ? 100 : Number(canaryText);
  if (!Number.isInteger(share) || share < 1 || share > 100) fail('--canary: podíl návštěvníků je celé číslo 1–99 (100 = výchozí pro všechny).');
  const packageDir = from ? path.resolve(from) : path.join(ROOT, remote);
  if (!from) await buildOne(remote);
  const stored = storeVersion({ storeDir: config.releasesDir, remote, packageDir });
  console.log(`▸ ${remote} ${stored.version}: ${stored.created ? 'nová verze ve skladu' : 'tato verze už ve skladu je'} (${stored.dir})`);
  const remoteConfig = config.remotes.find((r) => r.id === remote);
  const url = new URL(`v/${stored.version}/`, new URL('./', remoteConfig.manifestUrl)).href;
  await call('POST', `${base}/versions`, token, { version: stored.version, url, integrity: stored.integrity, renderer: stored.renderer, reason });
  if (candidate) {
    // Published only: journeys run it through the signed test marker (README, "Testing a candidate").
    console.log(`✓ ${remote} ${stored.version}: kandidát zapsán, návštěvníci ho nedostanou`);
    return;
  }
  const entry = await call('POST', `${base}/release`, token, {
    version: stored.version,
    share,
    reason: reason ?? (share === 100 ? 'Vydání' : `Kanárek ${share} %`),
  });
  console.log(`✓ ${describe(remote, entry)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
