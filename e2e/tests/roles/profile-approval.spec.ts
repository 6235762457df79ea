import { photoFile } from '../../fixtures/images';
import { signedInPage } from '../../fixtures/signed-in-page';
import { expect, test, touches } from '../../fixtures/test';
import { motionSettled } from '../../pages/motion';
import { confirmPopup, DEMO } from '../../pages/shell-page';

const SERVICE = 'Fotografie z akcí';
const SYLLABLES = ['ba', 'če', 'di', 'ko', 'lu', 'ma', 'ne', 'po', 'ri', 'sa'];

/** A surname no other professional has (the journey runs again on the data it left): "Koludiba". */
function freshSurname(): string {
  const digits = String(Date.now() % 1e6).padStart(6, '0');
  const word = [...digits].map((d) => SYLLABLES[Number(d)]).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

test.describe('profile approval', touches('mf-public', 'mf-executor', 'mf-account', 'api'), () => {
  // Uploads of ten photos through the real pipeline, a moderator in a second browser.
  test.setTimeout(120_000);

  test('the unapproved professional completes the profile, a moderator approves it, it is listed', async ({ shell, page, browser, baseURL }) => {
    // A professional who just signed up: no photo, no services, no works, not public.
    const surname = freshSurname();
    const name = `Nikola ${surname}`;
    const { email, username } = await shell.signUp('executor', name);
    const profile = `/users/${username}/`;
    await shell.goto(profile);
    const area = shell.remote('mf-executor');
    await expect(page.getByTestId('not-public-alert')).toBeVisible();
    const panel = area.getByRole('region', { name: 'Zveřejnění profilu' });
    await expect(panel.getByText('Nahrajte profilovou fotku.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Požádat o schválení' })).toBeDisabled();

    // The avatar: a file picked, cropped square in the browser, uploaded.
    const avatarChooser = page.waitForEvent('filechooser');
    await area.getByText('Změnit fotku').click();
    await (await avatarChooser).setFiles(await photoFile('portret.jpg', 900, 700, 20));
    const crop = page.getByRole('dialog', { name: 'Oříznout profilovou fotku' });
    // A click while the dialog still zooms in can miss "Použít" (the dialog then stays open).
    await motionSettled(crop);
    await crop.getByRole('button', { name: 'Použít' }).click();
    await expect(area.locator('.zx-avatar img')).toHaveAttribute('src', /\/media\/avatars\/.+\.jpg$/);
    await expect(panel.getByText('Nahrajte profilovou fotku.')).toHaveCount(0);

    // A service.
    await area.getByRole('button', { name: 'Moje služby' }).click();
    const services = page.getByRole('form', { name: 'Moje služby' });
    await services.getByRole('checkbox', { name: SERVICE }).check();
    await services.getByRole('button', { name: 'Uložit služby' }).click();
    await expect(panel.getByText('Vyberte alespoň jednu aktivní službu.')).toHaveCount(0);
    await expect(panel.getByText(`${SERVICE}: přidejte ještě 10 prací`)).toBeVisible();

    // Ten photos, each with its own progress bar while it travels (the API answers a moment later).
    await page.route('**/v1/uploads**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => photoFile(`akce-${i + 1}.jpg`, 1600, 1067, i * 36)));
    const chooser = page.waitForEvent('filechooser');
    await area
      .getByRole('button', { name: new RegExp(`Přidat fotky.*${SERVICE}|^Přidat fotky$`) })
      .first()
      .click();
    await (await chooser).setFiles(photos);
    const queue = area.getByRole('list', { name: 'Nahrávané soubory' });
    await expect(queue.getByRole('progressbar')).toHaveCount(10);
    await expect(queue.getByRole('progressbar', { name: 'Průběh nahrávání: akce-1.jpg' })).toBeVisible();
    await expect(page.getByText('Do portfolia přibylo 10 fotek.')).toBeVisible({ timeout: 60_000 });
    await expect(area.getByRole('button', { name: /^Smazat: / })).toHaveCount(10);

    await panel.getByRole('button', { name: 'Požádat o schválení' }).click();
    await expect(area.getByText(/Čeká na schválení od/)).toBeVisible();

    // The moderator approves it in the queue.
    const moderator = await signedInPage(browser, baseURL ?? '', DEMO.moderator);
    await moderator.shell.goto('/account/moderation/');
    const request = moderator.page.getByTestId('approval-request').filter({ hasText: name });
    await expect(request.getByTestId('approval-category').filter({ hasText: SERVICE })).toContainText('10 prací');
    await request.getByRole('button', { name: 'Schválit' }).click();
    await confirmPopup(moderator.page, 'Ano, zveřejnit');
    await expect(moderator.page.getByText(`Profil ${name} je schválený a veřejný.`)).toBeVisible();
    await expect(request).toHaveCount(0);
    await moderator.page.context().close();

    // The professional: no red alert any more, a notification, and the profile in the catalogue.
    await shell.goto(profile);
    await expect(page.getByTestId('not-public-alert')).toHaveCount(0);
    await expect(area.getByText('Schválený profil')).toBeVisible();
    await shell.logout();
    await shell.goto(`/fotografove/?q=${encodeURIComponent(surname)}`);
    await expect(shell.remote('mf-public').getByRole('link', { name })).toBeVisible();
    const mails = await shell.outbox(email);
    expect(mails.some((m) => /schválen/i.test(m.subject))).toBe(true);
  });
});
