import { expect, test, touches } from '../../fixtures/test';
import { CatalogueFilters } from '../../pages/catalogue-filters';
import { PublicSite } from '../../pages/public-site';

/** A day a few days ahead as YYYY-MM-DD in Prague (the demo professionals have free dates ahead). */
function dayAhead(days: number): string {
  const day = new Date(Date.now() + days * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(day);
}

const param = (page: { url(): string }, key: string) => new URL(page.url()).searchParams.get(key);

test.describe('catalogue filters', touches('mf-public'), () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    const phone = viewport.width < 768;

    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });
      // Long journeys: every filter, a reload and back/forward, each waiting for its list.
      test.describe.configure({ timeout: 90_000 });

      /** The filters' fields: inline, or in the drawer opened on a phone. */
      async function openFilters(site: PublicSite): Promise<CatalogueFilters> {
        if (!phone) return new CatalogueFilters(site.page, site.area);
        return new CatalogueFilters(site.page, await site.openFilterDrawer());
      }

      /** On a phone, the drawer's button shows as many results as the page then lists, and closes it. */
      async function closeFilters(site: PublicSite, filters: CatalogueFilters) {
        if (!phone) return;
        const drawer = site.page.getByRole('dialog', { name: 'Filtry' });
        const show = drawer.getByRole('button', { name: /^Zobrazit \S+ výsled/ });
        await expect(show).toBeVisible();
        const label = (await show.textContent()) ?? '';
        await show.click();
        await expect(drawer).toBeHidden();
        expect(label.replace(/\u00a0/g, ' ')).toContain(`Zobrazit ${(await filters.resultNumber()).replace(/\u00a0/g, ' ')}`);
      }

      test('each filter changes the URL and the list; back and forward restore them', async ({ shell, page }) => {
        const site = new PublicSite(page);
        await shell.goto('/profici/');
        let filters = new CatalogueFilters(page, site.area);
        await expect(filters.count()).toBeVisible();
        const all = await filters.count().textContent();

        // Kraj alone.
        filters = await openFilters(site);
        await filters.choose('Kraj', 'Jihomoravský kraj');
        await expect(page).toHaveURL(/[?&]kraj=jihomoravsky-kraj/);
        await expect(filters.count()).not.toHaveText(all ?? '');
        const inKraj = await filters.count().textContent();
        await expect(site.area.getByTestId('executor-card').first()).toContainText(/Brno|Znojmo|Břeclav|Blansko|Hodonín|Vyškov/);

        // Okres of that kraj.
        await filters.choose('Okres', 'Brno-město');
        await expect(page).toHaveURL(/[?&]okres=brno-mesto/);
        await expect(filters.count()).not.toHaveText(inKraj ?? '');
        await expect(site.area.getByTestId('executor-card').first()).toContainText('Brno');
        const inOkres = await filters.count().textContent();

        // Hodnocení od, together with the place.
        await filters.choose('Hodnocení od', '4,5 a více');
        await expect(page).toHaveURL(/[?&]hodnoceni=4\.5/);
        expect(param(page, 'okres')).toBe('brno-mesto');
        await expect(filters.count()).not.toHaveText(inOkres ?? '');
        const rated = await filters.count().textContent();
        await closeFilters(site, filters);

        // Back: the rating is gone, the okres stays, and the fields say so; forward brings it back.
        await page.goBack();
        await expect(page).toHaveURL(/okres=brno-mesto/);
        expect(param(page, 'hodnoceni')).toBeNull();
        await expect(filters.count()).toHaveText(inOkres ?? '');
        filters = await openFilters(site);
        await expect(filters.selected('Hodnocení od')).toContainText('Jakékoli');
        await expect(filters.selected('Okres')).toContainText('Brno-město');
        await closeFilters(site, filters);
        await page.goForward();
        expect(param(page, 'hodnoceni')).toBe('4.5');
        await expect(filters.count()).toHaveText(rated ?? '');
        await page.goBack();
        await page.goBack();
        await page.goBack();
        await expect(page).toHaveURL(/\/profici\/$/);
        await expect(filters.count()).toHaveText(all ?? '');
      });

      test('near an obec, a radius, price to, a free date and the sort', async ({ shell, page }) => {
        const site = new PublicSite(page);
        await shell.goto('/profici/?strana=2');
        let filters = await openFilters(site);
        const all = await filters.count().textContent();

        await filters.near('Brno', /^Brno \(Brno-město/);
        await expect(page).toHaveURL(/[?&]obec=brno(&|$)/);
        expect(param(page, 'strana')).toBeNull();
        await expect(filters.count()).not.toHaveText(all ?? '');
        const near = await filters.count().textContent();
        await closeFilters(site, filters);
        const first = site.area.getByTestId('executor-card').first();
        await expect(first.getByTestId('distance')).toHaveText(/^(< 1|\d+) km$/);

        filters = await openFilters(site);
        await filters.choose('Okruh', 'do 100 km');
        await expect(page).toHaveURL(/[?&]okruh=100/);
        await expect(filters.count()).not.toHaveText(near ?? '');
        await closeFilters(site, filters);

        filters = await openFilters(site);
        await filters.scope.getByLabel('Cena do (Kč)', { exact: true }).fill('6000');
        await expect(page).toHaveURL(/[?&]cena_do=6000/);
        await filters.date('Volno v termínu').fill(dayAhead(10));
        await expect(page).toHaveURL(new RegExp(`[?&]volno=${dayAhead(10)}`));
        await filters.choose('Řadit podle', 'Hodnocení');
        await expect(page).toHaveURL(/[?&]razeni=RATING/);
        await expect(site.area.getByRole('button', { name: 'Filtry (4)' })).toHaveCount(phone ? 1 : 0);
        await closeFilters(site, filters);
        expect(param(page, 'obec')).toBe('brno');
        expect(param(page, 'okruh')).toBe('100');
        expect(param(page, 'cena_do')).toBe('6000');

        // A reload is server-rendered with every filter in place.
        await shell.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
        filters = await openFilters(site);
        await expect(filters.scope.getByLabel('V okolí obce', { exact: true })).toHaveValue(/^Brno \(Brno-město/);
        await expect(filters.date('Volno v termínu')).toHaveValue(dayAhead(10));
        await expect(filters.selected('Řadit podle')).toContainText('Hodnocení');
      });

      test('packages take the same place, date and rating filters', async ({ shell, page }) => {
        const site = new PublicSite(page);
        await shell.goto('/balicky-sluzeb/');
        const filters = await openFilters(site);
        const all = await filters.count().textContent();
        await filters.choose('Kraj', 'Hlavní město Praha');
        await expect(page).toHaveURL(/[?&]kraj=hlavni-mesto-praha/);
        await expect(filters.count()).not.toHaveText(all ?? '');
        await filters.choose('Hodnocení od', '4 a více');
        await expect(page).toHaveURL(/[?&]hodnoceni=4(&|$)/);
        await closeFilters(site, filters);
        await expect(site.area.getByTestId('package-card').first()).toBeVisible();
      });
    });
  }
});
