import { uniqueWord } from '../../fixtures/demo-data';
import { signedInPage } from '../../fixtures/signed-in-page';
import { expect, test, touches } from '../../fixtures/test';
import { confirmPopup, DEMO, type ShellPage } from '../../pages/shell-page';

// A client and a professional talk on a proposal's conversation, each in their own browser, on the
// real API: messages and the header's badge arrive live, and the order's status moves on.

const SHOTS = '../.reports/screenshots/conversations';
/**
 * A demo professional (wedding photos, public, with credit) no other journey writes to: the badge of
 * her unread messages moves only by this journey's messages, also while other journeys run beside it.
 */
const PROFESSIONAL = { email: 'lucie.horakova@zaber.test', name: 'Lucie Horáková' };

/** A request of the demo client, a proposal of the professional, accepted: its conversation's id. */
async function acceptedProposal(client: ShellPage, executor: ShellPage): Promise<{ conversationId: string; requestNumber: string }> {
  const { municipalities } = await client.graphql<{ municipalities: { id: string }[] }>(
    'query MunicipalitySearch($search: String!) { municipalities(search: $search, limit: 1) { id } }',
    { search: 'Mikulov' },
  );
  const day = new Date(Date.now() + 75 * 86_400_000).toISOString().slice(0, 10);
  const { createRequest } = await client.graphql<{ createRequest: { id: string } }>(
    'mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }',
    {
      input: {
        categorySlug: 'svatebni-fotograf',
        municipalityId: municipalities[0]?.id,
        date: day,
        budgetMin: 1_000_000,
        budgetMax: 2_000_000,
        description: `Svatba na zámku v Mikulově, asi šedesát hostů (${uniqueWord()}).`,
      },
    },
  );
  const { createProposal } = await executor.graphql<{ createProposal: { proposal: { id: string } } }>(
    'mutation CreateProposal($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }',
    { input: { requestId: createRequest.id, price: 1_800_000, text: 'Dobrý den, Mikulov znám, termín mám volný.' } },
  );
  await client.graphql('mutation ProposalMarkSeen($id: ID!) { markProposalSeen(id: $id) { id } }', { id: createProposal.proposal.id });
  const { acceptProposal } = await client.graphql<{ acceptProposal: { conversationId: string } }>(
    'mutation ProposalAccept($id: ID!) { acceptProposal(id: $id) { conversationId } }',
    { id: createProposal.proposal.id },
  );
  return { conversationId: acceptProposal.conversationId, requestNumber: createRequest.id };
}

