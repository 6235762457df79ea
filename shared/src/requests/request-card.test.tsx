import { render, screen } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { formatBudget, RequestCard } from '@zaber/shared/requests/request-card';
import type { TOptions } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

// Intl puts a no-break space between thousands and before the currency.
const plain = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const i18n = createI18n();
const t = (key: string, options: TOptions = {}) => i18n.t(key, options);

describe('RequestCard', () => {
  it('formats budgets with open ends in Czech', () => {
    expect(plain(formatBudget(t, 1_500_000, 2_500_000))).toBe('15 000 Kč – 25 000 Kč');
    expect(plain(formatBudget(t, null, 600_000))).toBe('do 6 000 Kč');
    expect(plain(formatBudget(t, 400_000, null))).toBe('od 4 000 Kč');
    expect(formatBudget(t, null, null)).toBeNull();
  });

  it('links the title to the request and shows date, budget and proposals', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <RequestCard
            request={{
              id: '1',
              url: '/poptavky/1/svatba/',
              title: 'Svatba v Brně',
              placeName: 'Brno',
              date: null,
              budgetMin: null,
              budgetMax: null,
              description: 'Hledáme fotografa.',
              proposalsCount: 3,
              created: '2026-05-14T10:00:00Z',
              category: { name: 'Svatby' },
            }}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const card = screen.getByTestId('request-card');
    expect(screen.getByRole('link', { name: 'Svatba v Brně' })).toHaveAttribute('href', '/poptavky/1/svatba/');
    expect(card).toHaveTextContent('3 nabídky');
    expect(card).toHaveTextContent('Termín dohodou');
    expect(card).toHaveTextContent('Rozpočet: Neuvedeno');
    expect(card).toHaveTextContent('Vloženo 14. května 2026');
  });
});
