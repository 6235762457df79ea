import { expect, test, touches } from '../../fixtures/test';
import { PublicSite } from '../../pages/public-site';

test.describe('contact and sitemap', touches('mf-public', 'api'), () => {
  test('the contact form rejects a bad e-mail and delivers a good message to the outbox', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/kontaktujte-nas/');
    await expect(page).toHaveTitle('Kontaktujte nás | Záběr');
    const marker = `E2E ${Date.now()}`;
    // The server's form answers once hydrated: its button is enabled then.
    await expect(site.area.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled();
    await site.area.getByLabel('Jméno').fill(marker);
    await site.area.getByLabel('E-mail').fill('spatny@');
    await site.area.getByLabel('Zpráva').fill('Dobrý den, chtěl bych se zeptat na ceník.');
    await site.area.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(site.area.getByText('Špatně zadaný Email')).toBeVisible();

    await site.area.getByLabel('E-mail').fill('tester@example.cz');
    await site.area.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(site.area.getByRole('status')).toContainText('zprávu jsme přijali');
    await expect(site.area.getByText('Špatně zadaný Email')).toHaveCount(0);

    const mails = (await (await page.request.get('/dev/outbox?to=podpora@zaber.test')).json()) as { subject: string; text: string }[];
    expect(mails.find((m) => m.subject === `Zpráva z kontaktního formuláře: ${marker}`)?.text).toContain('tester@example.cz');
  });

  test('/sitemap.xml lists profiles, packages and requests for search engines', async ({ shell, page }) => {
    const { username } = await shell.signUp('executor');
    await shell.logout();
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const body = await response.text();
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(locs).toContain('/users/petra-profikova/');
    expect(locs).not.toContain(`/users/${username}/`);
    // Every listed package and open request of the (generated) demo data, as the API counts them.
    const counts = (await (
      await page.request.post('/graphql', { data: { query: '{ packages { pageInfo { totalCount } } publicRequests { pageInfo { totalCount } } }' } })
    ).json()) as { data: { packages: { pageInfo: { totalCount: number } }; publicRequests: { pageInfo: { totalCount: number } } } };
    expect(counts.data.packages.pageInfo.totalCount).toBeGreaterThanOrEqual(40);
    expect(locs.filter((l) => /^\/balicky-sluzeb\/\d+\/[a-z0-9-]+\/$/.test(l))).toHaveLength(counts.data.packages.pageInfo.totalCount);
    expect(locs.filter((l) => /^\/poptavky\/\d+\/$/.test(l))).toHaveLength(counts.data.publicRequests.pageInfo.totalCount);
    expect(locs).toContain('/obchodni-podminky/cenik/');
  });

  test('the price list shows the prices the server charges', async ({ shell, page }) => {
    const site = new PublicSite(page);
    await shell.goto('/obchodni-podminky/cenik/');
    const table = site.area.getByTestId('price-list');
    await expect(table.locator('[data-row="proposal"]')).toContainText(/49\sKč/);
    await expect(table.locator('[data-row="boost"]')).toContainText(/\+\s99\sKč/);
    await expect(table.locator('[data-row="highlight"]')).toContainText(/\+\s29\sKč/);
    await expect(table.locator('[data-row="top-up"]')).toContainText(/200\sKč až 50\s000\sKč/);
    await expect(table.locator('[data-row="bonus"]')).toContainText(/500\sKč.*\+10 %/);
  });
});
