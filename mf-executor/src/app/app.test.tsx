import { screen } from '@testing-library/react';
import { mountRemote } from '@zaber/shared/testing/remote-harness';
import { contractVersion, bootstrap, mount, unmount } from '../bootstrap';

const app = { contractVersion, bootstrap, mount, unmount };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mf-executor', () => {
  it('renders the page of its route with a breadcrumb under data-remote', async () => {
    const mounted = await mountRemote(app, 'mf-executor', '/my-dates/', 'executor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje termíny' })).toBeInTheDocument();
    expect(mounted.domElement.querySelector('[data-remote="mf-executor"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Drobečková navigace' })).toHaveTextContent('Úvod');
    await mounted.unmount();
  });

  it('shows a signed-in executor the public requests on /poptavky/, not a placeholder', async () => {
    const mounted = await mountRemote(app, 'mf-executor', '/poptavky/', 'executor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Poptávky' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Filtry' })).toBeInTheDocument();
    expect(screen.queryByText(/Vaše poptávky, objednávky|Poptávky, nabídky, balíčky/)).toBeNull();
    await mounted.unmount();
  });

  it('renders nothing for a public page', async () => {
    const mounted = await mountRemote(app, 'mf-executor', '/blog/');
    expect(mounted.domElement.querySelector('[data-route]')).toBeNull();
  });
});
