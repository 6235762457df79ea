import { uniqueWord } from '../../fixtures/demo-data';
import { expect, test } from '../../fixtures/test';
import { confirmPopup, DEMO, type ShellPage, signedInPage } from '../../pages/shell-page';

// An accepted proposal is an engagement: both parties open its page (/conversations/{id}/), read
// what they agreed, follow the stages and the next step; the professional moves it on, hands the
// work over, the client confirms it done and is asked for a review. Two browsers, real API, at a
// desk's width and a phone's.

const SHOTS = '../.reports/screenshots/engagement';

/** A request of the demo client, the demo professional's proposal on it, accepted by the client: its conversation and date. */
async function acceptedProposal(client: ShellPage, executor: ShellPage): Promise<{ conversationId: string; day: string }> {
  const { municipalities } = await client.graphql<{ municipalities: { id: string }[] }>(
    'query MunicipalitySearch($search: String!) { municipalities(search: $search, limit: 1) { id } }',
    { search: 'Mikulov' },
  );
  const day = new Date(Date.now() + 80 * 86_400_000).toISOString().slice(0, 10);
  const { createRequest } = await client.graphql<{ createRequest: { id: string } }>(
    'mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }',
    {
      input: {
        categorySlug: 'svatebni-fotograf',
        municipalityId: municipalities[0]?.id,
        date: day,
        budgetMin: 1_000_000,
        budgetMax: 2_500_000,
        description: `Svatba na zámku v Mikulově, obřad i hostina (${uniqueWord()}).`,
      },
    },
  );
  const { createProposal } = await executor.graphql<{ createProposal: { proposal: { id: string } } }>(
    'mutation CreateProposal($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }',
    { input: { requestId: createRequest.id, price: 2_150_000, text: 'Dobrý den, Mikulov znám a termín mám volný.' } },
  );
  await client.graphql('mutation ProposalMarkSeen($id: ID!) { markProposalSeen(id: $id) { id } }', { id: createProposal.proposal.id });
  const { acceptProposal } = await client.graphql<{ acceptProposal: { conversationId: string } }>(
    'mutation ProposalAccept($id: ID!) { acceptProposal(id: $id) { conversationId } }',
    { id: createProposal.proposal.id },
  );
  return { conversationId: acceptProposal.conversationId, day };
}

/** '2027-02-15' → '15. února 2027', as the page writes it. */
const czechDate = (day: string) =>
  new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Prague' }).format(new Date(`${day}T12:00:00`));

for (const width of [1280, 375]) {
  test(`an accepted proposal's engagement page leads both parties to DONE and the review (${width} px)`, async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const client = await signedInPage(browser, baseURL ?? '', DEMO.client);
    const executor = await signedInPage(browser, baseURL ?? '', DEMO.executor);
    for (const side of [client, executor]) await side.page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    const { conversationId, day } = await acceptedProposal(client.shell, executor.shell);
    const path = `/conversations/${conversationId}/`;

    // — Both open the engagement's page and read the price and the date they agreed on.
    await client.shell.goto(path);
    await executor.shell.goto(path);
    const clientPage = client.shell.remote('mf-account');
    const proPage = executor.shell.remote('mf-account');
    for (const area of [clientPage, proPage]) {
      const summary = area.getByTestId('engagement-summary');
      await expect(summary.getByTestId('engagement-price')).toHaveText(/21\s500\sKč/);
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
    await expect(review.getByLabel('Jak jste byli spokojeni?')).toBeVisible();
    await expect(proPage.getByTestId('conversation-status')).toHaveText('Hotovo');

    await client.page.context().close();
    await executor.page.context().close();
  });
}
