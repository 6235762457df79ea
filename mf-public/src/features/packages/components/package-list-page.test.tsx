import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createI18n } from '@zaber/shared/i18n/create-i18n';
import { matchRoute } from '@zaber/shared/routes';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { publicTexts } from '../../../i18n/cs';
import { ProvinceListDocument } from '../../../lib/api/operations.generated';
import { PackageListDocument } from '../api/operations.generated';
import { PackageListPage } from './package-list-page';

const i18n = createI18n({ public: publicTexts });
let search = '';
function Location() {
  search = useLocation().search;
  return null;
}

const pkg = {
  __typename: 'Package' as const,
  id: 'p1',
  url: '/balicky-sluzeb/p1/svatba/',
  title: 'Svatební focení',
  priceFrom: 1_500_000,
  placeName: 'Brno',
  category: { __typename: 'Category' as const, name: 'Svatby' },
  cover: null,
  executor: { __typename: 'PublicProfile' as const, title: 'Jana Nováková', avatar: null },
};

const mocks = [
  {
    request: { query: ProvinceListDocument },
    result: { data: { provinces: [{ __typename: 'Province', id: '1', slug: 'jihomoravsky-kraj', name: 'Jihomoravský kraj' }] } },
  },
  {
    request: {
      query: PackageListDocument,
      variables: { filter: { categorySlug: 'svatby', provinceSlug: null, priceMin: 200_000, priceMax: null, search: null }, page: 2, pageSize: 12 },
    },
    result: {
      data: {
        packages: { __typename: 'PackagePage', pageInfo: { __typename: 'PageInfo', page: 2, pageSize: 12, totalCount: 13, totalPages: 2 }, items: [pkg] },
      },
    },
  },
];

// Antd's Select and the lazily loaded drawer are slow to render on a busy machine.
jest.setTimeout(30_000);

function routeMatch(path: string) {
  const match = matchRoute(path);
  if (!match) throw new Error(`${path} is no route`);
  return match;
}

describe('PackageListPage', () => {
  it('reads the filters and the page from the URL, clears them and searches from page 1', async () => {
    const path = '/balicky-sluzeb/?sluzba=svatby&cena_od=2000&strana=2';
    render(
      <I18nextProvider i18n={i18n}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[path]}>
            <PackageListPage match={routeMatch('/balicky-sluzeb/')} />
            <Location />
          </MemoryRouter>
        </MockedProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Svatební focení' })).toHaveAttribute('href', '/balicky-sluzeb/p1/svatba/');
    expect(screen.getByTestId('result-count')).toHaveTextContent('13 výsledků');
    fireEvent.change(screen.getByLabelText('Hledat v balíčcích'), { target: { value: ' svatba ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    expect(search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(search).toBe('?q=svatba');
  });

  function renderAt(path: string) {
    render(
      <I18nextProvider i18n={i18n}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[path]}>
            <PackageListPage match={routeMatch('/balicky-sluzeb/')} />
            <Location />
          </MemoryRouter>
        </MockedProvider>
      </I18nextProvider>,
    );
  }

  /** Phones fold the filters behind "Filtry" (the stylesheet's media query decides; jsdom applies none). */
  async function openFilters(count: number) {
    fireEvent.click(await screen.findByRole('button', { name: `Filtry (${count})`, hidden: true }));
  }

  it('refuses a price that is not a whole number and keeps the URL as it is', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/balicky-sluzeb/?sluzba=svatby&cena_od=2000&strana=2');
      await openFilters(2);
      const priceMin = await screen.findByLabelText('Cena od (Kč)');
      expect(priceMin).toHaveValue('2000');
      expect(priceMin).toHaveAttribute('inputmode', 'numeric');
      fireEvent.change(priceMin, { target: { value: 'abc' } });
      expect(await screen.findByText('Zadejte celé číslo.')).toBeInTheDocument();
      expect(priceMin).toHaveAttribute('aria-invalid', 'true');
      await act(async () => void jest.advanceTimersByTime(1000));
      expect(search).toBe('?sluzba=svatby&cena_od=2000&strana=2');

      fireEvent.change(priceMin, { target: { value: '3000' } });
      await act(async () => void jest.advanceTimersByTime(1000));
      expect(search).toBe('?sluzba=svatby&cena_od=3000');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses "od" above "do" and says why', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/balicky-sluzeb/?cena_od=2000');
      await openFilters(1);
      fireEvent.change(await screen.findByLabelText('Cena do (Kč)'), { target: { value: '1000' } });
      expect(await screen.findByText('Cena od musí být nižší než cena do.')).toBeInTheDocument();
      await act(async () => void jest.advanceTimersByTime(1000));
      expect(search).toBe('?cena_od=2000');
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores an invalid price in the URL and shows the message', async () => {
    renderAt('/balicky-sluzeb/?cena_od=abc');
    await openFilters(1);
    expect(await screen.findByText('Zadejte celé číslo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cena od (Kč)')).toHaveValue('abc');
  });
});
