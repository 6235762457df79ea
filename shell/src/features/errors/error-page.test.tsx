import { fireEvent, screen, within } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { renderShell } from '../../testing/render-shell';
import { ErrorPage } from './error-page';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

describe('error page', () => {
  it('sets its own title and noindex while shown and puts the page back after', async () => {
    document.title = 'Článek | Záběr';
    const view = renderShell(<ErrorPage kind="not-found" />);
    expect(await screen.findByText('Stránka nenalezena')).toBeInTheDocument();
    expect(document.title).toBe('Stránka nenalezena | Záběr');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // antd's picture has an English SVG title: hidden from screen readers.
    for (const svg of document.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
    view.unmount();
    expect(document.title).toBe('Článek | Záběr');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('leads on from a page that is not there: the main sections and a search for professionals', async () => {
    renderShell(<ErrorPage kind="not-found" />);
    const ways = within(await screen.findByRole('navigation', { name: 'Kam dál' }));
    expect(ways.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Úvod', '/'],
      ['Profíci', '/profici/'],
      ['Poptávky', '/poptavky/'],
      ['Balíčky služeb', '/balicky-sluzeb/'],
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Hledat profíka' }), { target: { value: 'svatební fotograf Brno' } });
    fireEvent.click(screen.getByRole('button', { name: /Hledat profíka/ }));
    expect(navigateToUrl).toHaveBeenCalledWith('/profici/?q=svatebn%C3%AD+fotograf+Brno');
  });

  it('titles an access-denied page in Czech', () => {
    renderShell(<ErrorPage kind="login-required" onLogin={jest.fn()} />);
    expect(document.title).toBe('Přístup zakázán | Záběr');
  });

  it.each([
    ['not-found', 'Stránka nenalezena'],
    ['login-required', 'Přístup zakázán'],
    ['error', 'Chyba'],
  ] as const)('heads a %s page with its title as the one level-1 heading', (kind, title) => {
    renderShell(<ErrorPage kind={kind} onLogin={jest.fn()} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });
});
