import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../testing/render-page';
import { AccountDeleteDocument, AccountDeletionCheckDocument, AccountSettingsDocument } from '../api/operations.generated';
import { AccountSettingsPage } from './account-settings-page';

const PATH = '/account/settings/';
const load: MockLink.MockedResponse = {
  request: { query: AccountSettingsDocument },
  result: {
    data: {
      currentProfile: {
        __typename: 'CurrentProfile',
        id: 'profile-1',
        name: 'Jana Nováková',
        title: 'Jana Nováková',
        email: 'jana@zaber.test',
        hasUsablePassword: true,
      },
    },
  },
};
const check = (blockers: { title: string; url: string }[] = [], balance = 0, openRequests = 0): MockLink.MockedResponse => ({
  request: { query: AccountDeletionCheckDocument },
  result: {
    data: {
      accountDeletion: {
        __typename: 'AccountDeletion',
        blockers: blockers.map((b) => ({ __typename: 'AccountDeletionBlocker', ...b })),
        balance,
        openRequests,
      },
    },
  },
});
const normalize = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the account rights in the settings', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads all the data as a ZIP with the session cookie, and says so when it fails', async () => {
    const zip = new Blob(['PK'], { type: 'application/zip' });
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        headers: new Headers({ 'content-disposition': 'attachment; filename="zaber-data-2026-11-26.zip"' }),
        blob: async () => zip,
      })
      .mockResolvedValueOnce({ ok: false, status: 429, headers: new Headers(), blob: async () => zip });
    Object.assign(globalThis, { fetch: fetchMock });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:data'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(AccountSettingsPage, PATH, { mocks: [load] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Vaše data' })).toBeInTheDocument();
    const download = screen.getByRole('button', { name: 'Stáhnout moje data (ZIP)' });
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['zaber-data-2026-11-26.zip']));
    expect(fetchMock).toHaveBeenCalledWith('/v1/account/export', { credentials: 'include' });
    // The button spins while it downloads (a click then does nothing): the second download, once it is done.
    await waitFor(() => expect(download).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(download);
    expect(await screen.findByRole('alert')).toHaveTextContent('Data se nepodařilo připravit, zkuste to prosím znovu.');
  });

  it('deletes the account only after the dialog naming the consequences is confirmed with the word', async () => {
    let deleted = 0;
    const mocks: MockLink.MockedResponse[] = [
      load,
      check([], 12_000, 2),
      {
        request: { query: AccountDeleteDocument, variables: { input: { confirmation: 'smazat' } } },
        result: () => {
          deleted += 1;
          return { data: { deleteAccount: { __typename: 'OkPayload', ok: true } } };
        },
      },
    ];
    const { shell } = renderPage(AccountSettingsPage, PATH, { mocks });
    expect(await screen.findByRole('heading', { level: 2, name: 'Smazání účtu' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Smazat účet…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat účet natrvalo?' });
    await waitFor(() => expect(normalize(dialog.textContent)).toContain('Zbývající kredit 120 Kč propadne, nevyplácíme ho.'));
    expect(dialog).toHaveTextContent('Otevřené poptávky (2) uzavřeme.');
    expect(dialog).toHaveTextContent('Hodnocení, která jste napsali, zůstanou bez vašeho jména.');
    expect(dialog).toHaveTextContent('faktury uchováme');
    const word = within(dialog).getByLabelText('Pro potvrzení napište SMAZAT');
    fireEvent.change(word, { target: { value: 'ano' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Smazat účet natrvalo' }));
    await waitFor(() => expect(word).toHaveAccessibleDescription('Pro potvrzení napište SMAZAT.'));
    expect(deleted).toBe(0);
    fireEvent.change(word, { target: { value: 'smazat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Smazat účet natrvalo' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Účet je smazaný. Děkujeme, že jste Záběr používali.'));
    expect(deleted).toBe(1);
    expect(shell.signedIn).toHaveBeenCalled();
    expect(shell.navigate).toHaveBeenCalledWith('/');
  });

  it('lists what must be finished first, with links, and offers no confirmation meanwhile', async () => {
    const blockers = [{ title: 'Zakázka „Svatba – Brno“ je rozjednaná (termín domluven).', url: '/conversations/?c=c1' }];
    renderPage(AccountSettingsPage, PATH, { mocks: [load, check(blockers)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat účet…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat účet natrvalo?' });
    const link = await within(dialog).findByRole('link', { name: 'Zakázka „Svatba – Brno“ je rozjednaná (termín domluven).' });
    expect(link).toHaveAttribute('href', '/conversations/?c=c1');
    expect(dialog).toHaveTextContent('Nejdříve dokončete nebo zrušte');
    expect(within(dialog).queryByLabelText('Pro potvrzení napište SMAZAT')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Smazat účet natrvalo' })).toBeNull();
  });

  it("shows the API's refusal in the dialog when an engagement started meanwhile", async () => {
    const refusal = 'Účet zatím nejde smazat: máte 1 rozjednanou zakázku nebo čekající objednávku. Dokončete je, nebo je zrušte.';
    const mocks: MockLink.MockedResponse[] = [
      load,
      check(),
      {
        request: { query: AccountDeleteDocument, variables: { input: { confirmation: 'SMAZAT' } } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] },
      },
    ];
    const { shell } = renderPage(AccountSettingsPage, PATH, { mocks });
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat účet…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat účet natrvalo?' });
    fireEvent.change(await within(dialog).findByLabelText('Pro potvrzení napište SMAZAT'), { target: { value: 'SMAZAT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Smazat účet natrvalo' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(shell.signedIn).not.toHaveBeenCalled();
  });
});
