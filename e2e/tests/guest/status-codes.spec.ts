import { expect, test, touches } from '../../fixtures/test';

test.describe('status codes', touches('shell', 'mf-public'), () => {
  test('the server answers 404 for paths no route matches and 200 for pages', async ({ request }) => {
    const missing = await request.get('/neexistuje/');
    expect(missing.status()).toBe(404);
    // Still the shell's page: it renders the Czech 404 page.
    expect(await missing.text()).toMatch(/id="?root"?/);
    for (const path of ['/', '/balicky-sluzeb/', '/users/petra-profikova/', '/fotografove/svatebni-fotograf/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    }
    const deep = await request.get('/balicky-sluzeb/neco/navic/a-jeste/');
    expect(deep.status()).toBe(404);
  });

  test('the 404 page has its own title and is not indexed; the next page is indexed again', async ({ shell, page }) => {
    await shell.goto('/neexistuje/');
    await expect(shell.heading().or(page.getByText('Stránka nenalezena')).first()).toBeVisible();
    await expect(page).toHaveTitle('Stránka nenalezena | Záběr');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await shell.navigateInPage('/balicky-sluzeb/');
    await expect(shell.remote('mf-public')).toBeVisible();
    await expect(page).toHaveTitle('Balíčky služeb | Záběr');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('a protected page shows 403 with its own title and noindex', async ({ shell, page }) => {
    await shell.goto('/account/');
    await expect(page).toHaveTitle('Přístup zakázán | Záběr');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
