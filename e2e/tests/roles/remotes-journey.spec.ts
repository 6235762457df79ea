import { REMOTE_IDS } from '@zaber/shared/platform/remotes';
import { expect, reactRendererVersions, test, touches } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';

test.describe('every remote in one session', touches('shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account'), () => {
  test('one browser session visits a route of every remote, with one React on the page', async ({ shell, page, consoleErrors }) => {
    const visits = [
      { login: null, path: '/balicky-sluzeb/', remote: 'mf-public', heading: 'Balíčky služeb' },
      { login: DEMO.client, path: '/objednavky/', remote: 'mf-client', heading: 'Moje objednávky' },
      { login: DEMO.executor, path: '/nabidky/', remote: 'mf-executor', heading: 'Moje nabídky' },
      { login: DEMO.executor, path: '/account/settings/', remote: 'mf-account', heading: 'Nastavení účtu' },
    ] as const;

    for (const visit of visits) {
      if (visit.login) await shell.loginAs(visit.login);
      await shell.goto(visit.path);
      await expect(shell.remote(visit.remote)).toBeVisible();
      await expect(shell.remote(visit.remote).getByRole('heading', { level: 1 })).toHaveText(visit.heading);
      for (const other of REMOTE_IDS.filter((r) => r !== visit.remote)) {
        await expect(shell.remote(other)).toHaveCount(0);
      }
      expect(await reactRendererVersions(page)).toHaveLength(1);
    }
    expect(consoleErrors.filter((e) => /hook|React/i.test(e))).toEqual([]);
  });

  test('in-page navigation swaps remotes without a reload and keeps one React', async ({ shell, page }) => {
    await shell.loginAs(DEMO.client);
    await shell.goto('/');
    await expect(shell.remote('mf-public')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

    await shell.header.getByRole('link', { name: 'Moje objednávky' }).click();
    await expect(page).toHaveURL(/\/objednavky\/$/);
    await expect(shell.remote('mf-client')).toBeVisible();
    await expect(shell.remote('mf-public')).toHaveCount(0);

    // A remote's own link (breadcrumb) goes back to another remote.
    await shell.remote('mf-client').getByRole('link', { name: 'Úvod' }).click();
    await expect(shell.remote('mf-public')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(await reactRendererVersions(page)).toHaveLength(1);
  });

  test('one path belongs to different remotes by role', async ({ shell }) => {
    const owners = [
      [null, 'mf-public'],
      [DEMO.client, 'mf-client'],
      [DEMO.executor, 'mf-executor'],
    ] as const;
    for (const [login, remote] of owners) {
      if (login) await shell.loginAs(login);
      await shell.goto('/poptavky/');
      await expect(shell.remote(remote)).toBeVisible();
    }
  });

  test('signing in through the login modal re-routes the page without a reload', async ({ shell, page }) => {
    await shell.goto('/poptavky/');
    await expect(shell.remote('mf-public')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await shell.header.getByRole('button', { name: 'Přihlásit se' }).click();
    const dialog = await shell.openedDialog('Přihlášení');
    await dialog.getByRole('button', { name: 'Přihlásit se heslem' }).click();
    await dialog.getByLabel('E-mail').fill(DEMO.executor);
    await dialog.getByLabel('Heslo').fill('zaber-demo');
    await dialog.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
    // A sign-in that resumes nothing lands on the dashboard.
    await expect(page).toHaveURL(/\/prehled\/$/);
    await expect(shell.remote('mf-executor')).toBeVisible();
    await expect(shell.remote('mf-public')).toHaveCount(0);
    await expect(shell.header.getByRole('link', { name: 'Termíny' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  });
});
