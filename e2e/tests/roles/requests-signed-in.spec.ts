import { expect, test, touches } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';

test.describe('requests signed in', touches('mf-client', 'mf-executor'), () => {
  // /poptavky/ is a different page per role: a client's own requests, a professional's feed.
  test('a signed-in client finds their own requests on /poptavky/ and opens one', async ({ shell, page }) => {
    await shell.loginAs(DEMO.client);
    await shell.goto('/poptavky/');
    const area = shell.remote('mf-client');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Moje poptávky');
    await expect(area.getByRole('tab', { name: 'Aktivní' })).toHaveAttribute('aria-selected', 'true');
    const cards = area.getByTestId('my-request-card');
    await expect(cards.first()).toBeVisible();

    const title = (await cards.first().getByRole('link').first().textContent()) ?? '';
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/poptavky\/\d+\/[a-z0-9-]+\/$/);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(area.getByTestId('request-detail')).toBeVisible();
  });

  test('a signed-in professional sees the feed of open requests in their services and opens one', async ({ shell, page }) => {
    await shell.loginAs(DEMO.executor);
    await shell.goto('/poptavky/');
    const area = shell.remote('mf-executor');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Poptávky');
    await expect(area.getByTestId('result-count')).toContainText(/Nalezen[oay] \d+ poptáv/);
    const cards = area.getByTestId('request-card');
    await expect(cards.first()).toBeVisible();

    // Only the professional's services (wedding and portrait photography) are in the feed.
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Svatební fotografie|Portrétní fotografie/);

    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/poptavky\/\d+\/[a-z0-9-]+\/$/);
    await expect(area.getByTestId('request-detail')).toBeVisible();
    // A professional never sees a client's contact data.
    await expect(area).not.toContainText('@zaber.test');
    await expect(area).not.toContainText(/\+420/);
  });
});
