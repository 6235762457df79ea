import { screen } from '@testing-library/react';
import { mountRemote } from '@zaber/shared/testing/remote-harness';
import { bootstrap, contractVersion, mount, unmount } from './bootstrap';

const app = { contractVersion, bootstrap, mount, unmount };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mf-account', () => {
  it('renders the page of its route with a breadcrumb under data-remote', async () => {
    const mounted = await mountRemote(app, 'mf-account', '/account/transactions/', 'executor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transakce' })).toBeInTheDocument();
    expect(mounted.domElement.querySelector('[data-remote="mf-account"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Drobečková navigace' })).toHaveTextContent('Úvod');
    await mounted.unmount();
  });

  it('renders nothing for a public page', async () => {
    const mounted = await mountRemote(app, 'mf-account', '/blog/');
    expect(mounted.domElement.querySelector('[data-route]')).toBeNull();
  });
});
