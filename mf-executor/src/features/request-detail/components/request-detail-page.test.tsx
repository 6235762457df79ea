import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../testing/render-page';
import { ProfileBalanceDocument, ProposalCreateDocument, RequestDetailDocument } from '../api/operations.generated';
import { RequestDetailPage } from './request-detail-page';

const PATH = '/poptavky/101/svatba-v-lednici/';

interface ProposalData {
  price: number;
  text: string;
  status: 'NEW' | 'CANDIDATE' | 'EXECUTOR' | 'REJECTED';
  seenByClient: boolean;
  boosted: boolean;
  highlighted: boolean;
  cost: number | null;
  refunded: boolean;
  conversationId: string | null;
}

function proposal(overrides: Partial<ProposalData> = {}) {
  return {
    __typename: 'Proposal',
    id: '9001',
    price: 450_000,
    text: 'Nafotím celý den, fotky do dvou týdnů.',
    status: 'NEW',
    seenByClient: false,
    boosted: true,
    highlighted: false,
    created: '2026-05-15T09:30:00Z',
    cost: 14_800,
    refunded: false,
    conversationId: null,
    ...overrides,
  };
}

function request(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Request',
    id: '101',
    url: PATH,
    title: 'Svatba v Lednici',
    placeName: 'Lednice',
    locationDetail: 'Zámecký park',
    date: '2026-06-20',
    budgetMin: 1_000_000,
    budgetMax: 2_000_000,
    description: 'Hledáme fotografa na celý svatební den, obřad i večerní zábavu.',
    proposalsCount: 4,
    created: '2026-05-14T08:05:00Z',
    status: 'ACTIVE',
    closeReason: null,
    boosted: false,
    category: { __typename: 'Category', name: 'Svatební fotografie', slug: 'svatebni-fotograf' },
    subcategory: { __typename: 'Category', name: 'Celý svatební den' },
    options: [{ __typename: 'RequestOption', code: 'drone', name: 'Záběry dronem' }],
    myProposal: null,
    proposalBlockedReason: null,
    ...overrides,
  };
}

const detailMock = (data: ReturnType<typeof request> | null): MockLink.MockedResponse => ({
  request: { query: RequestDetailDocument, variables: { id: '101' } },
  result: { data: { request: data } },
});

const balanceMock = (balance: number): MockLink.MockedResponse => ({
  request: { query: ProfileBalanceDocument },
  result: { data: { currentProfileBalance: { __typename: 'CurrentProfile', id: '1', isPublic: true, balance } } },
});

// Accessible names keep the no-break space of Czech amounts ("99 Kč").
const BOOST = /^Topovat nabídku \(\+99\sKč\)$/;
const HIGHLIGHT = /^Zvýraznit nabídku \(\+29\sKč\)$/;

const INPUT = { requestId: '101', price: 450_000, text: 'Nafotím celý den, fotky do dvou týdnů.', boost: true, highlight: false };

