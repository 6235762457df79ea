import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProvinceListDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { renderPage } from '../../../testing/render-page';
import { ExecutorCategoryListDocument, RequestFeedDocument, type RequestFeedQuery } from '../api/operations.generated';
import { FEED_PAGE_SIZE, RequestFeedPage } from './request-feed-page';

type FeedItem = RequestFeedQuery['requestFeed']['items'][number];

function feedItem(id: string, title: string, overrides: Partial<FeedItem> = {}): FeedItem & { __typename: 'Request' } {
  return {
    __typename: 'Request',
    id,
    url: `/poptavky/${id}/${id}-poptavka/`,
    title,
    placeName: 'Brno',
    date: '2026-06-20',
    budgetMin: 500_000,
    budgetMax: 1_000_000,
    description: 'Hledáme fotografa na celý svatební den.',
    proposalsCount: 3,
    boosted: false,
    created: '2026-05-14T08:05:00Z',
    category: { __typename: 'Category', name: 'Svatební fotografie' } as FeedItem['category'],
    subcategory: null,
    myProposal: null,
    ...overrides,
  };
}

const NO_FILTER = { categorySlug: null, provinceSlug: null, dateFrom: null, dateTo: null, budgetMin: null };

function feedMock(
  variables: Record<string, unknown>,
  items: FeedItem[],
  page: { nextCursor: string | null; totalCount: number; totalCountCapped?: boolean },
): MockLink.MockedResponse {
  return {
    request: { query: RequestFeedDocument, variables },
    result: { data: { requestFeed: { __typename: 'RequestFeedPage', totalCountCapped: false, ...page, items } } },
  };
}

const provincesMock: MockLink.MockedResponse = {
  request: { query: ProvinceListDocument },
  result: {
    data: {
      provinces: [
        { __typename: 'Province', id: '1', slug: 'jihomoravsky-kraj', name: 'Jihomoravský kraj' },
        { __typename: 'Province', id: '2', slug: 'praha', name: 'Hlavní město Praha' },
      ],
    },
  },
};

function categoriesMock(categories: { slug: string; name: string }[]): MockLink.MockedResponse {
  return {
    request: { query: ExecutorCategoryListDocument, variables: { username: 'petr-fotograf' } },
    result: {
      data: {
        publicProfile: {
          __typename: 'PublicProfile',
          id: '7',
          categories: categories.map((c, i) => ({ __typename: 'ProfileCategory', category: { __typename: 'Category', id: String(i + 1), ...c } })),
        },
      },
    },
  };
}

const MY_CATEGORIES = [
  { slug: 'svatebni-fotograf', name: 'Svatební fotografie' },
  { slug: 'portretni-fotograf', name: 'Portrétní fotografie' },
];

