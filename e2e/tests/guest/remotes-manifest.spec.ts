import { expect, test, touches } from '../../fixtures/test';

test.describe('the remotes manifest', touches('shell'), () => {
  // Remotes are broken here on purpose: the Module Federation runtime's messages are expected.
  test.use({ allowFederationRuntimeMessages: true });

  test('a malformed /remotes.json gives a clear error on the page and in the console', async ({ shell, page, consoleErrors }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"remotes": ' }));
    await shell.goto('/');
    await expect(shell.notices).toContainText('Konfigurace modulů (remotes.json) není platný JSON.');
    // The page the server rendered hydrates with the build that rendered it (its entry came with the HTML)…
    await expect(shell.remote('mf-public')).toBeVisible();
    await expect(shell.footer).toBeVisible();
    // …a remote the page has to load from the configuration shows why it cannot.
    await shell.navigateInPage('/vlozit-poptavku/');
    await expect(shell.errorPanel('mf-client')).toContainText('není platný JSON');
    await expect(shell.header).toBeVisible();
    expect(consoleErrors.some((e) => e.includes('remotes.json'))).toBe(true);
  });

  test('a /remotes.json of the wrong shape names the bad field', async ({ shell, page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ json: { remotes: { 'mf-public': 'not a url' } } }));
    await shell.goto('/');
    await expect(shell.notices).toContainText('Konfigurace modulů (remotes.json) má špatný tvar (remotes.mf-public)');
  });

  test('an unknown remote in the manifest is reported and the known ones still load', async ({ shell, page, consoleErrors }) => {
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { remotes: Record<string, string> };
      body.remotes['mf-neznamy'] = 'http://localhost:1/mf-manifest.json';
      await route.fulfill({ response, json: body });
    });
    await shell.goto('/');
    await expect(shell.notices).toContainText('Neznámý modul „mf-neznamy“');
    await expect(shell.remote('mf-public')).toBeVisible();
    expect(consoleErrors.some((e) => e.includes('mf-neznamy'))).toBe(true);
  });

  test('a remote missing from the manifest shows why in its area', async ({ shell, page }) => {
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { remotes: Record<string, string> };
      delete body.remotes['mf-client'];
      await route.fulfill({ response, json: body });
    });
    await shell.goto('/');
    await shell.navigateInPage('/vlozit-poptavku/');
    await expect(shell.errorPanel('mf-client')).toContainText('Modul mf-client není v konfiguraci modulů (remotes.json).');
  });
});
