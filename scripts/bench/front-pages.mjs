// First-load JS of pages by role (guest, client, executor), on the federated site and on the
// monolith build of the same code (scripts/bench/monolith.webpack.mjs): what each page downloads
// until the network is idle, gzip, split shell / remote / shared deps where the build tells them apart.
import os from 'node:os';
import zlib from 'node:zlib';

/** The demo accounts of the seed (README "Demo accounts"); a guest has none. */
export const ROLES = [
  { role: 'guest', email: null },
  { role: 'client', email: 'alena.mala@zaber.test' },
  { role: 'executor', email: 'profik@zaber.test' },
];
export const ROLE_PAGES = ['/', '/balicky-sluzeb/', '/poptavky/'];
const DEMO_PASSWORD = 'zaber-demo';
export const TOKEN_COOKIE = 'zaber-token';

/** What a sign-in leaves in the browser: the HttpOnly token and the readable marker the shell starts from. */
export function sessionCookies(token, url) {
  return [
    { name: TOKEN_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' },
    { name: 'zaber-session', value: 'bench', url, sameSite: 'Lax' },
  ];
}

/** Signs in through the site's own /graphql (the shell's server proxies it to the API), as the login modal does. */
export async function signIn(baseUrl, email, password = DEMO_PASSWORD) {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
      variables: { input: { email, password } },
    }),
  });
  const body = await response.json();
  const token = body?.data?.loginWithPassword?.token;
  if (!token) throw new Error(`Sign-in of ${email} failed (HTTP ${response.status}): ${JSON.stringify(body?.errors)}`);
  return token;
}

/** One token per role (null for the guest): signed in once and reused for every page and site. */
export async function signInRoles(baseUrl, roles = ROLES) {
  const tokens = {};
  for (const r of roles) tokens[r.role] = r.email ? await signIn(baseUrl, r.email) : null;
  return tokens;
}

/** Parts of the federated build: a script's origin names the app; the MF manifests name the shared deps. */
export function federatedParts(assets) {
  return (url) => {
    const app = assets.get(url.origin);
    if (!app) return 'other';
    return app.files.has(url.pathname.slice(1)) ? 'shared deps' : app.name;
  };
}

/** The monolith has no such seams: one part. */
export const monolithParts = () => 'monolith';

/**
 * Loads a page fresh (a new browser context, so nothing is cached, carrying the role's token cookie
 * as the API sets it at sign-in), waits until the remote that owns the page for the role shows its
 * heading, then until the network is idle, and sums the scripts it downloaded.
 */
export async function measureRolePage({ browser, baseUrl, pagePath, role, token, partOf }) {
  // The built route table (imported once the bench has built it): which remote owns the page for the role.
  const { resolveOwner } = await import('@zaber/shared/platform/routes');
  const owner = resolveOwner(pagePath, role)?.owner;
  if (!owner?.startsWith('mf-')) throw new Error(`${pagePath} has no remote for ${role} (owner ${owner})`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (token) await context.addCookies(sessionCookies(token, baseUrl));
  const page = await context.newPage();
  const reads = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // An aborted response has no body: it downloaded nothing to count.
    reads.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        () => null,
      ),
    );
  });
  try {
    const started = Date.now();
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    const heading = page.locator(`[data-remote="${owner}"] h1`).first();
    await page.locator(`[data-remote="${owner}"] h1, [data-remote-error]`).first().waitFor({ timeout: 30_000 });
    if ((await page.locator('[data-remote-error]').count()) > 0) {
      throw new Error(`${baseUrl} ${pagePath} as ${role}: the page shows a remote's error panel`);
    }
    const headingText = (await heading.textContent())?.trim() ?? '';
    const loadMs = Date.now() - started;
    // Parts loaded once the page shows (lazy widgets, the consent bar) count too.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const scripts = (await Promise.all(reads)).filter(Boolean);
    const parts = {};
    for (const s of scripts) {
      const part = partOf(new URL(s.url));
      parts[part] ??= { files: 0, gzipKB: 0 };
      parts[part].files += 1;
      parts[part].gzipKB += zlib.gzipSync(s.body, { level: 6 }).length / 1024;
    }
    return {
      path: pagePath,
      role,
      owner,
      heading: headingText,
      loadMs,
      requests: scripts.length,
      parts,
      totalGzipKB: Object.values(parts).reduce((n, p) => n + p.gzipKB, 0),
      load1m: Number(os.loadavg()[0].toFixed(2)),
    };
  } finally {
    await context.close();
  }
}

