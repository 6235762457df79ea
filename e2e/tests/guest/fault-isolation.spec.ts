import type { APIRequestContext } from '@playwright/test';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import { expect, test, touches } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';

test.describe('fault isolation', touches('shell'), () => {
  // Remotes are broken here on purpose: the Module Federation runtime's messages are expected.
  test.use({ allowFederationRuntimeMessages: true });

  /** Where each remote is served, as the site's /remotes.json says (any stack: E2E_BASE_URL too). */
  async function remoteOrigin(request: APIRequestContext, remote: RemoteId): Promise<string> {
    const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: Record<RemoteId, string> };
    return new URL(remotes[remote]).origin;
  }

  /** A route of each remote (with the role it needs) and a route of another remote to go on to. */
  const CASES = [
    { remote: 'mf-public', login: DEMO.client, path: '/blog/', other: { path: '/objednavky/', remote: 'mf-client' } },
    { remote: 'mf-client', login: DEMO.client, path: '/objednavky/', other: { path: '/blog/', remote: 'mf-public' } },
    { remote: 'mf-executor', login: DEMO.executor, path: '/nabidky/', other: { path: '/account/', remote: 'mf-account' } },
    { remote: 'mf-account', login: DEMO.executor, path: '/account/', other: { path: '/nabidky/', remote: 'mf-executor' } },
  ] as const;

  for (const c of CASES) {
    test(`${c.remote} down: its area shows a Czech error with a retry, the rest of the site works`, async ({ shell, page, request }) => {
      // The remote's server is unreachable: every request to its origin is refused.
      const origin = `${await remoteOrigin(request, c.remote)}/**`;
      await page.route(origin, (route) => route.abort('connectionrefused'));
      await shell.loginAs(c.login);
      await shell.goto(c.path);

      const panel = shell.errorPanel(c.remote);
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('Tuto část stránky se nepodařilo načíst.');
      await expect(panel.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
      await expect(shell.header).toBeVisible();
      await expect(shell.footer).toBeVisible();

      await shell.navigateInPage(c.other.path);
      await expect(shell.remote(c.other.remote)).toBeVisible();
      await expect(panel).toHaveCount(0);

      // Still down when we come back; once the server is back, the retry mounts the remote.
      await shell.navigateInPage(c.path);
      await expect(panel).toBeVisible();
      await page.unroute(origin);
      await panel.getByRole('button', { name: 'Zkusit znovu' }).click();
      await expect(shell.remote(c.remote)).toBeVisible();
      await expect(panel).toHaveCount(0);
    });
  }

  test('a manifest entry pointing at a dead URL fails only that remote', async ({ shell, page }) => {
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { remotes: Record<string, string> };
      body.remotes['mf-public'] = 'http://127.0.0.1:9/mf-manifest.json';
      await route.fulfill({ response, json: body });
    });
    await shell.loginAs(DEMO.client);
    // A page of another remote first: mf-public is then loaded from the configuration (a page the
    // server rendered would hydrate with the build that rendered it, whatever the manifest says).
    await shell.goto('/objednavky/');
    await expect(shell.remote('mf-client')).toBeVisible();
    await shell.navigateInPage('/blog/');
    await expect(shell.errorPanel('mf-public')).toBeVisible();
    await expect(shell.header.getByRole('link', { name: 'Moje objednávky' })).toBeVisible();
    await shell.header.getByRole('link', { name: 'Moje objednávky' }).click();
    await expect(shell.remote('mf-client')).toBeVisible();
  });
});
