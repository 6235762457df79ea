import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProvinceListDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import { publicTexts } from '../../../i18n/cs';
import { NearMunicipalitySearchDocument } from '../../../lib/search/operations.generated';
import { ExecutorListDocument, type ExecutorListQueryVariables } from '../api/operations.generated';
import { ExecutorListPage } from './executor-list-page';

const executor = {
  __typename: 'PublicProfile' as const,
  id: 'e1',
  username: 'jana',
  url: '/users/jana/',
  title: 'Jana Nováková',
  avatar: null,
  location: 'Brno',
  rating: 4.8,
  reviewsCount: 12,
  responseTime: 3,
  priceFrom: 1_500_000,
  verified: true,
  categories: [],
  cover: null,
  distanceKm: 11.6,
};

type Filter = NonNullable<ExecutorListQueryVariables['filter']>;

const NO_FILTER: Filter = {
  workType: null,
  categorySlug: null,
  provinceSlug: null,
  regionSlug: null,
  nearSlug: null,
  radiusKm: null,
  freeOn: null,
  ratingMin: null,
  priceMax: null,
  search: null,
};

type Reading = {
  workType: 'PHOTO' | 'VIDEO' | null;
  words: string[];
  withoutPlace: string | null;
  withoutService: string | null;
  category: unknown;
  place: unknown;
};

function listMock(
  filter: Filter,
  options: { sort?: ExecutorListQueryVariables['sort']; page?: number; totalCount?: number; reading?: Reading | null } = {},
): MockLink.MockedResponse {
  const { sort = 'RECOMMENDED', page = 1, totalCount = 24, reading = null } = options;
  return {
    request: { query: ExecutorListDocument, variables: { filter: { ...NO_FILTER, ...filter }, sort, page, pageSize: 12 } },
    result: {
      data: {
        executors: {
          __typename: 'PublicProfilePage',
          pageInfo: { __typename: 'PageInfo', page, pageSize: 12, totalCount, totalCountCapped: false, totalPages: 2 },
          items: [executor],
          reading: reading && { __typename: 'SearchReading', ...reading },
        },
      },
    },
    maxUsageCount: 5,
  };
}

const provinces: MockLink.MockedResponse = {
  request: { query: ProvinceListDocument },
  result: {
    data: {
      provinces: [
        { __typename: 'Province', id: '1', slug: 'jihomoravsky-kraj', name: 'Jihomoravský kraj' },
        { __typename: 'Province', id: '2', slug: 'stredocesky-kraj', name: 'Středočeský kraj' },
      ],
    },
  },
  maxUsageCount: 5,
};

const brno = {
  __typename: 'Municipality',
  id: '7',
  slug: 'brno',
  name: 'Brno',
  region: { __typename: 'Region', id: '3', name: 'Brno-město' },
  province: { __typename: 'Province', id: '1', name: 'Jihomoravský kraj' },
};

const rest = {
  '/location/regions': {
    results: [
      { id: 3, slug: 'brno-mesto', name: 'Brno-město', province: 1 },
      { id: 4, slug: 'brno-venkov', name: 'Brno-venkov', province: 1 },
      { id: 5, slug: 'praha-vychod', name: 'Praha-východ', province: 2 },
    ],
  },
  '/location/provinces': {
    results: [
      { id: 1, slug: 'jihomoravsky-kraj' },
      { id: 2, slug: 'stredocesky-kraj' },
    ],
  },
};

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return renderRemotePage(ExecutorListPage, path, { remote: 'mf-public', texts: { public: publicTexts }, mocks: [provinces, ...mocks], role: 'guest', rest });
}

/** Phones fold the filters behind "Filtry (N)" (the stylesheet decides; jsdom applies none of it). */
async function openDrawer(label: string) {
  fireEvent.click(await screen.findByRole('button', { name: label, hidden: true }));
  return within(await screen.findByRole('dialog'));
}

/** Picks an option of an antd Select by its text. */
async function choose(combobox: HTMLElement, option: string) {
  fireEvent.mouseDown(combobox);
  const item = await screen.findByTitle(option);
  fireEvent.click(item);
}

