import { photoFile } from '../../fixtures/images';
import { signedInPage } from '../../fixtures/signed-in-page';
import { expect, test, touches } from '../../fixtures/test';
import { giveStars } from '../../pages/antd-fields';
import { confirmPopup } from '../../pages/shell-page';

// A professional builds and publishes a package, a client orders it, the order becomes a
// conversation that ends DONE, and the client's review shows on the profile: two browsers, real API.

const EXECUTOR = 'kameraman@zaber.test';
const CLIENT = 'alena.mala@zaber.test';

test.describe('a package order', touches('mf-public', 'mf-client', 'mf-executor', 'mf-account', 'api'), () => {
  test.setTimeout(300_000);

  test('a package is created, activated, ordered, accepted, done and reviewed', async ({ browser, baseURL }) => {
    const pro = await signedInPage(browser, baseURL ?? '', EXECUTOR);
    const client = await signedInPage(browser, baseURL ?? '', CLIENT);
    const title = `Svatební klip na míru ${Date.now() % 100_000}`;

    // — The professional creates the package: details, two price options, a service, six photos.
    await pro.shell.goto('/my-offers/');
    const area = pro.shell.remote('mf-executor');
    await area.getByRole('button', { name: 'Nový balíček' }).click();
    const create = pro.page.getByRole('dialog', { name: 'Nový balíček' });
    await create.getByLabel('Název balíčku').fill(title);
    await create.getByLabel('Služba').fill('Svatební video');
    await create.getByLabel('Služba').press('Enter');
    await create.getByLabel('Popis balíčku').fill('Natočím váš svatební den dvěma kamerami a sestříhám z něj pětiminutový klip s hudbou do tří týdnů.');
    await create.getByRole('button', { name: 'Vytvořit balíček' }).click();
    await expect(pro.page).toHaveURL(/\/my-offers\/\d+\/$/);
    const packageId = /\/my-offers\/(\d+)\//.exec(pro.page.url())?.[1] ?? '';

    await area.getByRole('link', { name: 'Cenové varianty' }).first().click();
    for (const [name, price, what] of [
      ['Obřad', '9 900', 'Obřad a gratulace, klip 3 minuty.'],
      ['Celý den', '18 900', 'Od přípravy po první tanec, klip 5 minut.'],
    ] as const) {
      await area.getByRole('button', { name: 'Přidat variantu' }).click();
      const dialog = pro.page.getByRole('dialog', { name: 'Nová cenová varianta' });
      await dialog.getByLabel('Název varianty').fill(name);
      await dialog.getByLabel('Cena (Kč)').fill(price);
      await dialog.getByLabel('Co varianta obsahuje').fill(what);
      await dialog.getByRole('button', { name: 'Uložit variantu' }).click();
      await expect(dialog).toBeHidden();
    }
    await area.getByRole('button', { name: 'Přidat službu' }).click();
    const service = pro.page.getByRole('dialog', { name: 'Nová doplňková služba' });
    await service.getByLabel('Název služby').fill('Záběry dronem');
    await service.getByLabel('Cena (Kč)').fill('2 500');
    await service.getByRole('button', { name: 'Uložit službu' }).click();
    await expect(service).toBeHidden();

    await area.getByRole('link', { name: 'Galerie' }).first().click();
    const photos = await Promise.all(Array.from({ length: 6 }, (_, i) => photoFile(`klip-${i + 1}.jpg`, 1600, 900, 300 + i * 10)));
    const chooser = pro.page.waitForEvent('filechooser');
    await area.getByRole('button', { name: 'Přidat fotky' }).click();
    await (await chooser).setFiles(photos);
    await expect(pro.page.getByText('Do galerie přibylo 6 fotek.')).toBeVisible({ timeout: 60_000 });

    // — Activated, it is in the catalogue.
    await area.getByRole('link', { name: 'Přehled' }).first().click();
    await area.getByRole('switch', { name: 'Balíček je vidět v katalogu' }).click();
    await expect(pro.page.getByText('Balíček je zveřejněný.')).toBeVisible();
    await client.shell.goto(`/balicky-sluzeb/?q=${encodeURIComponent(title)}`);
    await client.shell.remote('mf-public').getByRole('link', { name: title }).first().click();
    await expect(client.shell.heading()).toHaveText(title);

    // — The client orders it with the drone; the professional's badge rises live.
    const badge = pro.shell.header.getByTestId('badge-my-packages');
    const pending = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
    const before = await pending();
    await client.shell
      .remote('mf-public')
      .getByRole('button', { name: /Objednat balíček/ })
      .click();
    const order = client.page.getByRole('dialog', { name: 'Objednávka balíčku' });
    await order.getByRole('radio', { name: /Celý den/ }).check();
    await order.getByRole('checkbox', { name: /Záběry dronem/ }).check();
    await expect(order.getByTestId('order-total')).toHaveText(/21\s400\sKč/);
    await order.getByText('Termín dohodou').click();
    await order.getByRole('button', { name: 'Odeslat objednávku' }).click();
    await expect(order.getByText('Objednávka je odeslaná')).toBeVisible();
    await expect.poll(pending).toBe(before + 1);

    // — The professional accepts; both see the conversation.
    await pro.shell.goto(`/my-offers/${packageId}/objednavky/`);
    await area.getByRole('button', { name: 'Přijmout' }).first().click();
    await confirmPopup(pro.page, 'Ano, přijmout');
    await expect(area.getByText(/Objednávka č\. \d+ je přijatá\./)).toBeVisible();
    await expect.poll(pending).toBe(before);
    await area.getByRole('button', { name: 'Otevřít konverzaci' }).first().click();
    const proThread = pro.page.getByRole('dialog', { name: 'Zprávy' }).getByTestId('conversation-thread');
    await expect(proThread).toContainText('Celý den');

    await client.shell.goto('/objednavky/');
    const myOrder = client.shell.remote('mf-client').getByTestId('order-card').filter({ hasText: title });
    await expect(myOrder).toContainText('Přijato');
    await myOrder.getByRole('button', { name: /Zprávy/ }).click();
    const clientThread = client.page.getByRole('dialog', { name: 'Zprávy' }).getByTestId('conversation-thread');
    await expect(clientThread).toContainText('Záběry dronem');

    // — The professional moves it on to post-production on the engagement's page (the thread links
    // there), one confirmed step at a time, and hands the work over.
    await proThread.getByRole('link', { name: 'Průběh zakázky' }).click();
    const proPage = pro.shell.remote('mf-account');
    const proNext = proPage.getByTestId('engagement-next');
    for (const status of ['Čeká na zálohu', 'Termín domluven', 'Postprodukce']) {
      await proNext.getByRole('button', { name: `Posunout na: ${status}` }).click();
      await confirmPopup(pro.page, 'Posunout');
      await expect(proPage.getByTestId('conversation-status')).toHaveText(status);
    }
    await proNext.getByRole('button', { name: 'Předat hotovou práci' }).click();
    await confirmPopup(pro.page, 'Předat');
    await expect(proPage.getByTestId('delivered-note')).toContainText('potvrdí se samo');
    await expect(proNext.getByRole('button', { name: 'Předat hotovou práci' })).toHaveCount(0);
    // — DONE is the client's: confirmed in a dialog on the same page.
    await expect(clientThread).toContainText('Profík předal hotovou práci.');
    await clientThread.getByRole('link', { name: 'Průběh zakázky' }).click();
    const clientPage = client.shell.remote('mf-account');
    await clientPage.getByTestId('engagement-next').getByRole('button', { name: 'Potvrdit dokončení' }).click();
    await confirmPopup(client.page, 'Ano, je hotová');
    await expect(clientPage.getByTestId('conversation-status')).toHaveText('Hotovo');
    await expect(proPage.getByTestId('conversation-status')).toHaveText('Hotovo');

    // — The client reviews it; the review and the new rating show on the profile.
    await client.shell.goto('/objednavky/');
    await myOrder.getByRole('button', { name: 'Ohodnotit' }).click();
    const review = client.page.getByRole('dialog', { name: /Hodnocení profíka/ });
    await giveStars(review, 5);
    await expect(review.getByText('5 hvězdiček')).toBeVisible();
    const text = `Klip je nádherný, dron byl skvělý nápad, díky ${title.slice(-5)}.`;
    await review.getByLabel('Jak jste byli spokojeni?').fill(text);
    await review.getByRole('button', { name: 'Odeslat hodnocení' }).click();
    await expect(review.getByText('Děkujeme, hodnocení je zveřejněné na profilu profíka.')).toBeVisible();

    const { publicProfile } = await client.shell.graphql<{ publicProfile: { username: string; rating: number; reviewsCount: number } }>(
      'query ($u: String!) { publicProfile(username: $u) { username rating reviewsCount } }',
      { u: 'kamil-kameraman' },
    );
    await client.shell.goto(`/users/${publicProfile.username}/hodnoceni/`);
    const profileArea = client.shell.remote('mf-public');
    await expect(profileArea.getByTestId('review').filter({ hasText: text })).toBeVisible();
    await expect(profileArea.getByRole('tab', { name: `Hodnocení (${publicProfile.reviewsCount})` })).toBeVisible();
    await expect(profileArea.getByText(String(publicProfile.rating).replace('.', ',')).first()).toBeVisible();

    await pro.page.context().close();
    await client.page.context().close();
  });
});
