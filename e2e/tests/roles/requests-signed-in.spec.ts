import { test, expect } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';

// Until their own views of requests land, signed-in users see at least what a guest sees.
for (const [role, login, remote] of [
  ['client', DEMO.client, 'mf-client'],
  ['executor', DEMO.executor, 'mf-executor'],
] as const) {
  test(`a signed-in ${role} sees the open requests on /poptavky/ and opens one`, async ({ shell, page }) => {
    await shell.loginAs(login);
    await shell.goto('/poptavky/');
    const area = shell.remote(remote);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Poptávky');
    const cards = area.getByTestId('request-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);

    const card = cards.filter({ hasText: 'Celý svatební den – Praha' });
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/poptavky\/\d+\/cely-svatebni-den-praha\/$/);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Celý svatební den – Praha');
    await expect(area.getByTestId('request-detail')).toBeVisible();
    await expect(area).not.toContainText('@zaber.test');
  });
}