describe('ExecutorListPage filters', () => {
  it('reads every filter from the URL, counts them and shows their values', async () => {
    const path = '/profici/?kraj=jihomoravsky-kraj&okres=brno-venkov&obec=brno&okruh=50&volno=2026-12-05&hodnoceni=4.5&cena_do=20000&razeni=RATING';
    renderAt(path, [
      listMock(
        {
          provinceSlug: 'jihomoravsky-kraj',
          regionSlug: 'brno-venkov',
          nearSlug: 'brno',
          radiusKm: 50,
          freeOn: '2026-12-05',
          ratingMin: 4.5,
          priceMax: 2_000_000,
        },
        { sort: 'RATING' },
      ),
      {
        request: { query: NearMunicipalitySearchDocument, variables: { search: 'brno', limit: 30 } },
        result: { data: { municipalities: [brno] } },
        maxUsageCount: 5,
      },
    ]);
    const card = await screen.findByTestId('executor-card');
    expect(within(card).getByTestId('distance')).toHaveTextContent('12 km');
    const drawer = await openDrawer('Filtry (7)');
    expect(await drawer.findByRole('button', { name: 'Zobrazit 24 výsledků' })).toBeInTheDocument();
    await waitFor(() => expect(drawer.getByLabelText('Okres').closest('.ant-select')).toHaveTextContent('Brno-venkov'));
    expect(drawer.getByLabelText('Kraj').closest('.ant-select')).toHaveTextContent('Jihomoravský kraj');
    expect(drawer.getByLabelText('V okolí obce')).toHaveValue('Brno (Brno-město)');
    expect(drawer.getByLabelText('Okruh').closest('.ant-select')).toHaveTextContent('do 50 km');
    expect(drawer.getByLabelText('Volno v termínu')).toHaveValue('2026-12-05');
    expect(drawer.getByLabelText('Hodnocení od').closest('.ant-select')).toHaveTextContent('4,5 a více');
    expect(drawer.getByLabelText('Cena do (Kč)')).toHaveValue('20000');
  });

  it('writes a changed filter to the URL with its Czech name and goes back to page 1', async () => {
    const { location } = renderAt('/profici/?strana=2', [
      listMock({}, { page: 2 }),
      listMock({ ratingMin: 4 }),
      listMock({ ratingMin: 4, freeOn: '2026-12-24' }),
    ]);
    await screen.findByTestId('executor-card');
    expect(screen.getByRole('button', { name: 'Filtry', hidden: true })).toBeInTheDocument();
    await choose(screen.getByLabelText('Hodnocení od'), '4 a více');
    expect(location.search).toBe('?hodnoceni=4');
    fireEvent.change(screen.getByLabelText('Volno v termínu'), { target: { value: '2026-12-24' } });
    expect(location.search).toBe('?hodnoceni=4&volno=2026-12-24');
    expect(await screen.findByRole('button', { name: 'Filtry (2)', hidden: true })).toBeInTheDocument();
  });

  it('offers the okresy of the chosen kraj and forgets an okres of another kraj', async () => {
    const { location } = renderAt('/profici/?okres=praha-vychod', [listMock({ regionSlug: 'praha-vychod' }), listMock({ provinceSlug: 'jihomoravsky-kraj' })]);
    await screen.findByTestId('executor-card');
    await waitFor(() => expect(screen.getByLabelText('Okres').closest('.ant-select')).toHaveTextContent('Praha-východ'));
    await choose(screen.getByLabelText('Kraj'), 'Jihomoravský kraj');
    expect(location.search).toBe('?kraj=jihomoravsky-kraj');
    fireEvent.mouseDown(screen.getByLabelText('Okres'));
    expect(await screen.findByTitle('Brno-venkov')).toBeInTheDocument();
    expect(screen.queryByTitle('Praha-východ')).toBeNull();
  });

  it('sets the kraj of a chosen okres', async () => {
    const { location } = renderAt('/profici/', [listMock({}), listMock({ provinceSlug: 'jihomoravsky-kraj', regionSlug: 'brno-venkov' })]);
    await screen.findByTestId('executor-card');
    await act(async () => undefined);
    await choose(screen.getByLabelText('Okres'), 'Brno-venkov');
    expect(location.search).toBe('?okres=brno-venkov&kraj=jihomoravsky-kraj');
  });

  it('picks the obec of "v okolí obce" by typing and sends it with the radius', async () => {
    const { location } = renderAt('/profici/', [
      listMock({}),
      listMock({ nearSlug: 'brno', radiusKm: 25 }),
      { request: { query: NearMunicipalitySearchDocument, variables: { search: 'brn', limit: 10 } }, result: { data: { municipalities: [brno] } } },
    ]);
    await screen.findByTestId('executor-card');
    const near = screen.getByLabelText('V okolí obce');
    fireEvent.change(near, { target: { value: 'brn' } });
    fireEvent.click(await screen.findByText('Brno (Brno-město, Jihomoravský kraj)'));
    expect(location.search).toBe('?obec=brno');
    expect(near).toHaveValue('Brno (Brno-město)');
    expect(screen.getByLabelText('Okruh').closest('.ant-select')).toHaveTextContent('do 25 km');
  });
});

