import { expect, test, touches } from '../../fixtures/test';
import { pickPlace } from '../../pages/antd-fields';
import { PublicSite } from '../../pages/public-site';
import { DEMO, DEMO_PASSWORD } from '../../pages/shell-page';

const DESCRIPTION = 'Rodinné focení v parku, dva dospělí a dvě děti, ideálně odpoledne o víkendu.';

test.describe('favourites', touches('mf-public', 'mf-client'), () => {
  test('a guest saves a professional from the catalogue, signs in, and sends a targeted request from Oblíbené', async ({ shell, page }) => {
    // A long journey (catalogue, sign-in, a request, removing and undoing, a reload): the first of a run meets cold servers.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const site = new PublicSite(page);
    await shell.goto('/profici/');
    const card = site.area.getByTestId('executor-card').first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const heart = card.getByRole('button', { name: 'Uložit do oblíbených' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();

    // The heart needs an account: sign-in first, with why.
    const login = await shell.openedDialog('Přihlášení');
    await expect(login.getByTestId('login-hint')).toContainText('Do oblíbených si uložíte po přihlášení.');
    await login.getByLabel('E-mail').fill(DEMO.client);
    await login.getByRole('button', { name: 'Přihlásit se heslem' }).click();
    await login.getByLabel('Heslo', { exact: true }).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
    await expect(shell.header).toHaveAttribute('data-role', 'client');

    // The save was resumed: the same card's heart is filled, nothing else is left open.
    const saved = site.area.getByTestId('executor-card').filter({ hasText: name }).getByRole('button', { name: 'Odebrat z oblíbených' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Oblíbené, from the client's menu.
    await shell.header.getByRole('link', { name: 'Oblíbené' }).click();
    await expect(page).toHaveURL(/\/oblibene\/$/);
    const area = shell.remote('mf-client');
    await expect(area.getByRole('heading', { level: 1, name: 'Oblíbené' })).toBeVisible();
    const favourite = area.getByTestId('favourite-executor').filter({ hasText: name });
    await expect(favourite).toHaveCount(1);
    await expect(favourite.getByRole('button', { name: 'Odebrat z oblíbených' })).toHaveAttribute('aria-pressed', 'true');

    // A targeted request to that professional, from here.
    await favourite.getByRole('button', { name: 'Poslat cílenou poptávku' }).click();
    const request = page.getByRole('dialog', { name: /Cílená poptávka/ });
    await expect(request).toContainText(`Poptávka pro profíka ${name}`);
    await request.getByRole('radiogroup', { name: 'Služba' }).getByRole('radio').first().check();
    const place = request.getByLabel('Obec, kde se bude fotit nebo natáčet');
    await pickPlace(place, 'Lednice', 'Lednice (Břeclav, Jihomoravský kraj)');
    // Typing the description moves the focus on and closes the list of obce.
    await request.getByLabel('Popište, co potřebujete').fill(DESCRIPTION);
    await request.getByText('Termín dohodou', { exact: true }).click();
    await request.getByRole('button', { name: 'Poslat poptávku' }).click();
    await expect(request.getByText('Poptávka je odeslaná')).toBeVisible();
    await request.locator('button').filter({ hasText: 'Zavřít' }).click();
    await expect(request).toHaveCount(0);

    // Removing: the card goes, and can be put back once.
    await favourite.getByRole('button', { name: 'Odebrat z oblíbených' }).click();
    await expect(favourite).toHaveCount(0);
    const undo = area.getByRole('status').filter({ hasText: `„${name}“ je odebráno z oblíbených.` });
    await undo.getByRole('button', { name: 'Vrátit zpět' }).click();
    await expect(favourite).toHaveCount(1);
    await favourite.getByRole('button', { name: 'Odebrat z oblíbených' }).click();
    await expect(favourite).toHaveCount(0);

    // Nothing saved any more: the way to find professionals, and it stays so after a reload.
    await page.reload();
    await shell.ready();
    await expect(area.getByTestId('favourites-empty')).toBeVisible();
    await expect(area.getByRole('link', { name: 'Prohlédnout profíky' })).toHaveAttribute('href', '/profici/');
  });
});
