import { expect, test, touches } from '../../fixtures/test';
import { PublicSite } from '../../pages/public-site';

/**
 * What only a browser shows of the search: a few phrases typed into the home page's search box, the
 * catalogue saying what it understood, the first card offering the service with its distance from
 * the place. The table of phrases lives in the API's tests (api/src/modules/search/
 * search.phrases.integration.test.ts on both engines, search.service.test.ts for the parser) and the
 * labels of the reading in mf-public's (executor-list-page.test.tsx).
 */
const PHRASES: readonly { text: string; service: string | null; place: string | null; offers?: string; town?: RegExp }[] = [
  { text: 'svatební fotograf v Brně', service: 'Fotografové: Svatební fotografie', place: 'Brno a okolí', offers: 'Svatební fotografie', town: /Brno/ },
  { text: 'kameraman praha', service: 'Kameramani', place: 'Praha a okolí' },
  { text: 'produktove foceni', service: 'Fotografové: Produktová fotografie', place: null, offers: 'Produktová fotografie' },
  { text: 'Brno', service: null, place: 'Brno a okolí', town: /Brno/ },
];

test.describe('search from the home page', touches('mf-public'), () => {
  for (const phrase of PHRASES) {
    test(`"${phrase.text}" from the home page`, async ({ shell, page }) => {
      const site = new PublicSite(page);
      await shell.goto('/');
      const box = site.area.getByRole('combobox', { name: 'Hledat profíky' });
      await box.fill(phrase.text);
      await box.press('Escape');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/profici\/\?q=/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(phrase.text);

      const reading = site.area.getByTestId('search-reading');
      await expect(reading).toBeVisible();
      if (phrase.service) await expect(reading.getByTestId('reading-service')).toHaveText(phrase.service);
      else await expect(reading.getByTestId('reading-service')).toHaveCount(0);
      if (phrase.place) await expect(reading.getByTestId('reading-place')).toHaveText(phrase.place);
      else await expect(reading.getByTestId('reading-place')).toHaveCount(0);

      const first = site.area.getByTestId('executor-card').first();
      await expect(first).toBeVisible();
      if (phrase.offers) await expect(first).toContainText(phrase.offers);
      if (phrase.town) await expect(first).toContainText(phrase.town);
      if (phrase.place) await expect(first.getByTestId('distance')).toHaveText(/^(< 1|\d+) km$/);
      else await expect(first.getByTestId('distance')).toHaveCount(0);
    });
  }

  test('a reading chip takes the place back out of the search', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto(`/profici/?q=${encodeURIComponent('kameraman praha')}`);
    const reading = site.area.getByTestId('search-reading');
    await expect(reading.getByTestId('reading-place')).toHaveText('Praha a okolí');
    await reading.getByRole('button', { name: 'Zrušit „Praha a okolí“' }).click();
    await expect(page).toHaveURL(/\?q=kameraman$/);
    await expect(reading.getByTestId('reading-place')).toHaveCount(0);
    await expect(reading.getByTestId('reading-service')).toHaveText('Kameramani');
    await expect(site.area.getByRole('combobox', { name: 'Hledat profíky' })).toHaveValue('kameraman');
  });

  test('a suggested place keeps the rest of the phrase', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/');
    const box = site.area.getByRole('combobox', { name: 'Hledat profíky' });
    await box.fill('kameraman pra');
    const option = site.area.getByRole('listbox', { name: 'Návrhy' }).getByRole('option', { name: /^Praha \(Hlavní město Praha\)/ });
    await option.click();
    await expect(page).toHaveURL(/\/profici\/\?q=kameraman\+Praha$/);
    await expect(site.area.getByTestId('search-reading').getByTestId('reading-place')).toHaveText('Praha a okolí');
  });
});
