import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FavouriteButton } from '@zaber/shared/favourites/favourite-button';
import { CONTRACT_VERSION, type ShellServices } from '@zaber/shared/platform/contract';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';
import { FavouriteIdsDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { renderRemotePage, signIn } from '@zaber/shared/testing/render-page';
import { ShellServicesContext } from '@zaber/shared/ui/shell-services';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';

const saved = {
  request: { query: FavouriteIdsDocument },
  result: { data: { myFavourites: { __typename: 'Favourites', executors: [{ __typename: 'PublicProfile', id: 'e1' }], packages: [] } } },
};

function Hearts() {
  return (
    <>
      <FavouriteButton kind="EXECUTOR" id="e1" />
      <FavouriteButton kind="PACKAGE" id="7" placement="header" />
    </>
  );
}

describe('FavouriteButton', () => {
  it('asks a guest to sign in first: the favourite modal saves it afterwards', () => {
    const { shell } = renderRemotePage(Hearts, '/profici/', { remote: 'mf-public', texts: {}, mocks: [], role: 'guest' });
    const [heart] = screen.getAllByRole('button', { name: 'Uložit do oblíbených' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart as HTMLElement);
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'favourite', kind: 'EXECUTOR', id: 'e1' });
  });

  it('fills the hearts of what the signed-in client saved', async () => {
    renderRemotePage(Hearts, '/profici/', { remote: 'mf-public', texts: {}, mocks: [saved], role: 'client' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Odebrat z oblíbených' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Uložit do oblíbených' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not there for a professional', async () => {
    renderRemotePage(Hearts, '/profici/', { remote: 'mf-public', texts: {}, mocks: [], role: 'executor' });
    await waitFor(() => expect(screen.queryAllByTestId('favourite-button')).toHaveLength(0));
  });

  it('renders empty on the server, whoever is signed in (hydration matches)', () => {
    const store = configureStore({ reducer: shellReducers });
    signIn(store, 'client');
    const html = renderToString(
      <I18nextProvider i18n={createI18n({})}>
        <ReduxProvider store={store}>
          <MockedProvider mocks={[saved]}>
            <ShellServicesContext.Provider value={{ contractVersion: CONTRACT_VERSION } as unknown as ShellServices}>
              <Hearts />
            </ShellServicesContext.Provider>
          </MockedProvider>
        </ReduxProvider>
      </I18nextProvider>,
    );
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(2);
    expect(html).not.toContain('aria-pressed="true"');
  });
});
