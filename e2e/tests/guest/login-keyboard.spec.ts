import { expect, test, touches } from '../../fixtures/test';

test.describe('sign-in by keyboard', touches('shell'), () => {
  test('the login modal keeps keyboard focus inside, keeps the e-mail and gives focus back on Escape', async ({ shell, page }) => {
    await shell.goto('/');
    const opener = shell.header.getByRole('button', { name: 'Přihlásit se' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toBeVisible();
    // Screen readers hear Czech: no English labels of antd's controls.
    await expect(dialog.getByRole('radiogroup', { name: 'Přihlášení nebo registrace' })).toBeVisible();
    await expect(dialog.getByLabel('segmented control')).toHaveCount(0);

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
    }

    // The e-mail survives switching to password login and back.
    await dialog.getByLabel('E-mail').fill('klient@zaber.test');
    await dialog.getByRole('button', { name: 'Přihlásit se heslem' }).click();
    await expect(dialog.getByLabel('Heslo', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toHaveValue('klient@zaber.test');
    await dialog.getByRole('button', { name: 'Přihlásit se kódem z e-mailu' }).click();
    await expect(dialog.getByLabel('E-mail')).toHaveValue('klient@zaber.test');

    await dialog.getByLabel('E-mail').focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
