import crypto from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { h1Of } from '../../fixtures/html';
import { type ReleaseStack, releasedVersion, startReleaseStack } from '../../fixtures/release-stack';
import { buildVariant, removeVariant } from '../../fixtures/remote-variant';
import { ROOT } from '../../fixtures/shell-server';
import { expect, test, touches, watchHydration } from '../../fixtures/test';
import { DEMO, ShellPage } from '../../pages/shell-page';

// Each team ships alone: versions of a remote side by side in the versions store, a canary for a
// share of visitors (sticky per visitor, one version for the server's HTML and the browser's
// code), a rollback in one step, and a guard that rolls a failing canary back by itself. On a site
// of its own (its own API and registry), released with the real `npm run release`.

const HOME_V1 = 'Najděte svého fotografa nebo kameramana';
const HOME_V2 = 'Najděte fotografa nebo kameramana ještě dnes';
const REQUESTS_V1 = 'Moje poptávky';
const REQUESTS_V2 = 'Moje poptávky a nabídky';
/** Buckets 0–99: below the canary's share → the canary. */
const CANARY_BUCKET = 10;
const OTHER_CANARY_BUCKET = 20;
const DEFAULT_BUCKET = 90;

interface Visitor {
  page: Page;
  shell: ShellPage;
  hydration: string[];
}

