import { addCandidateMarker } from '../../fixtures/candidate';
import { acceptedConversation, DEMO_CONTENT_CLIENT, freshOpenRequest, uniqueWord } from '../../fixtures/demo-data';
import { signedInPage } from '../../fixtures/signed-in-page';
import { expect, test, touches } from '../../fixtures/test';
import { giveStars } from '../../pages/antd-fields';
import { confirmPopup, DEMO, ShellPage } from '../../pages/shell-page';

// The whole loop as the two people live it: the professional signs in, lands on the dashboard and
// answers a new request from it; the client accepts; both reach the engagement's page
// (/conversations/{id}/) from their dashboards, read the price and the date they agreed on and
// whose move it is; the professional moves it on and hands the work over, each step confirmed; the
// client confirms it done, is asked for a review on the page and by a notification, and writes it.
// Two browsers, the real API, at a desk's width and a phone's.

const SHOTS = '../.reports/screenshots/engagement';

/** '2027-02-15' → '15. února 2027', as the page writes it. */
const czechDate = (day: string) =>
  new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Prague' }).format(new Date(`${day}T12:00:00`));

test.describe('the engagement', touches('mf-client', 'mf-executor', 'mf-account', 'api'), () => {
  for (const width of [1280, 375]) {
    test(`from the dashboard to a proposal, its engagement page, DONE and the review (${width} px)`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const client = await signedInPage(browser, baseURL ?? '', DEMO_CONTENT_CLIENT);
      await client.page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
      const fresh = await freshOpenRequest(baseURL ?? '', 'engagement');
      const request = { path: new URL(fresh.url, baseURL).pathname, title: fresh.title, day: fresh.date };

      // — The professional signs in from the home page, lands on the dashboard and answers the new request from it.
      const proContext = await browser.newContext({ baseURL, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
      await addCandidateMarker(proContext, baseURL ?? '');
      const proTab = await proContext.newPage();
      const executor = { page: proTab, shell: new ShellPage(proTab, baseURL ?? '') };
      await executor.page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
      await executor.shell.setConsent({ analytics: false, marketing: false });
      await executor.shell.goto('/');
      await executor.shell.signInFromHeader(DEMO.executor);
      await expect(executor.page).toHaveURL(/\/prehled\/$/);
      const dashboard = executor.shell.remote('mf-executor');
      await dashboard.getByTestId('dashboard-feed').locator(`a[href^="${request.path}"]`).first().click();
      await expect(executor.page).toHaveURL(new RegExp(`${request.path}`));
      await dashboard.getByRole('button', { name: 'Poslat nabídku' }).click();
      const proposalModal = executor.page.getByRole('dialog', { name: 'Poslat nabídku' });
      await proposalModal.getByLabel('Vaše cena (Kč)').fill('18500');
      await proposalModal.getByLabel('Text nabídky').fill('Dobrý den, Mikulov znám a termín mám volný.');
      await proposalModal.getByRole('button', { name: 'Odeslat nabídku' }).click();
      await expect(proposalModal).toBeHidden();
      await expect(dashboard.getByTestId('my-proposal')).toContainText('18 500');

      // — The client opens the proposal and accepts it (asked first).
      await client.shell.goto(`${request.path}proposals/`);
      const mine = client.shell.remote('mf-client');
      const proposal = mine.locator('[data-testid^="proposal-"]').filter({ hasText: '18 500' }).first();
      await proposal.getByRole('button', { name: 'Otevřít nabídku' }).click();
      await proposal.getByRole('button', { name: 'Přijmout' }).click();
      await client.page.getByRole('button', { name: 'Ano, přijmout' }).click();
      await expect(client.page.getByText('Nabídku jste přijali a poptávka je uzavřená.')).toBeVisible();

      // — Both find the engagement on their dashboards, among the jobs in progress. Runs beside this
      // one (the other width) make engagements with the same title, so its row is told by its address.
      const conversationId = await acceptedConversation(baseURL ?? '', fresh.id);
      for (const side of [client, executor]) {
        await side.shell.goto('/prehled/');
        const jobs = side.page.getByTestId('dashboard-engagements');
        const row = jobs.locator(`a[href$="/conversations/${conversationId}/"]`);
        await expect(row).toHaveText(new RegExp(request.title));
        await row.click();
        await expect(side.page).toHaveURL(new RegExp(`/conversations/${conversationId}/$`));
        await side.shell.ready();
      }
      const day = request.day;

      // — Both open the engagement's page and read the price and the date they agreed on.
      const clientPage = client.shell.remote('mf-account');
      const proPage = executor.shell.remote('mf-account');
      for (const area of [clientPage, proPage]) {
        const summary = area.getByTestId('engagement-summary');
        await expect(summary.getByTestId('engagement-price')).toHaveText(/18\s500\sKč/);
        await expect(summary.getByTestId('engagement-date')).toContainText(czechDate(day));
        await expect(summary.getByRole('link', { name: /^Poptávka: / })).toBeVisible();
        await expect(area.getByTestId('engagement-steps')).toContainText('Domlouváme se');
      }
      await expect(clientPage.getByTestId('engagement-next')).toContainText('Na tahu je profík');
      await expect(proPage.getByTestId('engagement-next')).toContainText('Na tahu jste vy');
      // Nothing scrolls sideways, on a phone either.
      for (const side of [client, executor]) {
        expect(await side.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await client.page.screenshot({ path: `${SHOTS}/client-${width}.png`, fullPage: true });
      await executor.page.screenshot({ path: `${SHOTS}/executor-${width}.png`, fullPage: true });

      // — The professional moves it on, each step confirmed first; the client's page follows.
      const proNext = proPage.getByTestId('engagement-next');
      for (const status of ['Čeká na zálohu', 'Termín domluven', 'Postprodukce']) {
        await proNext.getByRole('button', { name: `Posunout na: ${status}` }).click();
        await confirmPopup(executor.page, 'Posunout');
        await expect(proPage.getByTestId('conversation-status')).toHaveText(status);
      }
      await expect(clientPage.getByTestId('conversation-status')).toHaveText('Postprodukce');
      await proNext.getByRole('button', { name: 'Předat hotovou práci' }).click();
      await confirmPopup(executor.page, 'Předat');
      await expect(proNext).toContainText('Na tahu je klient');

      // — The client confirms it done (asked first) and is asked for a review with the way to the form.
      const clientNext = clientPage.getByTestId('engagement-next');
      await expect(clientNext).toContainText('Profík předal hotovou práci', { timeout: 20_000 });
      await clientNext.getByRole('button', { name: 'Potvrdit dokončení' }).click();
      await confirmPopup(client.page, 'Ano, je hotová');
      await expect(clientPage.getByTestId('conversation-status')).toHaveText('Hotovo');
      await expect(clientNext).toContainText('Ohodnoťte prosím spolupráci');
      await client.page.screenshot({ path: `${SHOTS}/client-done-${width}.png`, fullPage: true });
      await clientNext.getByRole('button', { name: 'Napsat hodnocení' }).click();
      const review = client.page.getByRole('dialog', { name: /Hodnocení profíka/ });
      await expect(proPage.getByTestId('conversation-status')).toHaveText('Hotovo');
      await giveStars(review, 5);
      await review.getByLabel('Jak jste byli spokojeni?').fill(`Skvělá spolupráce v Mikulově, fotky předčily očekávání (${uniqueWord()}).`);
      await review.getByRole('button', { name: 'Odeslat hodnocení' }).click();
      await expect(review.getByText('Děkujeme, hodnocení je zveřejněné na profilu profíka.')).toBeVisible();

      // — The review was asked for by a notification too, leading back to the request's page.
      await client.shell.goto('/notifications/');
      // Told apart from the other width's notification (same title) by where it leads.
      const asked = client.shell
        .remote('mf-account')
        .getByTestId('notification')
        .filter({ hasText: 'Ohodnoťte' })
        .filter({ has: client.page.locator(`a[href^="${request.path}"]`) });
      await expect(asked.first()).toContainText(request.title);
      await expect(asked.first().getByRole('link', { name: 'Zobrazit' })).toHaveAttribute('href', new RegExp(`^${request.path}`));

      await client.page.context().close();
      await executor.page.context().close();
    });
  }
});
