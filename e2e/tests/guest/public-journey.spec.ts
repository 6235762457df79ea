import type { Page } from '@playwright/test';
import { expect, test, touches } from '../../fixtures/test';
import { PublicSite } from '../../pages/public-site';

/** The demo data is generated (seed/demo-generated.ts), so expected numbers come from the API. */
async function totalCount(page: Page, query: string): Promise<number> {
  const body = (await (await page.request.post('/graphql', { data: { query } })).json()) as { data: Record<string, { pageInfo: { totalCount: number } }> };
  const [list] = Object.values(body.data);
  if (!list) throw new Error(`No list in ${JSON.stringify(body)}`);
  return list.pageInfo.totalCount;
}

test.describe('the public site', touches('mf-public'), () => {
  test('a guest browses home → category → profile tabs → package detail → gallery', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/');
    await expect(site.heading()).toHaveText('Najděte svého fotografa nebo kameramana');
    await expect(page).toHaveTitle('Fotografové a kameramani na jednom místě | Záběr');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /až 10 nabídek/);
    // Live claims from /v1/counters: the approved professionals of the demo data (≥ 60).
    const counters = (await (await page.request.get('/v1/counters')).json()) as { verifiedProfessionals: number };
    expect(counters.verifiedProfessionals).toBeGreaterThanOrEqual(60);
    await expect(site.area.getByTestId('claim').filter({ hasText: 'ověřených profíků' })).toContainText(String(counters.verifiedProfessionals));

    await site.link('Svatební fotografie').click();
    await expect(page).toHaveURL(/\/fotografove\/svatebni-fotograf\/$/);
    await expect(site.heading()).toHaveText('Fotografové: Svatební fotografie');
    const cards = site.area.getByTestId('executor-card');
    // A page holds 12 cards; the demo has more wedding photographers than that.
    const weddingPhotographers = await totalCount(
      page,
      '{ executors(filter: { workType: PHOTO, categorySlug: "svatebni-fotograf" }) { pageInfo { totalCount } } }',
    );
    expect(weddingPhotographers).toBeGreaterThan(12);
    await expect(cards).toHaveCount(12);
    // Response time in hours, green under 24.
    await expect(cards.first().locator('[data-fast="true"]')).toHaveText(/Odpovídá do \d+ h/);

    await site.link('Petra Profíková').click();
    await expect(page).toHaveURL(/\/users\/petra-profikova\/$/);
    await expect(site.heading()).toHaveText('Petra Profíková');
    await expect(site.tab('Portfolio')).toHaveAttribute('aria-selected', 'true');
    await expect(site.area.getByRole('button', { name: 'Obřad v zámecké zahradě' })).toBeVisible();
    await expect(site.area.getByRole('button', { name: 'Poslat cílenou poptávku' })).toBeVisible();

    await site.tab(/Hodnocení/).click();
    await expect(page).toHaveURL(/\/users\/petra-profikova\/hodnoceni\/$/);
    await expect(site.area.getByTestId('review').first()).toBeVisible();

    await site.tab('Termíny').click();
    await expect(page).toHaveURL(/\/users\/petra-profikova\/terminy\/$/);
    await expect(site.area.locator('[data-status="FREE"]').first()).toContainText('Volno');

    await site.tab(/Balíčky/).click();
    await expect(page).toHaveURL(/\/users\/petra-profikova\/balicky\/$/);
    await site.link('Svatební den bez stresu').click();
    await expect(page).toHaveURL(/\/balicky-sluzeb\/\d+\/svatebni-den-bez-stresu\/$/);
    await expect(site.heading()).toHaveText('Svatební den bez stresu');
    await expect(page).toHaveTitle('Svatební den bez stresu – Petra Profíková | Záběr');
    await expect(site.area.getByTestId('price-option')).toHaveCount(3);
    await expect(site.area.getByTestId('price-option').first()).toContainText(/6\s900\sKč/);

    await site.area.getByRole('button', { name: 'Zvětšit obrázek 2' }).click();
    const dialog = site.dialog();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/media\/demo\/works\/.+\.jpg$/);
    await expect(dialog.locator('img')).toHaveAttribute('alt', 'Svatební den bez stresu – ukázka 2');
    // The full-size image really loads (fitted to 1900 px wide); it may still be arriving.
    await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(1900);
  });

  test('a profile awaiting approval is a 404 for guests', async ({ shell, page }) => {
    const site = new PublicSite(page);
    const { username } = await shell.signUp('executor');
    await shell.logout();
    await shell.goto(`/users/${username}/`);
    await expect(site.area.getByText('Stránka nenalezena')).toBeVisible();
  });

  test('the package catalogue filters by category and price and pages through results', async ({ shell, page }) => {
    const site = new PublicSite(page);
    const all = await totalCount(page, '{ packages { pageInfo { totalCount } } }');
    const cheap = await totalCount(page, '{ packages(filter: { priceMax: 300000 }) { pageInfo { totalCount } } }');
    const wedding = await totalCount(page, '{ packages(filter: { categorySlug: "svatebni-fotograf" }) { pageInfo { totalCount } } }');
    // The generated demo has ≥ 40 packages; the filters narrow them down.
    expect(all).toBeGreaterThanOrEqual(40);
    expect(cheap).toBeGreaterThan(0);
    expect(cheap).toBeLessThan(all);
    expect(wedding).toBeGreaterThan(0);
    expect(wedding).toBeLessThan(all);
    await shell.goto('/balicky-sluzeb/?cena_do=3000');
    await expect(site.area.getByTestId('result-count')).toHaveText(new RegExp(`^${cheap} výsled`));
    await shell.goto('/balicky-sluzeb/?sluzba=svatebni-fotograf');
    await expect(site.area.getByTestId('result-count')).toHaveText(new RegExp(`^${wedding} výsled`));
    await shell.goto('/balicky-sluzeb/?q=svatebni');
    await expect(site.link('Svatební klip a film')).toBeVisible();
  });

  test('a guest reads open requests without client contact data and is invited to join', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/poptavky/');
    // A page of ten, newest first: whichever request leads the list (other journeys add theirs).
    const cards = site.area.getByTestId('request-card');
    await expect(cards).toHaveCount(10);
    const link = cards.first().getByRole('link').first();
    const title = ((await link.textContent()) ?? '').trim();
    expect(title).not.toBe('');
    await link.click();
    await expect(page).toHaveURL(/\/poptavky\/\d+\/[a-z0-9-]+\/$/);
    await expect(site.heading()).toHaveText(title);
    // Nothing of the client: no e-mail (every account of the demo and the journeys is @zaber.test), not the demo client's name.
    await expect(site.area).not.toContainText('@zaber.test');
    await expect(site.area).not.toContainText('Karel');
    await expect(site.area.getByRole('button', { name: 'Přidat se jako profík' })).toBeVisible();
  });

  test('a landing page hands over to the request wizard of its service', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/svatebni-kameraman/');
    await expect(site.heading()).toHaveText('Svatební video');
    await expect(site.link('Vložit poptávku').first()).toHaveAttribute('href', '/svatebni-kameraman/vlozit-poptavku/');
  });
});
