import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { AccountSettingsDocument } from '../features/account-settings/api/operations.generated';
import { renderPage } from '../testing/render-page';
import { AccountSettings } from './section-tabs';

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

describe('the settings tabs', () => {
  it('stand under the page heading, not above the breadcrumb', async () => {
    renderPage(AccountSettings, '/account/settings/', { mocks: [load] });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Nastavení účtu' });
    const tabs = screen.getByRole('navigation', { name: 'Části nastavení účtu' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Drobečková navigace' });
    expect(breadcrumb.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offer billing details to professionals, who top up, and not to clients', async () => {
    const client = renderPage(AccountSettings, '/account/settings/', { mocks: [load] });
    await screen.findByRole('heading', { level: 1, name: 'Nastavení účtu' });
    expect(screen.queryByRole('link', { name: 'Fakturační údaje' })).toBeNull();
    expect(screen.getByRole('link', { name: 'E-mailová upozornění' })).toBeInTheDocument();
    client.unmount();

    renderPage(AccountSettings, '/account/settings/', { role: 'executor', mocks: [load] });
    expect(await screen.findByRole('link', { name: 'Fakturační údaje' })).toBeInTheDocument();
  });
});
