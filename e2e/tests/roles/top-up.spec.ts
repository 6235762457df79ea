import { signedInPage } from '../../fixtures/signed-in-page';
import { expect, test, touches } from '../../fixtures/test';
import { chooseMenuItem, DEMO } from '../../pages/shell-page';

// Credit across remotes: the shell's balance menu, mf-account's top-up and payment status modals,
// the local GoPay simulator as the gateway, the transactions and documents pages, an invoice PDF,
// and a bank transfer a moderator confirms — the real API, two browsers.

test.describe('top-up', touches('mf-account', 'api'), () => {
  test.setTimeout(180_000);

  test('a public professional tops up by GoPay and by bank transfer; the balance follows live', async ({ browser, baseURL }) => {
    const pro = await signedInPage(browser, baseURL ?? '', DEMO.freshExecutor);
    await pro.shell.goto('/account/transactions/');
    const balance = pro.shell.header.getByTestId('balance-menu');
    // Whatever the account holds already (the demo starts at 0 Kč; an earlier run against the same stack left more).
    await expect(balance).toHaveText(/^[\d\s]+\sKč$/);
    const start = Number(((await balance.textContent()) ?? '').replace(/\D/g, ''));
    /** The balance as the header shows it: "1 650 Kč" (Czech thousands, any space). */
    const shows = (crowns: number) => new RegExp(`^${new Intl.NumberFormat('cs-CZ').format(crowns).replace(/\s/g, '\\s')}\\sKč$`);

    // — The top-up modal: the bonus is shown before paying.
    const topUp = pro.page.getByRole('dialog', { name: 'Dobití kreditu' });
    const openTopUp = () => chooseMenuItem(pro.page, balance, 'Dobít kredit', () => expect(topUp).toBeVisible({ timeout: 5_000 }));
    await openTopUp();
    const amount = topUp.getByLabel('Kolik chcete dobít');
    await amount.fill('499');
    await expect(topUp.getByText(/Od 500\sKč získáte bonus \+10\s%/)).toBeVisible();
    await amount.fill('500');
    await expect(topUp.getByText(/\+ 50\sKč bonus, celkem získáte 550\sKč/)).toBeVisible();
    await topUp.getByRole('radio', { name: 'Platební karta / GoPay' }).check();
    await topUp.getByRole('button', { name: 'Pokračovat k platbě' }).click();

    // — The gateway (the local GoPay simulator, its own origin): pay.
    await pro.page.waitForURL(/\/gw\//);
    await expect(pro.page.getByText(/500,00\sKč|500\sKč/).first()).toBeVisible();
    await pro.page.getByRole('button', { name: 'Zaplatit' }).click();

    // — Back on Záběr: the payment status modal, the header, the transaction.
    await pro.page.waitForURL(/\/account\/transactions\//);
    const status = pro.page.getByRole('dialog', { name: /^Platba č\. \d+$/ });
    await expect(status.getByText(/Kredit je připsaný: \+500\sKč a bonus 50\sKč/)).toBeVisible();
    expect(new URL(pro.page.url()).searchParams.get('platba')).toBeNull();
    await expect(balance).toHaveText(shows(start + 550));
    await status.getByRole('button', { name: 'Zavřít' }).first().click();
    const transactions = pro.shell.remote('mf-account');
    const row = transactions
      .getByRole('row')
      .filter({ hasText: /500\sKč/ })
      .first();
    await expect(row).toContainText(/50\sKč/);
    await expect(row).toContainText(new RegExp(shows(start + 550).source.slice(1, -1)));

    // — Documents: the paid order and its invoice, a real PDF.
    const documents = pro.shell.remote('mf-account');
    await chooseMenuItem(pro.page, balance, 'Historie objednávek a doklady', () =>
      expect(documents.getByText('Zaplaceno').first()).toBeVisible({ timeout: 5_000 }),
    );
    const download = pro.page.waitForEvent('download');
    await documents
      .getByRole('link', { name: /^Stáhnout fakturu / })
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^faktura-\d{4}-\d{6}\.pdf$/);
    const pdf = await new Promise<Buffer>((resolve, reject) => {
      file.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      }, reject);
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // — A bank transfer: the QR Platba and the details; it stays unpaid.
    await openTopUp();
    await topUp.getByLabel('Kolik chcete dobít').fill('1000');
    await topUp.getByRole('radio', { name: 'Bankovní převod (QR Platba)' }).check();
    await topUp.getByRole('button', { name: 'Pokračovat k platbě' }).click();
    const instructions = pro.page.getByRole('dialog', { name: /Platba č\. \d+: údaje k převodu/ });
    const qr = instructions.getByRole('img', { name: /^QR Platba: 1\s000\sKč na účet .+, variabilní symbol \d+$/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const variableSymbol = /variabilní symbol (\d+)$/.exec((await qr.getAttribute('alt')) ?? '')?.[1] ?? '';
    expect(variableSymbol).not.toBe('');
    await expect(instructions.getByText(variableSymbol, { exact: true }).first()).toBeVisible();
    await instructions.getByRole('button', { name: 'Zavřít' }).first().click();
    await pro.shell.goto('/account/documents/');
    await expect(pro.shell.remote('mf-account').getByText('Čeká na převod').first()).toBeVisible();
    await expect(balance).toHaveText(shows(start + 550));

    // — The moderator confirms the money arrived; the professional's header follows without a reload.
    const moderator = await signedInPage(browser, baseURL ?? '', DEMO.moderator);
    await moderator.shell.goto('/account/moderation/platby/');
    await moderator.shell
      .remote('mf-account')
      .getByRole('button', { name: `Potvrdit přijetí platby s VS ${variableSymbol}` })
      .click();
    await moderator.page.getByRole('button', { name: 'Ano, peníze dorazily' }).click();
    await expect(moderator.page.getByText(`Platba s VS ${variableSymbol} je potvrzená, kredit je připsaný.`)).toBeVisible();
    await moderator.page.context().close();

    await expect(balance).toHaveText(shows(start + 1650), { timeout: 15_000 });
    await pro.page.context().close();
  });
});