describe('RequestFeedPage', () => {
  it('shows the open requests with their facts, and "Načíst další" appends the next page by its cursor', async () => {
    const first = [
      feedItem('101', 'Svatba v Lednici', { boosted: true, proposalsCount: 9 }),
      feedItem('102', 'Rodinné focení v parku', {
        date: null,
        budgetMin: null,
        budgetMax: null,
        placeName: 'Olomouc',
        myProposal: { __typename: 'Proposal', id: 'p9', cost: 14_800 } as FeedItem['myProposal'],
      }),
    ];
    const second = [feedItem('103', 'Firemní večírek')];
    renderPage(RequestFeedPage, '/poptavky/', {
      mocks: [
        provincesMock,
        categoriesMock(MY_CATEGORIES),
        feedMock({ filter: NO_FILTER, first: FEED_PAGE_SIZE }, first, { nextCursor: 'cursor-2', totalCount: 3 }),
        feedMock({ filter: NO_FILTER, first: FEED_PAGE_SIZE, after: 'cursor-2' }, second, { nextCursor: null, totalCount: 3 }),
      ],
    });

    expect(await screen.findByRole('link', { name: 'Svatba v Lednici' })).toHaveAttribute('href', '/poptavky/101/101-poptavka/');
    expect(screen.getByTestId('result-count')).toHaveTextContent('Nalezeny 3 poptávky');
    const [boosted, open] = screen.getAllByTestId('request-card') as [HTMLElement, HTMLElement];
    expect(within(boosted).getByText('Topováno')).toBeInTheDocument();
    expect(within(boosted).getByTestId('proposals-count')).toHaveTextContent('Nabídky: 9/10');
    expect(within(boosted).getByText('Brno')).toBeInTheDocument();
    expect(within(boosted).getByText('20. června 2026')).toBeInTheDocument();
    expect(within(boosted).getByText('5 000 Kč – 10 000 Kč')).toBeInTheDocument();
    expect(within(boosted).getByText('Vloženo 14. 5. 2026 10:05')).toBeInTheDocument();
    expect(within(open).queryByText('Topováno')).toBeNull();
    expect(within(open).getByText('Olomouc')).toBeInTheDocument();
    expect(within(open).getByText('Termín dohodou')).toBeInTheDocument();
    expect(within(open).getByText('Neuvedeno')).toBeInTheDocument();
    // A request already answered says so, with what the proposal cost.
    expect(within(open).getByTestId('proposal-sent')).toHaveTextContent(/^Nabídka odeslána · 148\sKč$/);
    expect(within(boosted).queryByTestId('proposal-sent')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Načíst další' }));

    expect(await screen.findByRole('link', { name: 'Firemní večírek' })).toBeInTheDocument();
    expect(screen.getAllByTestId('request-card').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Svatba v Lednici',
      'Rodinné focení v parku',
      'Firemní večírek',
    ]);
    // The last page has no cursor: nothing more to load.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Načíst další' })).toBeNull());
  });

  it('reads the filters from the path and the URL into the query, and writes changed filters back to the URL', async () => {
    const filter = {
      categorySlug: 'svatebni-fotograf',
      provinceSlug: 'jihomoravsky-kraj',
      dateFrom: '2026-06-01',
      dateTo: '2026-06-30',
      budgetMin: 500_000,
    };
    const { location } = renderPage(
      RequestFeedPage,
      '/poptavky/svatebni-fotograf/?kraj=jihomoravsky-kraj&termin_od=2026-06-01&termin_do=2026-06-30&rozpocet_od=5000',
      {
        mocks: [
          provincesMock,
          categoriesMock(MY_CATEGORIES),
          feedMock({ filter, first: FEED_PAGE_SIZE }, [feedItem('201', 'Svatba na Pálavě')], { nextCursor: null, totalCount: 1 }),
          feedMock({ filter: { ...filter, budgetMin: 800_000 }, first: FEED_PAGE_SIZE }, [feedItem('202', 'Svatba za 8 000')], {
            nextCursor: null,
            totalCount: 1,
            totalCountCapped: false,
          }),
          feedMock({ filter: { ...filter, categorySlug: 'portretni-fotograf', budgetMin: 800_000 }, first: FEED_PAGE_SIZE }, [], {
            nextCursor: null,
            totalCount: 0,
            totalCountCapped: false,
          }),
        ],
      },
    );

    expect(await screen.findByRole('link', { name: 'Svatba na Pálavě' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Poptávky: Svatební fotografie');
    expect(screen.getByTestId('result-count')).toHaveTextContent('Nalezena 1 poptávka');

    // Phones fold the filters behind "Filtry", with the count set (the stylesheet shows the button
    // below 768 px; jsdom applies no media query, so the button is found among the hidden ones).
    fireEvent.click(screen.getByRole('button', { name: 'Filtry (5)', hidden: true }));
    const budget = await screen.findByLabelText('Rozpočet alespoň (Kč)');
    expect(budget).toHaveValue('5000');
    expect(screen.getByLabelText('Termín od')).toHaveValue('1. 6. 2026');

    fireEvent.change(budget, { target: { value: '8 tisíc' } });
    expect(await screen.findByText('Zadejte celé číslo.')).toBeInTheDocument();
    // Longer than the pause the filter waits for: an invalid amount never reaches the URL.
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(location.search).toContain('rozpocet_od=5000');

    fireEvent.change(budget, { target: { value: '8000' } });
    await waitFor(() => expect(location.search).toBe('?kraj=jihomoravsky-kraj&termin_od=2026-06-01&termin_do=2026-06-30&rozpocet_od=8000'));
    fireEvent.click(screen.getByRole('button', { name: 'Zobrazit výsledky' }));
    expect(await screen.findByRole('link', { name: 'Svatba za 8 000' })).toBeInTheDocument();

    // Another service is another path; the other filters stay.
    fireEvent.click(screen.getByRole('button', { name: 'Filtry (5)', hidden: true }));
    const category = screen.getByRole('combobox', { name: 'Služba' });
    fireEvent.mouseDown(category);
    fireEvent.click(await screen.findByTitle('Portrétní fotografie'));
    await waitFor(() => expect(location.pathname).toBe('/poptavky/portretni-fotograf/'));
    expect(location.search).toBe('?kraj=jihomoravsky-kraj&termin_od=2026-06-01&termin_do=2026-06-30&rozpocet_od=8000');
    expect(await screen.findByText('Zvoleným filtrům neodpovídá žádná otevřená poptávka.')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('Nalezeno 0 poptávek');
  });

  it('sends the chosen kraj to the query and says so in Czech when nothing is open', async () => {
    const { location } = renderPage(RequestFeedPage, '/poptavky/', {
      mocks: [
        provincesMock,
        categoriesMock(MY_CATEGORIES),
        feedMock({ filter: NO_FILTER, first: FEED_PAGE_SIZE }, [], { nextCursor: null, totalCount: 0 }),
        feedMock({ filter: { ...NO_FILTER, provinceSlug: 'praha' }, first: FEED_PAGE_SIZE }, [feedItem('301', 'Focení v Praze')], {
          nextCursor: null,
          totalCount: 1,
          totalCountCapped: false,
        }),
      ],
    });

    expect(await screen.findByText('Ve vašich službách teď není žádná otevřená poptávka. Zkuste se podívat později.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filtry', hidden: true }));
    const province = await screen.findByRole('combobox', { name: 'Kraj' });
    fireEvent.mouseDown(province);
    fireEvent.click(await screen.findByTitle('Hlavní město Praha'));
    await waitFor(() => expect(location.search).toBe('?kraj=praha'));
    fireEvent.click(screen.getByRole('button', { name: 'Zobrazit výsledky' }));
    expect(await screen.findByRole('link', { name: 'Focení v Praze' })).toBeInTheDocument();
  });

  it('writes a date typed into "Termín od" to the URL as YYYY-MM-DD', async () => {
    const { location } = renderPage(RequestFeedPage, '/poptavky/', {
      mocks: [
        provincesMock,
        categoriesMock(MY_CATEGORIES),
        feedMock({ filter: NO_FILTER, first: FEED_PAGE_SIZE }, [], { nextCursor: null, totalCount: 0 }),
        feedMock({ filter: { ...NO_FILTER, dateFrom: '2026-07-04' }, first: FEED_PAGE_SIZE }, [feedItem('401', 'Svatba v červenci')], {
          nextCursor: null,
          totalCount: 1,
          totalCountCapped: false,
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Filtry', hidden: true }));
    const dateFrom = await screen.findByLabelText('Termín od');
    fireEvent.mouseDown(dateFrom);
    fireEvent.focus(dateFrom);
    fireEvent.change(dateFrom, { target: { value: '4. 7. 2026' } });
    fireEvent.keyDown(dateFrom, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(location.search).toBe('?termin_od=2026-07-04'));
    fireEvent.click(screen.getByRole('button', { name: 'Zobrazit výsledky' }));
    expect(await screen.findByRole('link', { name: 'Svatba v červenci' })).toBeInTheDocument();
  });

  it('tells a professional without services where to add them', async () => {
    renderPage(RequestFeedPage, '/poptavky/', {
      mocks: [provincesMock, categoriesMock([]), feedMock({ filter: NO_FILTER, first: FEED_PAGE_SIZE }, [], { nextCursor: null, totalCount: 0 })],
    });
    expect(await screen.findByText('Ve svém profilu zatím nenabízíte žádnou službu, a tak vám nemáme co ukázat.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doplnit služby v profilu' })).toHaveAttribute('href', '/users/jana-novakova/');
  });
});
