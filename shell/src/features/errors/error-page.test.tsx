import { screen } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';
import { ErrorPage } from './error-page';

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
