import { fireEvent, screen } from '@testing-library/react';
import { mountRemote } from '@zaber/shared/testing/remote-harness';
import { bootstrap, contractVersion, mount, unmount } from './bootstrap';

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

  it('shows a signed-in executor the feed of requests on /poptavky/, with its filters', async () => {
    const mounted = await mountRemote(app, 'mf-executor', '/poptavky/', 'executor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Poptávky' })).toBeInTheDocument();
    // The phones' button (jsdom applies no media query: it is found among the hidden elements).
    fireEvent.click(await screen.findByRole('button', { name: 'Filtry', hidden: true }));
    expect(await screen.findByLabelText('Rozpočet alespoň (Kč)')).toBeInTheDocument();
    expect(screen.queryByText(/Vaše poptávky, objednávky|Poptávky, nabídky, balíčky/)).toBeNull();
    await mounted.unmount();
  });

  it('shows a signed-in executor their proposals by tab on /nabidky/', async () => {
    const mounted = await mountRemote(app, 'mf-executor', '/nabidky/', 'executor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje nabídky' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Aktivní', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Zamítnuté' })).toBeInTheDocument();
    await mounted.unmount();
  });

  it('renders nothing for a public page', async () => {
    const mounted = await mountRemote(app, 'mf-executor', '/blog/');
    expect(mounted.domElement.querySelector('[data-route]')).toBeNull();
  });
});
