import { expect, test, touches } from '../../fixtures/test';

test.describe('consent', touches('shell'), () => {
  test('the consent bar stores a partial choice for a year and updates consent mode', async ({ shell, page }) => {
    await shell.setConsent(null);
    await shell.goto('/');
    const bar = page.getByRole('dialog', { name: 'Cookies na Záběru' });
    await expect(bar).toBeVisible();
    // Consent mode starts with ads and analytics denied and waits 500 ms for an update.
    const defaults = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry)));
    expect(defaults[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 })]);

    await bar.getByRole('button', { name: 'Nastavit' }).click();
    await bar.getByRole('checkbox', { name: 'Analytické (statistiky)' }).check();
    await bar.getByRole('button', { name: 'Uložit výběr' }).click();
    await expect(bar).toHaveCount(0);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'zaber-consent');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({ analytics: true, marketing: false });
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
    expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(120);
    const updates = await page.evaluate(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry)).filter((e) => e[1] === 'update'),
    );
    expect(updates.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);

    await page.reload();
    await expect(shell.header).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cookies na Záběru' })).toHaveCount(0);
  });
});
