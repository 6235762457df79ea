import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { AccountOverviewPage } from './account-overview-page';

describe('AccountOverviewPage', () => {
  it('gives a professional their details, the credit with a top-up, documents and settings', async () => {
    const { shell } = renderPage(AccountOverviewPage, '/account/', {
      mocks: [],
      role: 'executor',
      profile: { name: 'Petr Fotograf', email: 'petr@example.cz', username: 'petr-fotograf', balance: 200_000, isPublic: true, hasUsablePassword: true },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();
    const profile = screen.getByTestId('account-profile');
    expect(profile).toHaveTextContent('Petr Fotograf');
    expect(profile).toHaveTextContent('petr@example.cz');
    expect(within(profile).getByRole('link', { name: 'Nastavení účtu →' })).toHaveAttribute('href', '/account/settings/');
    expect(within(profile).getByRole('link', { name: 'Veřejný profil →' })).toHaveAttribute('href', '/users/petr-fotograf/');

    const credit = screen.getByTestId('account-credit');
    expect(within(credit).getByTestId('account-balance')).toHaveTextContent('2 000 Kč');
    fireEvent.click(within(credit).getByRole('button', { name: 'Dobít kredit' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'top-up' });
    expect(within(credit).getByRole('link', { name: 'Transakce →' })).toHaveAttribute('href', '/account/transactions/');

    expect(within(screen.getByTestId('account-documents')).getByRole('link', { name: 'Doklady a historie objednávek →' })).toHaveAttribute(
      'href',
      '/account/documents/',
    );
    const preferences = screen.getByTestId('account-preferences');
    expect(within(preferences).getByRole('link', { name: 'E-mailová upozornění →' })).toHaveAttribute('href', '/account/settings/email-notifications/');
    expect(within(preferences).getByRole('link', { name: 'Změnit heslo →' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-moderation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Co na vás čeká, najdete v přehledu →' })).toHaveAttribute('href', '/prehled/');
  });

  it('gives a moderator the way to moderation and no credit', async () => {
    renderPage(AccountOverviewPage, '/account/', { mocks: [], profile: { isModerator: true, hasUsablePassword: false } });
    const moderation = await screen.findByTestId('account-moderation');
    expect(within(moderation).getByRole('link', { name: 'Profily ke schválení →' })).toHaveAttribute('href', '/account/moderation/');
    expect(within(moderation).getByRole('link', { name: 'Platby převodem →' })).toHaveAttribute('href', '/account/moderation/platby/');
    expect(screen.queryByTestId('account-credit')).toBeNull();
    expect(within(screen.getByTestId('account-preferences')).getByRole('link', { name: 'Nastavit heslo →' })).toBeInTheDocument();
  });
});