test.describe('live conversation', touches('mf-account', 'mf-client', 'api'), () => {
  test('a client and a professional exchange messages live; the professional schedules the order', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const client = await signedInPage(browser, baseURL ?? '', DEMO.client);
    const executor = await signedInPage(browser, baseURL ?? '', PROFESSIONAL.email);
    const { conversationId, requestNumber } = await acceptedProposal(client.shell, executor.shell);
    const path = `/conversations/?c=${conversationId}`;

    await client.shell.goto(path);
    await executor.shell.goto('/');
    const clientThread = client.shell.remote('mf-account').getByTestId('conversation-thread');
    await expect(clientThread).toContainText('Dobrý den, Mikulov znám, termín mám volný.');
    const proMessages = executor.shell.header.getByRole('link', { name: /^Zprávy/ });
    const unreadBefore = Number((await proMessages.getAttribute('aria-label'))?.match(/\((\d+)\)/)?.[1] ?? 0);

    // — The client writes; the professional's messages badge rises without a reload.
    await clientThread.getByRole('textbox', { name: 'Zpráva' }).fill('Dobrý den, můžeme se domluvit na obřadu ve 14 hodin?');
    await clientThread.getByRole('button', { name: 'Odeslat' }).click();
    await expect(clientThread).toContainText('můžeme se domluvit na obřadu ve 14 hodin?');
    await expect(proMessages).toHaveAttribute('aria-label', `Zprávy (${unreadBefore + 1})`);
    expect(await executor.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    // — The professional opens it, reads (the badge drops) and answers; the client sees it live.
    await executor.shell.goto(path);
    const proThread = executor.shell.remote('mf-account').getByTestId('conversation-thread');
    await expect(proThread).toContainText('obřadu ve 14 hodin?');
    await expect(proMessages).toHaveAttribute('aria-label', unreadBefore ? `Zprávy (${unreadBefore})` : 'Zprávy');
    await proThread.getByRole('textbox', { name: 'Zpráva' }).fill('Ano, ve 14 hodin budu na místě.');
    await proThread.getByRole('button', { name: 'Odeslat' }).click();
    await expect(clientThread).toContainText('Ano, ve 14 hodin budu na místě.');
    expect(await client.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    // — The professional moves the order on to SCHEDULED from the engagement's page (the thread links
    // there); the client sees the status change live. Each move is confirmed first: the client is told.
    await proThread.getByRole('link', { name: 'Průběh zakázky' }).click();
    await expect(executor.page).toHaveURL(new RegExp(`/conversations/${conversationId}/$`));
    const proNext = executor.shell.remote('mf-account').getByTestId('engagement-next');
    for (const status of ['Čeká na zálohu', 'Termín domluven']) {
      await proNext.getByRole('button', { name: `Posunout na: ${status}` }).click();
      await confirmPopup(executor.page, 'Posunout');
      await expect(proThread.getByTestId('conversation-status')).toHaveText(status);
    }
    await expect(clientThread.getByTestId('conversation-status')).toHaveText('Termín domluven');
    await expect(clientThread).toContainText('Stav zakázky: Termín domluven');
    // The client may only cancel, never move it on.
    await expect(clientThread.getByRole('button', { name: /^Posunout na/ })).toHaveCount(0);
    await client.page.screenshot({ path: `${SHOTS}/client-1280.png`, fullPage: true });

    // — On a phone the thread stands alone, with the way back to the list.
    await executor.shell.goto(path);
    await executor.page.setViewportSize({ width: 375, height: 800 });
    await expect(proThread).toBeVisible();
    await executor.page.screenshot({ path: `${SHOTS}/executor-375.png`, fullPage: true });
    await expect(executor.shell.footer).toHaveCount(0);

    // — Each move is also a notification to the client, linking to the conversation.
    await executor.page.setViewportSize({ width: 1280, height: 900 });
    await client.shell.goto('/notifications/');
    const notice = client.shell.remote('mf-account').getByTestId('notification').filter({ hasText: 'má nový stav: Termín domluven' }).first();
    await expect(notice).toBeVisible();
    await client.page.screenshot({ path: `${SHOTS}/notifications-1280.png`, fullPage: true });
    await notice.getByRole('link', { name: 'Zobrazit' }).click();
    await expect(client.page).toHaveURL(new RegExp(`/conversations/${conversationId}/$`));
    await expect(clientThread).toContainText('Ano, ve 14 hodin budu na místě.');

    // — The request's conversations tab lists it; it opens in the shell's conversation modal.
    await client.shell.goto(`/poptavky/${requestNumber}/conversations/`);
    await client.shell
      .remote('mf-client')
      .getByRole('button', { name: `Otevřít konverzaci s profíkem ${PROFESSIONAL.name}` })
      .click();
    const modal = client.page.getByRole('dialog', { name: 'Zprávy' });
    await expect(modal.getByTestId('conversation-thread')).toContainText('Ano, ve 14 hodin budu na místě.');
    await expect(modal.getByTestId('conversation-status')).toHaveText('Termín domluven');
    await modal.getByRole('textbox', { name: 'Zpráva' }).fill('Děkuji, těším se.');
    await modal.getByRole('textbox', { name: 'Zpráva' }).press('Enter');
    await expect(proThread).toContainText('Děkuji, těším se.');
    await client.page.screenshot({ path: `${SHOTS}/modal-1280.png` });

    await client.page.context().close();
    await executor.page.context().close();
  });
});
