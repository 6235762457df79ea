import { screen, waitFor } from '@testing-library/react';
import { mountRemote } from '@zaber/shared/testing/remote-harness';
import { contractVersion, bootstrap, mount, unmount } from '../bootstrap';

const app = { contractVersion, bootstrap, mount, unmount };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mf-public', () => {
  it('renders the page of a public route with its breadcrumb under data-remote', async () => {
    const mounted = await mountRemote(app, 'mf-public', '/obchodni-podminky/cenik/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceník placených služeb' })).toBeInTheDocument();
    expect(mounted.domElement.querySelector('[data-remote="mf-public"]')).not.toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Drobečková navigace' });
    expect(crumbs).toHaveTextContent('Úvod');
    expect(crumbs).toHaveTextContent('Obchodní podmínky');
    await waitFor(() => expect(document.title).toBe('Ceník placených služeb | Záběr'));
    await mounted.unmount();
    expect(mounted.domElement.innerHTML).toBe('');
  });

  it('renders nothing for a route another remote owns', async () => {
    const mounted = await mountRemote(app, 'mf-public', '/objednavky/', 'client');
    expect(mounted.domElement.querySelector('[data-route]')).toBeNull();
  });
});
