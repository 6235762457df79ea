import { act, fireEvent, screen } from '@testing-library/react';
import { ProvinceListDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import { publicTexts } from '../../../i18n/cs';
import { PackageListDocument } from '../api/operations.generated';
import { PackageListPage } from './package-list-page';

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

const NO_FILTER = {
  categorySlug: null,
  provinceSlug: null,
  regionSlug: null,
  nearSlug: null,
  radiusKm: null,
  freeOn: null,
  ratingMin: null,
  priceMin: null,
  priceMax: null,
  search: null,
};

const mocks = [
  {
    request: { query: ProvinceListDocument },
    result: { data: { provinces: [{ __typename: 'Province', id: '1', slug: 'jihomoravsky-kraj', name: 'Jihomoravský kraj' }] } },
  },
  {
    request: {
      query: PackageListDocument,
      variables: { filter: { ...NO_FILTER, categorySlug: 'svatby', priceMin: 200_000 }, page: 2, pageSize: 12 },
    },
    result: {
      data: {
        packages: {
          __typename: 'PackagePage',
          pageInfo: { __typename: 'PageInfo', page: 2, pageSize: 12, totalCount: 13, totalCountCapped: false, totalPages: 2 },
          items: [pkg],
          reading: null,
        },
      },
    },
  },
  {
    request: {
      query: PackageListDocument,
      variables: { filter: { ...NO_FILTER, regionSlug: 'brno-venkov', freeOn: '2026-12-05', ratingMin: 4, search: 'svatba brno' }, page: 1, pageSize: 12 },
    },
    result: {
      data: {
        packages: {
          __typename: 'PackagePage',
          pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 12, totalCount: 1, totalCountCapped: false, totalPages: 1 },
          items: [pkg],
          reading: {
            __typename: 'SearchReading',
            workType: null,
            category: { __typename: 'Category', id: '1', name: 'Svatební fotografie', slug: 'svatebni-fotograf' },
            place: { __typename: 'SearchSuggestion', kind: 'MUNICIPALITY', label: 'Brno (Jihomoravský kraj)', slug: 'brno', url: '/profici/?q=Brno' },
            words: [],
            withoutPlace: 'svatba',
            withoutService: 'brno',
          },
        },
      },
    },
  },
];

describe('PackageListPage', () => {
  it('reads the filters and the page from the URL, clears them and searches from page 1', async () => {
    renderAt('/balicky-sluzeb/?sluzba=svatby&cena_od=2000&strana=2');
    expect(await screen.findByRole('link', { name: 'Svatební focení' })).toHaveAttribute('href', '/balicky-sluzeb/p1/svatba/');
    expect(screen.getByTestId('result-count')).toHaveTextContent('13 výsledků');
    fireEvent.change(screen.getByLabelText('Hledat v balíčcích'), { target: { value: ' svatba ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    expect(search()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(search()).toBe('?q=svatba');
  });

  let search: () => string = () => '';
  function renderAt(path: string) {
    const { location } = renderRemotePage(PackageListPage, path, { remote: 'mf-public', texts: { public: publicTexts }, mocks, role: 'guest', rest: {} });
    search = () => location.search;
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
      expect(search()).toBe('?sluzba=svatby&cena_od=2000&strana=2');

      fireEvent.change(priceMin, { target: { value: '3000' } });
      await act(async () => void jest.advanceTimersByTime(1000));
      expect(search()).toBe('?sluzba=svatby&cena_od=3000');
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
      expect(search()).toBe('?cena_od=2000');
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters by okres, a free date and rating, and shows what the search was read as', async () => {
    renderAt('/balicky-sluzeb/?okres=brno-venkov&volno=2026-12-05&hodnoceni=4&q=svatba+brno');
    expect(await screen.findByTestId('reading-service')).toHaveTextContent('Svatební fotografie');
    expect(screen.getByTestId('reading-place')).toHaveTextContent('Brno a okolí');
    const drawerButton = await screen.findByRole('button', { name: 'Filtry (3)', hidden: true });
    fireEvent.click(drawerButton);
    expect(await screen.findByRole('button', { name: 'Zobrazit 1 výsledek' })).toBeInTheDocument();
    expect(screen.getByLabelText('Volno v termínu')).toHaveValue('2026-12-05');
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit „Svatební fotografie“' }));
    expect(search()).toBe('?okres=brno-venkov&volno=2026-12-05&hodnoceni=4&q=brno');
  });

  it('ignores an invalid price in the URL and shows the message', async () => {
    renderAt('/balicky-sluzeb/?cena_od=abc');
    await openFilters(1);
    expect(await screen.findByText('Zadejte celé číslo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cena od (Kč)')).toHaveValue('abc');
  });
});
