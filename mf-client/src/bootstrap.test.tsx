import { screen } from '@testing-library/react';
import { mountRemote } from '@zaber/shared/testing/remote-harness';
import { bootstrap, contractVersion, mount, unmount } from './bootstrap';

const app = { contractVersion, bootstrap, mount, unmount };

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('mf-client', () => {
  it('renders the page of its route with a breadcrumb under data-remote', async () => {
    const mounted = await mountRemote(app, 'mf-client', '/objednavky/', 'client');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje objednávky' })).toBeInTheDocument();
    expect(mounted.domElement.querySelector('[data-remote="mf-client"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Drobečková navigace' })).toHaveTextContent('Úvod');
    await mounted.unmount();
  });

  it('shows a signed-in client their own requests on /poptavky/', async () => {
    const mounted = await mountRemote(app, 'mf-client', '/poptavky/', 'client');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje poptávky' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aktivní' })).toBeInTheDocument();
    expect(screen.queryByText(/Vaše poptávky, objednávky/)).toBeNull();
    await mounted.unmount();
  });

  it('shows a guest the request wizard on /vlozit-poptavku/', async () => {
    const mounted = await mountRemote(app, 'mf-client', '/vlozit-poptavku/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vložit poptávku' })).toBeInTheDocument();
    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Krok 1 z 7: Služba');
    await mounted.unmount();
  });

  it('renders nothing for a public page', async () => {
    const mounted = await mountRemote(app, 'mf-client', '/blog/');
    expect(mounted.domElement.querySelector('[data-route]')).toBeNull();
  });
});
