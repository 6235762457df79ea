import { expect, test } from '../../fixtures/test';
import { PublicSite } from '../../pages/public-site';

/**
 * The phrases of the API's tables (api/src/modules/search/search.phrases.integration.test.ts and
 * search.service.test.ts) typed into the home page's search box: the catalogue says what it understood; the first card offers the service, and
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
  // The rest of the API's phrase table: what the page says it understood, and a distance when a place was read.
  { text: 'svatebni fotograf brno', service: 'Fotografové: Svatební fotografie', place: 'Brno a okolí' },
  { text: 'Svatební Fotograf Brno', service: 'Fotografové: Svatební fotografie', place: 'Brno a okolí' },
  { text: 'svatebni fotgraf brne', service: 'Fotografové: Svatební fotografie', place: 'Brno a okolí' },
  { text: 'SVATEBNÍ FOTOGRAF PRAHA', service: 'Fotografové: Svatební fotografie', place: 'Praha a okolí' },
  { text: 'svatebni fotograf olomuc', service: 'Fotografové: Svatební fotografie', place: 'Olomouc a okolí' },
  { text: 'fotograf u Olomouce', service: 'Fotografové', place: 'Olomouc a okolí' },
  { text: 'fotograf olomouc', service: 'Fotografové', place: 'Olomouc a okolí' },
  { text: 'fotograf praha 5', service: 'Fotografové', place: 'Praha a okolí' },
  { text: 'svatba olomouc', service: 'svatba', place: 'Olomouc a okolí' },
  { text: 'svatba v Brně', service: 'svatba', place: 'Brno a okolí' },
  { text: 'svatební Ostrava', service: 'svatební', place: 'Ostrava a okolí' },
  { text: 'kameraman v Praze', service: 'Kameramani', place: 'Praha a okolí' },
  { text: 'Kameraman Praha 5', service: 'Kameramani', place: 'Praha a okolí' },
  { text: 'kamerman praha', service: 'Kameramani', place: 'Praha a okolí' },
  { text: 'kameraman Kladno', service: 'Kameramani', place: 'Kladno a okolí' },
  { text: 'video ostrava', service: 'Kameramani', place: 'Ostrava a okolí' },
  { text: 'video Brno', service: 'Kameramani', place: 'Brno a okolí' },
  { text: 'svatební kameraman Brno', service: 'Kameramani: Svatební video', place: 'Brno a okolí' },
  { text: 'svatebni video v brne', service: 'Kameramani: Svatební video', place: 'Brno a okolí' },
  { text: 'produktovka praha', service: 'Produktová fotografie', place: 'Praha a okolí' },
  { text: 'produktové focení Plzeň', service: 'Fotografové: Produktová fotografie', place: 'Plzeň a okolí' },
  { text: 'produktove foceni v plzni', service: 'Fotografové: Produktová fotografie', place: 'Plzeň a okolí' },
  { text: 'portrétní fotograf České Budějovice', service: 'Fotografové: Portrétní fotografie', place: 'České Budějovice a okolí' },
  { text: 'portretni fotograf ceske budejovice', service: 'Fotografové: Portrétní fotografie', place: 'České Budějovice a okolí' },
  { text: 'fotograf na akci v Liberci', service: 'Fotografové: Fotografie z akcí', place: 'Liberec a okolí' },
  { text: 'fotograf akci liberec', service: 'Fotografové: Fotografie z akcí', place: 'Liberec a okolí' },
  { text: 'ostrava', service: null, place: 'Ostrava a okolí' },
  { text: 'brne', service: null, place: 'Brno a okolí' },
  { text: 'fotograf Jihomoravský kraj', service: 'Fotografové', place: 'Jihomoravský kraj' },
  { text: 'video okres Kladno', service: 'Kameramani', place: 'Kladno a okolí' },
  { text: 'svatba', service: 'svatba', place: null },
  { text: 'kameraman', service: 'Kameramani', place: null },
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