describe('ExecutorListPage search reading', () => {
  const reading: Reading = {
    workType: 'VIDEO',
    category: { __typename: 'Category', id: '2', name: 'Svatební video', slug: 'svatebni-kameraman' },
    place: { __typename: 'SearchSuggestion', kind: 'MUNICIPALITY', label: 'Praha (Hlavní město Praha)', slug: 'praha', url: '/profici/?q=Praha' },
    words: ['levne'],
    withoutPlace: 'kameraman svatba levně',
    withoutService: 'praha levně',
  };

  it('shows what the search was read as and takes back the place or the service', async () => {
    const q = 'kameraman praha svatba levně';
    const { location } = renderAt(`/profici/?q=${encodeURIComponent(q)}`, [
      listMock({ search: q }, { reading }),
      listMock({ search: 'kameraman svatba levně' }),
      listMock({ search: 'praha levně' }),
    ]);
    const chips = await screen.findByTestId('search-reading');
    expect(within(chips).getByTestId('reading-service')).toHaveTextContent('Kameramani: Svatební video');
    expect(within(chips).getByTestId('reading-place')).toHaveTextContent('Praha a okolí');
    expect(within(chips).getByTestId('reading-words')).toHaveTextContent('„levne“');
    expect(within(chips).queryByRole('button', { name: /levne/ })).toBeNull();

    fireEvent.click(within(chips).getByRole('button', { name: 'Zrušit „Praha a okolí“' }));
    expect(new URLSearchParams(location.search).get('q')).toBe('kameraman svatba levně');
    expect(screen.getByRole('combobox', { name: 'Hledat profíky' })).toHaveValue('kameraman svatba levně');
  });

  it('names the service words as typed when they name more than one service', async () => {
    const q = 'svatba brno';
    renderAt(`/profici/?q=${encodeURIComponent(q)}`, [
      listMock(
        { search: q },
        {
          reading: {
            workType: null,
            category: null,
            place: { __typename: 'SearchSuggestion', kind: 'MUNICIPALITY', label: 'Brno (Jihomoravský kraj)', slug: 'brno', url: '/profici/?q=Brno' },
            words: [],
            withoutPlace: 'svatba',
            withoutService: 'brno',
          },
        },
      ),
    ]);
    expect(await screen.findByTestId('reading-service')).toHaveTextContent('svatba');
    expect(screen.getByRole('button', { name: 'Zrušit „svatba“' })).toBeInTheDocument();
  });

  it('names an okres and a kraj as they are', async () => {
    const q = 'fotograf okres brno venkov';
    renderAt(`/profici/?q=${encodeURIComponent(q)}`, [
      listMock(
        { search: q },
        {
          reading: {
            workType: 'PHOTO',
            category: null,
            place: {
              __typename: 'SearchSuggestion',
              kind: 'REGION',
              label: 'okres Brno-venkov (Jihomoravský kraj)',
              slug: 'brno-venkov',
              url: '/profici/?q=Brno-venkov',
            },
            words: [],
            withoutPlace: 'fotograf',
            withoutService: 'okres brno venkov',
          },
        },
      ),
    ]);
    const chips = await screen.findByTestId('search-reading');
    expect(within(chips).getByTestId('reading-service')).toHaveTextContent('Fotografové');
    expect(within(chips).getByTestId('reading-place')).toHaveTextContent('okres Brno-venkov');
  });
});