/** Replaces a field's text in one input event (typing key by key is slow on a busy machine). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Poslat nabídku' }));
  return screen.findByRole('dialog', { name: 'Poslat nabídku' });
}

async function fillForm(dialog: HTMLElement) {
  await fill(within(dialog).getByLabelText('Vaše cena (Kč)'), '4 500');
  await fill(within(dialog).getByLabelText('Text nabídky'), INPUT.text);
  fireEvent.click(within(dialog).getByRole('checkbox', { name: BOOST }));
}

describe('RequestDetailPage for a professional', () => {
  it('shows the request and refuses a proposal below 50 Kč or without text, in Czech', async () => {
    renderPage(RequestDetailPage, PATH, { mocks: [detailMock(request()), balanceMock(50_000)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Svatba v Lednici' })).toBeInTheDocument();
    expect(screen.getByText('Lednice, Zámecký park')).toBeInTheDocument();
    expect(screen.getByText('Záběry dronem')).toBeInTheDocument();
    expect(screen.getByTestId('detail-proposals-count')).toHaveTextContent('Nabídky: 4/10');

    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odeslat nabídku' }));
    expect(await within(dialog).findAllByText('Povinné pole')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Text nabídky')).toHaveAccessibleDescription('Povinné pole');

    await fill(within(dialog).getByLabelText('Vaše cena (Kč)'), '40');
    expect(await within(dialog).findByText('Minimální hodnota je 50')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Vaše cena (Kč)')).toHaveAttribute('aria-invalid', 'true');
    await fill(within(dialog).getByLabelText('Vaše cena (Kč)'), '600000');
    expect(await within(dialog).findByText('Maximální hodnota je 500000')).toBeInTheDocument();
  });

  it('adds boost and highlight to the cost as they are ticked, beside the credit there is', async () => {
    renderPage(RequestDetailPage, PATH, { mocks: [detailMock(request()), balanceMock(50_000)], profile: { balance: 50_000 } });
    const dialog = await openForm();
    const total = within(dialog).getByTestId('cost-total');
    expect(total).toHaveTextContent('49 Kč');
    expect(within(dialog).getByTestId('balance')).toHaveTextContent('500 Kč');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: BOOST }));
    await waitFor(() => expect(total).toHaveTextContent('148 Kč'));
    expect(within(dialog).getByTestId('cost-summary')).toHaveTextContent('Topování+99 Kč');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: HIGHLIGHT }));
    await waitFor(() => expect(total).toHaveTextContent('177 Kč'));

    fireEvent.click(within(dialog).getByRole('checkbox', { name: BOOST }));
    await waitFor(() => expect(total).toHaveTextContent('78 Kč'));
    expect(within(dialog).queryByTestId('balance-short')).toBeNull();
  });

  it('previews the proposal as the client will see it', async () => {
    renderPage(RequestDetailPage, PATH, { mocks: [detailMock(request()), balanceMock(50_000)] });
    const dialog = await openForm();
    await fillForm(dialog);
    const preview = within(dialog).getByRole('button', { name: 'Náhled' });
    expect(preview).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(preview);

    const card = await within(dialog).findByTestId('proposal-preview');
    expect(within(dialog).getByRole('button', { name: 'Skrýt náhled' })).toHaveAttribute('aria-expanded', 'true');
    expect(card).toHaveTextContent('Petr Fotograf');
    expect(within(card).getByTestId('proposal-price')).toHaveTextContent('4 500 Kč');
    expect(card).toHaveTextContent(INPUT.text);
    expect(within(card).getByText('Topovaná')).toBeInTheDocument();
    expect(within(card).queryByText('Zvýrazněná')).toBeNull();
  });

  it('sends the proposal, puts the new balance into the shell and shows the proposal sent', async () => {
    const sent = proposal();
    const { store, shell } = renderPage(RequestDetailPage, PATH, {
      profile: { balance: 50_000 },
      mocks: [
        detailMock(request()),
        balanceMock(50_000),
        {
          request: { query: ProposalCreateDocument, variables: { input: INPUT } },
          result: { data: { createProposal: { __typename: 'CreateProposalPayload', balance: 35_200, proposal: sent } } },
        },
        detailMock(request({ proposalsCount: 5, myProposal: sent })),
      ],
    });
    const dialog = await openForm();
    await fillForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odeslat nabídku' }));

    await waitFor(() => expect(store.getState().auth.profile?.balance).toBe(35_200));
    expect(shell.notify).toHaveBeenCalledWith('success', 'Nabídka je odeslaná. Z kreditu jsme strhli 148\u00a0Kč.');
    const mine = await screen.findByTestId('my-proposal');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The dialog and its opener are gone: the sent proposal's heading has the focus.
    await waitFor(() => expect(within(mine).getByRole('heading', { name: 'Vaše nabídka' })).toHaveFocus());
    expect(within(mine).getByText('4 500 Kč')).toBeInTheDocument();
    expect(within(mine).getByText('Zatím neviděno')).toBeInTheDocument();
    expect(within(mine).getByText('Nová')).toBeInTheDocument();
    expect(screen.getByTestId('detail-proposals-count')).toHaveTextContent('Nabídky: 5/10');
    expect(screen.queryByRole('button', { name: 'Poslat nabídku' })).toBeNull();
    // No conversation until the client accepts or writes.
    expect(within(mine).queryByRole('button', { name: 'Zprávy s klientem' })).toBeNull();
    expect(within(mine).getByText(/Klientovi napíšete, až vaši nabídku přijme/)).toBeInTheDocument();
  });

  it('opens the conversation with the client in the shell modal once there is one', async () => {
    const { shell } = renderPage(RequestDetailPage, PATH, {
      mocks: [detailMock(request({ status: 'CLOSED', myProposal: proposal({ seenByClient: true, status: 'EXECUTOR', conversationId: 'c-7' }) }))],
    });
    fireEvent.click(await within(await screen.findByTestId('my-proposal')).findByRole('button', { name: 'Zprávy s klientem' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'c-7' });
  });

  it('says "Nedostatečný kredit" when the API refuses for credit, and offers the top-up', async () => {
    const { shell, store } = renderPage(RequestDetailPage, PATH, {
      profile: { balance: 20_000 },
      mocks: [
        detailMock(request()),
        balanceMock(20_000),
        {
          request: { query: ProposalCreateDocument, variables: { input: INPUT } },
          result: { errors: [new GraphQLError('Nedostatečný kredit', { extensions: { code: 'INSUFFICIENT_CREDIT' } })] },
        },
        balanceMock(10_000),
      ],
    });
    const dialog = await openForm();
    await fillForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odeslat nabídku' }));

    const refusal = await within(dialog).findByTestId('insufficient-credit');
    expect(refusal).toHaveTextContent('Nedostatečný kredit');
    // The credit is asked again, so what the dialog shows is what the API counts with.
    await waitFor(() => expect(store.getState().auth.profile?.balance).toBe(10_000));
    expect(within(dialog).getByTestId('balance')).toHaveTextContent('100 Kč');
    fireEvent.click(within(refusal).getByRole('button', { name: 'Dobít kredit' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'top-up' });
    // The form stays filled for the second try.
    expect(within(dialog).getByLabelText('Text nabídky')).toHaveValue(INPUT.text);
  });

  it('says before sending that the credit is short, and offers the top-up', async () => {
    const { shell } = renderPage(RequestDetailPage, PATH, { profile: { balance: 3_000 }, mocks: [detailMock(request()), balanceMock(3_000)] });
    const dialog = await openForm();
    const warning = await within(dialog).findByTestId('balance-short');
    expect(warning).toHaveTextContent('Na odeslání vám chybí 19 Kč kreditu.');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: HIGHLIGHT }));
    await waitFor(() => expect(warning).toHaveTextContent('Na odeslání vám chybí 48 Kč kreditu.'));
    fireEvent.click(within(warning).getByRole('button', { name: 'Dobít kredit' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'top-up' });
  });

  it("shows the API's Czech message of a conflict (e.g. the request is full)", async () => {
    renderPage(RequestDetailPage, PATH, {
      profile: { balance: 50_000 },
      mocks: [
        detailMock(request()),
        balanceMock(50_000),
        {
          request: { query: ProposalCreateDocument, variables: { input: INPUT } },
          result: { errors: [new GraphQLError('Poptávka už má 10 nabídek, víc jich nepřijímá.', { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    const dialog = await openForm();
    await fillForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odeslat nabídku' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Poptávka už má 10 nabídek, víc jich nepřijímá.');
    expect(within(dialog).queryByTestId('insufficient-credit')).toBeNull();
  });

  it('shows why a proposal cannot be sent instead of the form', async () => {
    renderPage(RequestDetailPage, PATH, {
      mocks: [detailMock(request({ proposalsCount: 10, proposalBlockedReason: 'Poptávka už má 10 nabídek, víc jich nepřijímá.' }))],
    });
    const blocked = await screen.findByTestId('proposal-blocked');
    expect(blocked).toHaveTextContent('Nabídku teď poslat nemůžete');
    expect(blocked).toHaveTextContent('Poptávka už má 10 nabídek, víc jich nepřijímá.');
    expect(screen.queryByRole('button', { name: 'Poslat nabídku' })).toBeNull();
  });

  it('shows the proposal already sent, seen by the client', async () => {
    renderPage(RequestDetailPage, PATH, {
      mocks: [detailMock(request({ myProposal: proposal({ seenByClient: true, status: 'CANDIDATE', highlighted: true }) }))],
    });
    const mine = await screen.findByTestId('my-proposal');
    expect(within(mine).getByText('Viděno klientem')).toBeInTheDocument();
    expect(within(mine).getByText('Ve výběru')).toBeInTheDocument();
    expect(within(mine).getByText('Zvýrazněná')).toBeInTheDocument();
    expect(within(mine).getByText('148 Kč')).toBeInTheDocument();
    expect(within(mine).getByText('Nafotím celý den, fotky do dvou týdnů.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Poslat nabídku' })).toBeNull();
    // Only a proposal just sent takes the focus, not one shown on opening the page.
    expect(within(mine).getByRole('heading', { name: 'Vaše nabídka' })).not.toHaveFocus();
  });

  it("shows the shell's 404 page for a request that is not there", async () => {
    const { shell } = renderPage(RequestDetailPage, PATH, { mocks: [detailMock(null)] });
    await waitFor(() => expect(shell.showError).toHaveBeenCalledWith(404));
  });
});
