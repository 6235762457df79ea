import { expect, test, touches } from '../../fixtures/test';

/**
 * A demo client no other journey touches: his bell moves only by this journey's notification, also
 * while other journeys (proposals to the demo client's requests) run beside it.
 */
const CLIENT = 'jiri.benes@zaber.test';

test.describe('live counters', touches('shell', 'api'), () => {
  test("a client's notification badge changes live when the server creates a notification", async ({ shell, page }) => {
    await shell.loginAs(CLIENT);
    await shell.goto('/');
    const bell = shell.header.getByRole('link', { name: /^Upozornění/ });
    await expect(bell).toBeVisible();
    const before = Number((await bell.getAttribute('aria-label'))?.match(/\((\d+)\)/)?.[1] ?? 0);

    const created = await page.request.post('/dev/notifications', {
      data: { email: CLIENT, text: 'Máte novou nabídku k poptávce Svatba v Brně.' },
    });
    expect(created.status()).toBe(201);

    await expect(bell).toHaveAttribute('aria-label', `Upozornění (${before + 1})`);
    // No reload happened: the count came over the websocket.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });
});
