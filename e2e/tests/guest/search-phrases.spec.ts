import { expect, test } from '../../fixtures/test';
import { PublicSite } from '../../pages/public-site';

/**
 * Phrases of the API's table (api/src/modules/search/search.service.test.ts) typed into the home
 * page's search box: the catalogue says what it understood; the first card offers the service, and
 * its distance from the place is shown. A place in the words ranks by distance (it does not filter):
 * `town` is checked where the demo data has the service in that town.
 */
const PHRASES: readonly { text: string; service: string | null; place: string | null; offers?: string; town?: RegExp }[] = [
  { text: 'kameraman praha', service: 'Kameramani', place: 'Praha a okolí' },
  { text: 'svatební fotograf v Brně', service: 'Fotografové: Svatební fotografie', place: 'Brno a okolí', offers: 'Svatební fotografie', town: /Brno/ },
  { text: 'fotograf ostrava', service: 'Fotografové', place: 'Ostrava a okolí', town: /Ostrava/ },
  { text: 'svatba brno', service: 'svatba', place: 'Brno a okolí', town: /Brno/ },
  { text: 'svatební video Praha', service: 'Kameramani: Svatební video', place: 'Praha a okolí', offers: 'Svatební video' },
  { text: 'rodinné focení Ostrava', service: 'Fotografové: Portrétní fotografie', place: 'Ostrava a okolí', offers: 'Portrétní fotografie' },
  { text: 'fotograf nemovitostí Plzeň', service: 'Fotografové: Fotografie nemovitostí', place: 'Plzeň a okolí', offers: 'Fotografie nemovitostí' },
  { text: 'fotograf na akce Liberec', service: 'Fotografové: Fotografie z akcí', place: 'Liberec a okolí', offers: 'Fotografie z akcí' },
  { text: 'svatba v Hradci Králové', service: 'svatba', place: 'Hradec Králové a okolí', town: /Hradec Králové/ },
  { text: 'svatebni fotogarf olomouc', service: 'Fotografové: Svatební fotografie', place: 'Olomouc a okolí', offers: 'Svatební fotografie' },
  { text: 'produktove foceni', service: 'Fotografové: Produktová fotografie', place: null, offers: 'Produktová fotografie' },
  { text: 'Brno', service: null, place: 'Brno a okolí', town: /Brno/ },
];

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
