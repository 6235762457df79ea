import { expect, test, touches } from '../../fixtures/test';
import { PublicSite } from '../../pages/public-site';
import { DEMO, DEMO_PASSWORD } from '../../pages/shell-page';

test.describe('an action resumed after sign-in', touches('shell', 'mf-public'), () => {
  test('a guest who orders a package signs in first and is back on the package with the order open', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/balicky-sluzeb/');
    // Any package of the catalogue: the first card's link to its detail.
    const findDetail = () =>
      site.area.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').find((path) => /^\/balicky-sluzeb\/\d+\//.test(path)));
    await expect.poll(findDetail).toMatch(/^\/balicky-sluzeb\/\d+\//);
    const href = await findDetail();
    await shell.goto(href ?? '/');
    const packageUrl = page.url();

    await site.area.getByRole('button', { name: 'Objednat balíček' }).click();
    const login = page.getByRole('dialog', { name: 'Přihlášení' });
    await expect(login.getByTestId('login-hint')).toContainText('Balíček objednáte po přihlášení.');
    // Sign-up is offered in the same dialog.
    await expect(login.getByRole('radio', { name: 'Registrovat se' })).toBeAttached();

    await login.getByLabel('E-mail').fill(DEMO.client);
    await login.getByRole('button', { name: 'Přihlásit se heslem' }).click();
    await login.getByLabel('Heslo', { exact: true }).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Přihlásit se', exact: true }).click();

    await expect(shell.header).toHaveAttribute('data-role', 'client');
    const order = page.getByRole('dialog', { name: 'Objednávka balíčku' });
    await expect(order).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Přihlášení' })).toHaveCount(0);
    expect(page.url()).toBe(packageUrl);
  });

  test('a guest who closes the sign-in is not taken to the order later', async ({ shell, page }) => {
    await shell.goto('/users/petra-profikova/');
    await shell.remote('mf-public').getByRole('button', { name: 'Poslat cílenou poptávku' }).click();
    const login = page.getByRole('dialog', { name: 'Přihlášení' });
    await expect(login.getByTestId('login-hint')).toContainText('Cílenou poptávku pošlete po přihlášení.');
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
    await expect(shell.remote('mf-public').getByRole('button', { name: 'Poslat cílenou poptávku' })).toBeFocused();
  });

  test('on a phone the price and the order button stay at the bottom while the package is read', async ({ shell, page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const site = new PublicSite(page);
    await shell.goto('/balicky-sluzeb/');
    const findDetail = () =>
      site.area.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').find((path) => /^\/balicky-sluzeb\/\d+\//.test(path)));
    await expect.poll(findDetail).toMatch(/^\/balicky-sluzeb\/\d+\//);
    await shell.goto((await findDetail()) ?? '/');
    const bar = site.area.getByTestId('order-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/Cena od\s*\d[\d\s]*Kč/);
    // Only one "Objednat balíček" at a time: the sidebar's stays hidden on a phone.
    await expect(site.area.getByRole('button', { name: 'Objednat balíček' })).toHaveCount(1);
    // Read the description: the bar is still on screen, at the viewport's bottom.
    await site.area.getByRole('heading', { name: 'Popis' }).scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThanOrEqual(740);
    expect(box?.y ?? 0).toBeGreaterThan(740 - 120);
    await bar.getByRole('button', { name: 'Objednat balíček' }).click();
    await expect(page.getByRole('dialog', { name: 'Přihlášení' })).toBeVisible();

    // On a wide screen the sidebar holds them and there is no bar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await expect(bar).toBeHidden();
    await expect(site.area.getByRole('button', { name: 'Objednat balíček' })).toHaveCount(1);
  });
});
