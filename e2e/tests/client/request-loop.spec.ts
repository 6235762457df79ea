import type { Page } from '@playwright/test';
import { signedInPage } from '../../fixtures/signed-in-page';
import { expect, test, touches } from '../../fixtures/test';
import { pickPlace } from '../../pages/antd-fields';
import { DEMO } from '../../pages/shell-page';

// The marketplace loop across mf-client, mf-executor and the shell, on the real API and database:
// a guest posts a request through the wizard and becomes a client, a demo professional finds it in
// the feed and pays for a boosted proposal, the client's badge follows live, the client accepts.

const SHOTS = '../.reports/screenshots/request-loop';

/** A day about two months ahead, as the wizard's date field takes it ("D. M. YYYY"). */
function dayAhead(): string {
  const day = new Date(Date.now() + 60 * 86_400_000);
  return `${day.getDate()}. ${day.getMonth() + 1}. ${day.getFullYear()}`;
}

async function creditOf(page: Page): Promise<string> {
  const label = await page
    .locator('header.shell-header')
    .getByRole('button', { name: /^Kredit:/ })
    .getAttribute('aria-label');
  return (label ?? '').replace(/^Kredit:\s*/, '');
}

/** "2 000 Kč" (any kind of space) → 2000. */
const crowns = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test.describe('the request loop', touches('shell', 'mf-client', 'mf-executor', 'api'), () => {
  test('a guest posts a request, a professional pays for a boosted proposal, the client accepts it', async ({ shell, page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const client = shell;
    const email = `novy-klient-${Date.now()}@example.cz`;
    const step = page.getByTestId('wizard-step');
    const next = page.getByRole('button', { name: 'Pokračovat' });

    // — The guest fills the wizard; each step checks its fields before the next.
    await page.setViewportSize({ width: 375, height: 800 });
    await client.goto('/vlozit-poptavku/');
    await expect(step).toHaveText('Krok 1 z 7: Služba');
    await page.screenshot({ path: `${SHOTS}/wizard-375.png`, fullPage: true });
    await next.click();
    await expect(page.getByText('Povinné pole')).toBeVisible();
    await page.getByRole('radio', { name: 'Svatební fotografie' }).check();
    await next.click();
    await expect(step).toHaveText('Krok 2 z 7: Zaměření');
    await page.getByRole('radio', { name: 'Obřad' }).check();
    await next.click();

    await expect(step).toHaveText('Krok 3 z 7: Místo');
    const place = page.getByLabel('Obec, kde se bude fotit nebo natáčet');
    await pickPlace(place, 'Lednice', 'Lednice (Břeclav, Jihomoravský kraj)');
    // A draft half filled survives a reload.
    await page.reload();
    await expect(step).toHaveText('Krok 3 z 7: Místo');
    await expect(place).toHaveValue('Lednice (Břeclav, Jihomoravský kraj)');
    await page.setViewportSize({ width: 1280, height: 900 });
    await next.click();

    await expect(step).toHaveText('Krok 4 z 7: Termín');
    const day = page.getByRole('textbox', { name: 'Den' });
    await day.fill(dayAhead());
    // Enter takes the typed day and goes on, as Pokračovat does.
    await day.press('Enter');

    await expect(step).toHaveText('Krok 5 z 7: Rozpočet');
    await page.getByLabel('Rozpočet od (Kč)').fill('9000');
    await page.getByLabel('Rozpočet do (Kč)').fill('6000');
    await next.click();
    await expect(page.getByText('Rozpočet od musí být nižší než rozpočet do.')).toBeVisible();
    await expect(step).toHaveText('Krok 5 z 7: Rozpočet');
    await page.getByLabel('Rozpočet do (Kč)').fill('15000');
    await next.click();

    await expect(step).toHaveText('Krok 6 z 7: Popis');
    const description = page.getByLabel('Popište, co potřebujete');
    await description.fill('Krátce');
    await next.click();
    await expect(page.getByText('Minimální délka je 20 znaků')).toBeVisible();
    await description.fill('Obřad v zámeckém parku v Lednici, asi čtyřicet hostů, focení hodinu a půl.');
    await page.screenshot({ path: `${SHOTS}/wizard-1280.png`, fullPage: true });
    await next.click();

    await expect(step).toHaveText('Krok 7 z 7: Kontakt');
    await page.getByLabel('Jméno a příjmení').fill('Eliška Nováková');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Poslat ověřovací kód' }).click();
    await expect(page.getByText(`Poslali jsme kód na ${email}`)).toBeVisible();
    const mail = (await client.outbox(email))[0];
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code, 'the e-mailed code').toBeTruthy();
    await page.getByLabel('Kód z e-mailu (6 číslic)').fill(code ?? '');
    await page.getByRole('button', { name: 'Ověřit a vložit poptávku' }).click();

    // — Signed in as a client on the new request's detail.
    await expect(page).toHaveURL(/\/poptavky\/(\d+)\/obrad-lednice\/$/);
    const requestPath = new URL(page.url()).pathname;
    const mine = client.remote('mf-client');
    await expect(client.heading()).toHaveText('Obřad – Lednice');
    await expect(mine.getByTestId('request-detail')).toContainText('Lednice');
    const myRequestsBadge = client.header.getByTestId('badge-my-requests');
    await expect(myRequestsBadge).toHaveCount(0);

    // — A demo professional finds it in the feed.
    const executor = await signedInPage(browser, baseURL ?? '', DEMO.executor);
    await executor.shell.goto('/poptavky/?kraj=jihomoravsky-kraj');
    const feed = executor.shell.remote('mf-executor');
    const linkToIt = executor.page.locator(`a[href="${requestPath}"]`);
    const card = feed.getByTestId('request-card').filter({ has: linkToIt });
    await expect(card).toBeVisible();
    await executor.page.screenshot({ path: `${SHOTS}/feed-1280.png` });
    const before = crowns(await creditOf(executor.page));
    await card.getByRole('link', { name: 'Obřad – Lednice' }).click();
    await expect(executor.page).toHaveURL(new RegExp(`${requestPath}$`));
    await expect(feed.getByTestId('request-detail')).not.toContainText(email);

    // — A boosted proposal: 49 + 99 = 148 Kč from the credit, in one payment.
    await feed.getByRole('button', { name: 'Poslat nabídku' }).click();
    const modal = executor.page.getByRole('dialog', { name: 'Poslat nabídku' });
    await modal.getByRole('button', { name: 'Odeslat nabídku' }).click();
    await expect(modal.getByText('Povinné pole').first()).toBeVisible();
    await modal.getByLabel('Vaše cena (Kč)').fill('12500');
    await modal.getByLabel('Text nabídky').fill('Dobrý den, obřad v Lednici fotím rád, galerii dodám do tří týdnů.');
    await modal.getByRole('checkbox', { name: /Topovat nabídku/ }).check();
    await expect(modal.getByTestId('cost-total')).toHaveText(/^148\sKč$/);
    await executor.page.screenshot({ path: `${SHOTS}/proposal-modal-1280.png` });
    await modal.getByRole('button', { name: 'Odeslat nabídku' }).click();
    await expect(modal).toBeHidden();
    await expect(feed.getByTestId('my-proposal')).toContainText('12 500');
    await expect.poll(async () => crowns(await creditOf(executor.page))).toBe(before - 148);

    // — The client's badge grew without a reload.
    await expect(myRequestsBadge).toHaveText('1');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    // — It is in the professional's /nabidky/, not yet seen.
    await executor.shell.goto('/nabidky/');
    const item = feed.getByTestId('proposal-item').filter({ has: linkToIt });
    await expect(item).toContainText('Nová');
    await expect(item).toContainText('Zatím neviděno');
    await executor.page.setViewportSize({ width: 375, height: 800 });
    await executor.page.screenshot({ path: `${SHOTS}/my-proposals-375.png`, fullPage: true });

    // — The client opens it (seen: the badge drops) and accepts it.
    await client.goto(`${requestPath}proposals/`);
    const proposal = mine.locator('[data-testid^="proposal-"]').filter({ hasText: '12 500' }).first();
    await proposal.getByRole('button', { name: 'Otevřít nabídku' }).click();
    await expect(proposal).toContainText('galerii dodám do tří týdnů');
    await expect(myRequestsBadge).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/proposals-1280.png`, fullPage: true });
    await proposal.getByRole('button', { name: 'Přijmout' }).click();
    await page.getByRole('button', { name: 'Ano, přijmout' }).click();
    await expect(page.getByText('Nabídku jste přijali a poptávka je uzavřená.')).toBeVisible();
    await expect(mine.getByText('Přijatá').first()).toBeVisible();

    await client.goto(requestPath);
    await expect(mine.getByText('Uzavřená').first()).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/request-closed-375.png`, fullPage: true });

    // — The professional sees the same: request closed, proposal accepted.
    await executor.shell.goto(requestPath);
    await expect(feed.getByText('Uzavřená').first()).toBeVisible();
    await expect(feed.getByTestId('my-proposal')).toContainText('Přijatá');
    await executor.shell.goto('/nabidky/');
    await expect(item).toContainText('Přijatá');
    await expect(item).toContainText('Viděno klientem');
    await executor.page.context().close();
  });
});
