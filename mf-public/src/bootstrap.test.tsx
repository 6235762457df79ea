import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mountRemote } from '@zaber/shared/testing/remote-harness';
import { bootstrap, contractVersion, mount, unmount } from './bootstrap';

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

  it('loads each page as its own chunk and renders the static page of its route', async () => {
    const mounted = await mountRemote(app, 'mf-public', '/jak-to-funguje/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jak to funguje' })).toBeInTheDocument();
    expect(mounted.domElement.querySelector('[data-route="how-it-works"] .zp-article')).not.toBeNull();
    await mounted.unmount();
  });

  it('renders nothing for a route another remote owns', async () => {
    const mounted = await mountRemote(app, 'mf-public', '/objednavky/', 'client');
    expect(mounted.domElement.querySelector('[data-route]')).toBeNull();
  });
});

// Intl separates thousands and the currency with no-break spaces.
const plain = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('mf-public static pages', () => {
  it('shows the price list from the business constants the API charges', async () => {
    const mounted = await mountRemote(app, 'mf-public', '/obchodni-podminky/cenik/');
    const table = await screen.findByTestId('price-list');
    const price = (row: string) => plain(table.querySelector(`[data-row="${row}"] td:last-child`)?.textContent ?? null);
    expect(price('proposal')).toBe('49 Kč');
    expect(price('boost')).toBe('+ 99 Kč');
    expect(price('highlight')).toBe('+ 29 Kč');
    expect(price('top-up')).toBe('200 Kč až 50 000 Kč');
    expect(plain(table.querySelector('[data-row="bonus"]')?.textContent ?? null)).toBe('Bonus za dobití od 500 Kč+10 % kreditu navíc');
    await mounted.unmount();
  });

  it('refuses a bad e-mail in the contact form with the Czech message of spec §5', async () => {
    const mounted = await mountRemote(app, 'mf-public', '/kontaktujte-nas/');
    fireEvent.change(await screen.findByLabelText('Jméno'), { target: { value: 'Jana' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jana@' } });
    fireEvent.change(screen.getByLabelText('Zpráva'), { target: { value: 'Dobrý den, mám dotaz.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByText('Špatně zadaný Email')).toBeInTheDocument();
    expect(screen.queryByText('Povinné pole')).toBeNull();
    await mounted.unmount();
  });
});
