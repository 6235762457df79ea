import { expect, test, touches } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';

const VIEWERS = [
  {
    name: 'professional',
    login: DEMO.executor,
    remote: 'mf-executor',
    sections: ['dashboard-waiting', 'dashboard-feed', 'dashboard-engagements', 'dashboard-proposals', 'dashboard-credit'],
  },
  {
    name: 'client',
    login: DEMO.client,
    remote: 'mf-client',
    sections: ['dashboard-requests', 'dashboard-engagements', 'dashboard-reviews', 'dashboard-favourites'],
  },
] as const;

test.describe('dashboards', touches('mf-client', 'mf-executor', 'mf-account'), () => {
  for (const viewer of VIEWERS) {
    for (const width of [1280, 375]) {
      test(`a ${viewer.name} signing in from the home page lands on the dashboard at ${width} px`, async ({ shell, page }) => {
        await page.setViewportSize({ width, height: 900 });
        await shell.goto('/');
        await shell.signInFromHeader(viewer.login);

        await expect(page).toHaveURL(/\/prehled\/$/);
        const area = shell.remote(viewer.remote);
        await expect(area.getByRole('heading', { level: 1 })).toHaveText('Přehled');
        for (const section of viewer.sections) await expect(area.getByTestId(section)).toBeVisible();
        // One column on a phone, nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }

  test('a professional lists the orders of all packages at /objednavky/ and the account overview at /account/', async ({ shell, page }) => {
    await shell.loginAs(DEMO.executor);
    await shell.goto('/objednavky/');
    const area = shell.remote('mf-executor');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Objednávky balíčků');
    await expect(area.getByTestId('executor-order').first()).toBeVisible();
    await area.getByRole('tab', { name: 'Čekající' }).click();
    await expect(page).toHaveURL(/\/objednavky\/\?stav=cekajici$/);

    await shell.goto('/account/');
    const account = shell.remote('mf-account');
    await expect(account.getByRole('heading', { level: 1 })).toHaveText('Můj účet');
    await expect(account.getByTestId('account-credit')).toContainText('Kč');
    await expect(account.getByRole('link', { name: 'Doklady a historie objednávek →' })).toBeVisible();
  });
});
