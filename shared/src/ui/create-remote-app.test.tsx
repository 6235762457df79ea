import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { mountRemote } from '@zaber/shared/testing/remote-harness';
import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';

afterEach(() => {
  document.body.innerHTML = '';
});

function App() {
  const { t } = useTranslation();
  return (
    <p>
      {t('client.greeting')} · {t('common.brand')}
    </p>
  );
}

function Filters() {
  const { t } = useTranslation();
  return (
    <p>
      {t('common.filters.title')} · {t('common.brand')}
    </p>
  );
}

describe('createRemoteApp', () => {
  it("adds the remote's texts to the shell's i18next instance before the first render", async () => {
    const app = createRemoteApp({ remote: 'mf-client', App, texts: { client: { greeting: 'Dobrý den' } } });
    const mounted = await mountRemote(app, 'mf-client', '/objednavky/', 'client');
    expect(await screen.findByText('Dobrý den · Záběr')).toBeInTheDocument();
    expect(mounted.domElement.querySelector('[data-remote="mf-client"] style')).not.toBeNull();
    await mounted.unmount();
  });

  it('brings the common texts of the shared UI it was built with to an older shell', async () => {
    // The shell's instance knows only an older set of common texts.
    const older = i18next.createInstance();
    await older.init({ lng: 'cs', resources: { cs: { translation: { common: { brand: 'Záběr (shell)' } } } }, initAsync: false });
    const app = createRemoteApp({ remote: 'mf-client', App: Filters });
    const mounted = await mountRemote(app, 'mf-client', '/objednavky/', 'client', older);
    // The new key arrives with the remote; what the shell has stays.
    expect(await screen.findByText('Filtry · Záběr (shell)')).toBeInTheDocument();
    await mounted.unmount();
  });
});
