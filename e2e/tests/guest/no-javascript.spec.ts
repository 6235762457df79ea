import { expect, test, touches } from '../../fixtures/test';

test.describe('without JavaScript', touches('shell', 'mf-public'), () => {
  // A visitor (or a crawler) without JavaScript walks the public site by its links alone: every
  // page arrives whole from the server, paging included.
  test.use({ javaScriptEnabled: false });

  test('without JavaScript: home → professionals → page 2 → a profile → a package → a blog post, by links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Najděte svého fotografa nebo kameramana');

    await page.getByRole('link', { name: 'Procházet profíky' }).click();
    await expect(page).toHaveURL(/\/profici\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profíci');
    const firstOnPageOne = await page.getByTestId('executor-card').first().getByRole('link').textContent();

    await page.getByRole('navigation', { name: 'Stránkování' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/profici\/\?strana=2$/);
    const card = page.getByTestId('executor-card').first().getByRole('link');
    const name = (await card.textContent()) ?? '';
    expect(name).not.toBe(firstOnPageOne);

    await card.click();
    await expect(page).toHaveURL(/\/users\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    await page.getByRole('banner').getByRole('link', { name: 'Balíčky služeb' }).click();
    await expect(page).toHaveURL(/\/balicky-sluzeb\/$/);
    const pkg = page.getByTestId('package-card').first().getByRole('link').first();
    const title = (await pkg.textContent()) ?? '';
    await pkg.click();
    await expect(page).toHaveURL(/\/balicky-sluzeb\/\d+\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('price-option').first()).toContainText('Kč');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    const post = page.locator('[data-remote="mf-public"] a.zp-stretched[href^="/blog/"]').first();
    const postTitle = (await post.textContent()) ?? '';
    await post.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
  });
});
