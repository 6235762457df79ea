import { expect, test, touches } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';

test.describe('live counters', touches('shell', 'api'), () => {
  test("a client's notification badge changes live when the server creates a notification", async ({ shell, page }) => {
    await shell.loginAs(DEMO.client);
    await shell.goto('/');
    const bell = shell.header.getByRole('link', { name: /^Upozornění/ });
    await expect(bell).toBeVisible();
    const before = Number((await bell.getAttribute('aria-label'))?.match(/\((\d+)\)/)?.[1] ?? 0);

    const created = await page.request.post('/dev/notifications', {
      data: { email: DEMO.client, text: 'Máte novou nabídku k poptávce Svatba v Brně.' },
    });
    expect(created.status()).toBe(201);

    await expect(bell).toHaveAttribute('aria-label', `Upozornění (${before + 1})`);
    // No reload happened: the count came over the websocket.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });
});
