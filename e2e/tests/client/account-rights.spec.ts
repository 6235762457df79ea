import { readFile } from 'node:fs/promises';
import { expect, test, touches } from '../../fixtures/test';

// EU account rights from the settings (mf-account): a client downloads all her data as a ZIP,
// then deletes her account through the dialog that names the consequences; she ends signed out.

test.describe('account rights', touches('mf-account', 'api'), () => {
  test.setTimeout(120_000);

  test('a client downloads her data, then deletes her account and is signed out everywhere', async ({ shell, page }) => {
    const { email } = await shell.signUp('client', 'Dana Odcházející');
    await shell.goto('/account/settings/');
    const account = shell.remote('mf-account');
    await expect(account.getByRole('heading', { level: 2, name: 'Vaše data' })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), account.getByRole('button', { name: 'Stáhnout moje data (ZIP)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^zaber-data-\d{4}-\d\d-\d\d\.zip$/);
    const zip = await readFile(await download.path());
    // A ZIP (local file header), data.json first.
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zip.includes(Buffer.from('data.json'))).toBe(true);

    await account.getByRole('button', { name: 'Smazat účet…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Smazat účet natrvalo?' });
    await expect(dialog.getByText('Hodnocení, která jste napsali, zůstanou bez vašeho jména.')).toBeVisible();
    const word = dialog.getByLabel('Pro potvrzení napište SMAZAT');
    await word.fill('ano');
    await dialog.getByRole('button', { name: 'Smazat účet natrvalo' }).click();
    await expect(dialog.getByText('Pro potvrzení napište SMAZAT.')).toBeVisible();
    await word.fill('smazat');
    await dialog.getByRole('button', { name: 'Smazat účet natrvalo' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(shell.header).toHaveAttribute('data-role', 'guest');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'zaber-token')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'zaber-session')).toBeUndefined();
    // Nothing addressed to her is kept, the development outbox included.
    expect(await shell.outbox(email)).toEqual([]);
  });
});