test.describe('releases', touches('shell', 'mf-public', 'mf-client'), () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });

  let stack: ReleaseStack;
  const variants: string[] = [];
  const v1 = { 'mf-public': '', 'mf-client': '' };
  let clientV2 = '';
  let publicV2 = '';
  let clientV2Dir = '';
  let faultyDir = '';
  const visitors: Visitor[] = [];

  test.beforeAll(async () => {
    // Its own API, five servers and three builds of remotes: minutes on a busy machine.
    test.setTimeout(300_000);
    stack = await startReleaseStack();
    // The next releases: texts changed, and one whose mount throws.
    const publicDir = buildVariant('mf-public', 'release-mf-public-v2', [{ file: 'src/i18n/cs.ts', from: HOME_V1, to: HOME_V2 }]);
    clientV2Dir = buildVariant('mf-client', 'release-mf-client-v2', [
      { file: 'src/i18n/cs.ts', from: `title: '${REQUESTS_V1}',`, to: `title: '${REQUESTS_V2}',` },
    ]);
    faultyDir = buildVariant('mf-client', 'release-mf-client-faulty', [
      {
        file: 'src/bootstrap.tsx',
        from: 'export const { contractVersion, bootstrap, mount, unmount, modals } = app;',
        to: "export const { contractVersion, bootstrap, unmount, modals } = app;\nexport const mount = async (): Promise<void> => {\n  throw new Error('Tato verze selže při připojení.');\n};",
      },
    ]);
    variants.push(publicDir, clientV2Dir, faultyDir);
    // What runs today becomes each remote's first release (the default).
    for (const remote of ['mf-public', 'mf-client'] as const) {
      v1[remote] = releasedVersion(stack.release(remote, '--from', path.join(ROOT, remote)));
    }
    publicV2 = releasedVersion(stack.release('mf-public', '--from', publicDir, '--canary', '50', '--reason', 'Nový nadpis úvodu'));
    await stack.served('mf-public', publicV2, CANARY_BUCKET);
  });

  test.afterAll(async () => {
    for (const visitor of visitors) await visitor.page.context().close();
    await stack?.stop();
    for (const dir of variants) removeVariant(dir);
  });

  async function visitor(browser: Browser, bucket: number, login?: string): Promise<Visitor> {
    const context = await browser.newContext({ baseURL: stack.url, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
    await stack.visitorCookies(context, bucket);
    // The scripts the page adds (the federation runtime removes an entry's element once it ran).
    await context.addInitScript(() => {
      const seen: { src: string; integrity: string }[] = [];
      (window as unknown as { __scripts: typeof seen }).__scripts = seen;
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.addedNodes) if (node instanceof HTMLScriptElement && node.src) seen.push({ src: node.src, integrity: node.integrity });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const shell = new ShellPage(page, stack.url);
    await shell.setConsent({ analytics: false, marketing: false });
    if (login) await shell.loginAs(login);
    const made = { page, shell, hydration: watchHydration(page) };
    visitors.push(made);
    return made;
  }

  /** The version running in a remote's area, and the entry scripts the page loaded. */
  async function running(page: Page, remote: string) {
    return page.evaluate((id) => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => name.includes('remoteEntry.js'));
      const data = JSON.parse(document.getElementById('zaber-ssr')?.textContent ?? '{}') as { version?: string };
      return { version: document.getElementById(`remote-area-${id}`)?.getAttribute('data-remote-version'), rendered: data.version ?? null, loaded };
    }, remote);
  }

  async function remotesJson(v: Visitor) {
    return (await (await v.page.request.get('/remotes.json')).json()) as { versions: Record<string, { version: string }> };
  }

  test('mf-public at 50 %: each visitor keeps their version, the server HTML and the hydrated page from the same build', async ({ browser }) => {
    const canary = await visitor(browser, CANARY_BUCKET);
    const other = await visitor(browser, DEFAULT_BUCKET);
    for (const [v, heading, version] of [
      [canary, HOME_V2, publicV2],
      [other, HOME_V1, v1['mf-public']],
    ] as const) {
      // A crawler with this visitor's cookie gets this version's HTML.
      expect(h1Of(await (await v.page.request.get('/')).text())).toBe(heading);
      for (let round = 0; round < 2; round += 1) {
        if (round === 0) await v.shell.goto('/');
        else await v.page.reload();
        await v.shell.ready();
        await expect(v.shell.remote('mf-public').getByRole('heading', { level: 1 })).toHaveText(heading);
        const now = await running(v.page, 'mf-public');
        expect(now).toMatchObject({ version, rendered: version });
        expect(now.loaded.some((url) => url.includes(`/v/${version}/remoteEntry.js`))).toBe(true);
        expect(now.loaded.filter((url) => /\/v\/[0-9a-f]{12}\//.test(url) && !url.includes(version))).toEqual([]);
      }
      // An in-page navigation and back keeps it.
      await v.shell.navigateInPage('/profici/');
      await expect(v.page.getByRole('heading', { level: 1 })).toHaveText('Profíci');
      await v.shell.navigateInPage('/');
      await expect(v.shell.remote('mf-public').getByRole('heading', { level: 1 })).toHaveText(heading);
      expect((await running(v.page, 'mf-public')).version).toBe(version);
      expect(v.hydration).toEqual([]);
    }
  });

  test('mf-client v2 at 50 %: two signed-in clients keep their own version across reloads and navigations', async ({ browser }) => {
    clientV2 = releasedVersion(stack.release('mf-client', '--from', clientV2Dir, '--canary', '50'));
    await stack.served('mf-client', clientV2, CANARY_BUCKET);
    const canary = await visitor(browser, CANARY_BUCKET, DEMO.client);
    const other = await visitor(browser, DEFAULT_BUCKET, DEMO.client);
    for (const [v, heading, version] of [
      [canary, REQUESTS_V2, clientV2],
      [other, REQUESTS_V1, v1['mf-client']],
    ] as const) {
      await v.shell.goto('/poptavky/');
      await expect(v.shell.remote('mf-client').getByRole('heading', { level: 1 })).toHaveText(heading);
      expect((await running(v.page, 'mf-client')).version).toBe(version);
      await v.page.reload();
      await v.shell.ready();
      await expect(v.shell.remote('mf-client').getByRole('heading', { level: 1 })).toHaveText(heading);
      await v.shell.navigateInPage('/objednavky/');
      await expect(v.shell.remote('mf-client').getByRole('heading', { level: 1 })).toHaveText('Moje objednávky');
      await v.shell.navigateInPage('/poptavky/');
      await expect(v.shell.remote('mf-client').getByRole('heading', { level: 1 })).toHaveText(heading);
      const now = await running(v.page, 'mf-client');
      expect(now.version).toBe(version);
      expect(now.loaded.some((url) => url.includes(`/v/${version}/remoteEntry.js`))).toBe(true);
      expect((await remotesJson(v)).versions['mf-client']?.version).toBe(version);
      // The released entry ran only after the browser checked it against the registry's hash.
      const scripts = await v.page.evaluate(() => (window as unknown as { __scripts: { src: string; integrity: string }[] }).__scripts);
      expect(scripts.find((script) => script.src.includes(`/v/${version}/remoteEntry.js`))?.integrity).toMatch(/^sha384-/);
    }
  });

  test('a rollback puts every visitor on the default at their next navigation; the shell untouched', async ({ request }) => {
    const [publicCanary, publicOther, clientCanary, clientOther] = visitors as [Visitor, Visitor, Visitor, Visitor];
    const shellPid = stack.shell.pid;
    const sha = async () =>
      crypto
        .createHash('sha256')
        .update(await (await request.get(`${stack.url}main.js`)).body())
        .digest('hex');
    const shellBefore = await sha();
    await clientCanary.page.evaluate(() => ((window as unknown as { __open: boolean }).__open = true));

    const started = Date.now();
    expect(stack.release('rollback', 'mf-client')).toContain(`výchozí verze ${v1['mf-client']}`);
    expect(stack.release('rollback', 'mf-public')).toContain(`výchozí verze ${v1['mf-public']}`);
    // Within seconds every visitor is given the default again.
    await expect(async () => {
      expect((await remotesJson(clientCanary)).versions['mf-client']?.version).toBe(v1['mf-client']);
      expect((await remotesJson(publicCanary)).versions['mf-public']?.version).toBe(v1['mf-public']);
    }).toPass({ timeout: 5000, intervals: [100] });
    const reached = Date.now() - started;
    test.info().annotations.push({ type: 'rollback reached the registry copy of the shell', description: `${reached} ms` });

    // The open page still works until its next navigation, which then loads the default.
    await expect(clientCanary.shell.remote('mf-client').getByRole('heading', { level: 1 })).toHaveText(REQUESTS_V2);
    await clientCanary.shell.navigateInPage('/objednavky/');
    await clientCanary.page.waitForURL(/\/objednavky\/$/);
    await clientCanary.shell.ready();
    await expect(clientCanary.shell.remote('mf-client').getByRole('heading', { level: 1 })).toHaveText('Moje objednávky');
    expect(await clientCanary.page.evaluate(() => (window as unknown as { __open?: boolean }).__open ?? false)).toBe(false);
    expect((await running(clientCanary.page, 'mf-client')).version).toBe(v1['mf-client']);
    await clientCanary.shell.navigateInPage('/poptavky/');
    await expect(clientCanary.shell.remote('mf-client').getByRole('heading', { level: 1 })).toHaveText(REQUESTS_V1);

    await publicCanary.shell.navigateInPage('/profici/');
    await publicCanary.page.waitForURL(/\/profici\/$/);
    await publicCanary.shell.ready();
    await publicCanary.shell.navigateInPage('/');
    await expect(publicCanary.shell.remote('mf-public').getByRole('heading', { level: 1 })).toHaveText(HOME_V1);
    expect((await running(publicCanary.page, 'mf-public')).version).toBe(v1['mf-public']);
    // Those on the default stay there, nothing reloads for them.
    expect((await remotesJson(clientOther)).versions['mf-client']?.version).toBe(v1['mf-client']);
    expect((await remotesJson(publicOther)).versions['mf-public']?.version).toBe(v1['mf-public']);

    // The shell: the same files, from the same process.
    expect(await sha()).toBe(shellBefore);
    expect(stack.shell.pid).toBe(shellPid);
    expect(stack.shell.exitCode).toBeNull();
    for (const v of visitors) expect(v.hydration).toEqual([]);
    const audit = await stack.audit('mf-client');
    expect(audit[0]).toMatchObject({ team: 'mf-client', action: 'rollback' });
  });

  test('a canary that throws on mount is rolled back by the guard; its visitors get the default; the audit says so', async ({ browser }) => {
    const faulty = releasedVersion(stack.release('mf-client', '--from', faultyDir, '--canary', '50', '--reason', 'Zkouška strážce'));
    await stack.served('mf-client', faulty, CANARY_BUCKET);
    const first = await visitor(browser, CANARY_BUCKET, DEMO.client);
    const second = await visitor(browser, OTHER_CANARY_BUCKET, DEMO.client);
    const healthy = await visitor(browser, DEFAULT_BUCKET, DEMO.client);
    await healthy.shell.goto('/poptavky/');
    await expect(healthy.shell.remote('mf-client').getByRole('heading', { level: 1 })).toHaveText(REQUESTS_V1);

    // Each visit of the canary fails its mount and says so; the guard trips at its rule.
    await expect(async () => {
      for (const v of [first, second]) {
        await v.shell.goto('/poptavky/');
        const version = (await running(v.page, 'mf-client')).version;
        if (version === faulty) await expect(v.shell.errorPanel('mf-client')).toBeVisible();
        // Leaving the page sends what it collected.
        await v.page.goto('about:blank');
      }
      expect((await stack.registry('mf-client'))?.canary).toBeNull();
    }).toPass({ timeout: 90_000, intervals: [0] });

    const audit = await stack.audit('mf-client');
    expect(audit[0]).toMatchObject({ team: 'guard', action: 'auto-rollback' });
    expect(audit[0]?.reason).toContain(faulty);
    // Its visitors are on the default again, and the page works.
    for (const v of [first, second]) {
      await v.shell.goto('/poptavky/');
      await expect(v.shell.remote('mf-client').getByRole('heading', { level: 1 })).toHaveText(REQUESTS_V1);
      expect((await running(v.page, 'mf-client')).version).toBe(v1['mf-client']);
    }
  });

  test('no visitor picks a version: not by query, header or a forged cookie; a test marker only when signed', async ({ browser, request }) => {
    // A canary runs (buckets matter); the candidate is published, not released: nobody gets it without the signed marker.
    stack.release('mf-public', '--from', variants[0] as string, '--canary', '50');
    const candidate = releasedVersion(stack.release('mf-client', '--from', clientV2Dir, '--candidate'));
    expect(candidate).toBe(clientV2);
    const v = await visitor(browser, DEFAULT_BUCKET);
    const bucket = (await v.page.context().cookies()).find((c) => c.name === 'zaber-bucket')?.value ?? '';
    await stack.served('mf-public', publicV2, CANARY_BUCKET);
    const remotes = async (headers: Record<string, string>, query = '') => request.get(`${stack.url}remotes.json${query}`, { headers });
    const asked = async (headers: Record<string, string>, query = '') =>
      ((await (await remotes(headers, query)).json()) as { versions: Record<string, { version: string }> }).versions['mf-client']?.version;
    expect(await asked({ cookie: `zaber-bucket=${bucket}` })).toBe(v1['mf-client']);
    expect(await asked({ cookie: `zaber-bucket=${bucket}`, 'x-remote-version': candidate }, `?version=${candidate}&mf-client=${candidate}`)).toBe(
      v1['mf-client'],
    );
    // A bucket number changed by hand is not believed: the visitor is given a new, signed one.
    const forged = await remotes({ cookie: `zaber-bucket=${bucket.replace(/^\d+/, '5')}` });
    expect(forged.headers()['set-cookie'] ?? '').toMatch(/^zaber-bucket=\d{1,2}\.[A-Za-z0-9_-]{22};/);
    expect((await remotes({ cookie: `zaber-bucket=${bucket}` })).headers()['set-cookie']).toBeUndefined();
    // A marker not signed with the test secret is ignored; a signed one runs the candidate.
    const marker = stack.testMarker('mf-client', candidate);
    expect(await asked({ cookie: `zaber-bucket=${bucket}; zaber-release-test=${marker.slice(0, -4)}AAAA` })).toBe(v1['mf-client']);
    expect(await asked({ cookie: `zaber-bucket=${bucket}; zaber-release-test=${marker}` })).toBe(candidate);

    // The registry's admin API is not part of the public site.
    const open = await request.get(`${stack.url}deploy/v1/registry`);
    expect(open.headers()['content-type'] ?? '').not.toContain('application/json');
    const change = await request.post(`${stack.url}deploy/v1/remotes/mf-client/rollback`, {
      headers: { authorization: 'Bearer dev-deploy-mf-client' },
      data: {},
    });
    expect(change.status()).toBeGreaterThanOrEqual(400);
    expect((await stack.registry('mf-client'))?.default).toBe(v1['mf-client']);
  });
});
