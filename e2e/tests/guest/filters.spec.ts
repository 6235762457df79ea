import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { expect, test, touches } from '../../fixtures/test';
import { PublicSite } from '../../pages/public-site';

const PHONE = { width: 375, height: 667 };

test.describe('filters', touches('mf-public'), () => {
  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    for (const { path, card } of [
      { path: '/balicky-sluzeb/', card: 'package-card' },
      { path: '/profici/', card: 'executor-card' },
      { path: '/poptavky/', card: 'request-card' },
    ]) {
      test(`${path} starts its results on the first screen and folds the filters behind "Filtry"`, async ({ shell, page }) => {
        const site = new PublicSite(page);
        await shell.goto(path);
        const first = site.area.getByTestId(card).first();
        await expect(first).toBeVisible();
        const box = await first.boundingBox();
        expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(PHONE.height);

        const drawer = await site.openFilterDrawer();
        await drawer.getByRole('button', { name: /^Zobrazit .*výsled/ }).click();
        await expect(drawer).toBeHidden();
      });
    }
  });

  test('"Cena od" takes whole numbers only and an inverted range is not applied', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/balicky-sluzeb/');
    const count = site.area.getByTestId('result-count');
    await expect(count).toBeVisible();
    const before = await count.textContent();

    const priceMin = site.area.getByLabel('Cena od (Kč)');
    await priceMin.fill('abc');
    await expect(site.area.getByText('Zadejte celé číslo.')).toBeVisible();
    await expect(priceMin).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(/\/balicky-sluzeb\/$/);
    await expect(count).toHaveText(before ?? '');

    await priceMin.fill('5000');
    await site.area.getByLabel('Cena do (Kč)').fill('1000');
    await expect(site.area.getByText('Cena od musí být nižší než cena do.')).toBeVisible();
    await page.waitForTimeout(800);
    expect(new URL(page.url()).searchParams.get('cena_do')).toBeNull();
    await expect(count).not.toHaveText(/^0 výsled/);
  });

  test('an invalid price in the URL is ignored with its message', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/balicky-sluzeb/');
    const all = await site.area.getByTestId('result-count').textContent();
    await shell.goto('/balicky-sluzeb/?cena_od=abc');
    await expect(site.area.getByText('Zadejte celé číslo.')).toBeVisible();
    await expect(site.area.getByTestId('result-count')).toHaveText(all ?? '');
  });

  test('/kameramani/ offers only services that take videos, /fotografove/ only photo ones', async ({ shell, page }) => {
    const site = new PublicSite(page);
    const names = (workType: 'PHOTO' | 'VIDEO', allowed: boolean) =>
      SERVICE_CATEGORIES.filter((c) => c.allowedWorkTypes.includes(workType) === allowed).map((c) => c.name);

    await shell.goto('/kameramani/');
    const chips = site.area.getByTestId('category-chips');
    for (const name of names('VIDEO', true)) await expect(chips.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of names('VIDEO', false)) await expect(chips.getByRole('link', { name, exact: true })).toHaveCount(0);

    await shell.goto('/fotografove/');
    for (const name of names('PHOTO', false)) await expect(chips.getByRole('link', { name, exact: true })).toHaveCount(0);

    const photoOnly = SERVICE_CATEGORIES.find((c) => !c.allowedWorkTypes.includes('VIDEO'));
    await shell.goto(`/kameramani/${photoOnly?.slug}/`);
    await expect(site.area.getByTestId('executor-card')).toHaveCount(0);
  });

  test('the home search box suggests services while typing and goes to the chosen one', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/');
    const box = site.area.getByRole('combobox', { name: 'Hledat profíky' });
    await box.fill('svatebn');
    const listbox = site.area.getByRole('listbox', { name: 'Návrhy' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const first = listbox.getByRole('option').first();
    await expect(first).toContainText('Služba');
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/(fotografove|kameramani|profici)\/[^/]+\/$/);
  });
});
