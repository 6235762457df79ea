import { screen } from '@testing-library/react';
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

describe('createRemoteApp', () => {
  it("adds the remote's texts to the shell's i18next instance before the first render", async () => {
    const app = createRemoteApp({ remote: 'mf-client', App, texts: { client: { greeting: 'Dobrý den' } } });
    const mounted = await mountRemote(app, 'mf-client', '/objednavky/', 'client');
    expect(await screen.findByText('Dobrý den · Záběr')).toBeInTheDocument();
    expect(mounted.domElement.querySelector('[data-remote="mf-client"] style')).not.toBeNull();
    await mounted.unmount();
  });
});