/** Every page × role on one site, one after the other (2 cores: no parallel browsers). */
export async function measureRolePages({ browser, baseUrl, tokens, partOf, roles = ROLES, pages = ROLE_PAGES }) {
  const results = [];
  for (const pagePath of pages) {
    for (const { role } of roles) results.push(await measureRolePage({ browser, baseUrl, pagePath, role, token: tokens[role], partOf }));
  }
  return results;
}

const kb = (n) => n.toFixed(1);
const remoteKB = (r) => Object.entries(r.parts).reduce((n, [name, p]) => (name.startsWith('mf-') ? n + p.gzipKB : n), 0);

/** The 1-min load average while the rows were measured: the numbers mean little without it. */
export function loadRange(rows) {
  const loads = rows.map((r) => r.load1m);
  return `1-min load average while measuring: ${Math.min(...loads)}–${Math.max(...loads)}`;
}

/** The federated pages by role: shell / remote(s) / shared deps, gzip KB. */
export function formatRolePages(results, table) {
  const rows = table(
    ['page', 'role', 'remote', 'heading', 'scripts', 'shell', 'remotes', 'shared deps', 'other', 'total', 'load ms'],
    results.map((r) => [
      r.path,
      r.role,
      Object.keys(r.parts)
        .filter((n) => n.startsWith('mf-'))
        .join('+'),
      r.heading.length > 28 ? `${r.heading.slice(0, 27)}…` : r.heading,
      r.requests,
      kb(r.parts.shell?.gzipKB ?? 0),
      kb(remoteKB(r)),
      kb(r.parts['shared deps']?.gzipKB ?? 0),
      kb(r.parts.other?.gzipKB ?? 0),
      kb(r.totalGzipKB),
      r.loadMs,
    ]),
  );
  return `${rows}\n${loadRange(results)}`;
}

export const TARGETS = { homeFederatedKB: 300, monolithRatio: 1.15 };

/** Federated vs monolith per page and role, with the targets (`/` ≤ 300 KB federated, ratio ≤ 1.15). */
export function compareWithMonolith(federated, monolith) {
  return federated.map((f) => {
    const m = monolith.find((x) => x.path === f.path && x.role === f.role);
    const ratio = m ? f.totalGzipKB / m.totalGzipKB : null;
    return {
      path: f.path,
      role: f.role,
      federatedKB: Number(kb(f.totalGzipKB)),
      monolithKB: m ? Number(kb(m.totalGzipKB)) : null,
      ratio: ratio === null ? null : Number(ratio.toFixed(2)),
      federatedScripts: f.requests,
      monolithScripts: m?.requests ?? null,
      monolithHeading: m?.heading ?? null,
      load1m: m?.load1m ?? f.load1m,
      ratioMet: ratio !== null && ratio <= TARGETS.monolithRatio,
      sizeMet: f.path === '/' ? f.totalGzipKB <= TARGETS.homeFederatedKB : null,
    };
  });
}

export function formatComparison(rows, table) {
  const mark = (met) => (met === null ? '' : met ? 'ok' : 'over');
  const lines = table(
    [
      'page',
      'role',
      'federated KB',
      'monolith KB',
      'ratio',
      'scripts fed.',
      'scripts mono.',
      `≤ ${TARGETS.homeFederatedKB} KB`,
      `ratio ≤ ${TARGETS.monolithRatio}`,
    ],
    rows.map((r) => [
      r.path,
      r.role,
      r.federatedKB,
      r.monolithKB ?? '—',
      r.ratio ?? '—',
      r.federatedScripts,
      r.monolithScripts ?? '—',
      mark(r.sizeMet),
      mark(r.ratio === null ? null : r.ratioMet),
    ]),
  );
  return `${lines}\n${loadRange(rows)} (monolith)`;
}
