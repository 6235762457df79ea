import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ShellServices } from '@zaber/shared/platform/contract';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { matchRoute } from '@zaber/shared/platform/routes';
import { ShellServicesContext } from '@zaber/shared/ui/shell-services';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { publicTexts } from '../../../i18n/cs';
import { PublicRequestDetailDocument, PublicRequestListDocument } from '../api/operations.generated';
import { RequestDetailPage } from './request-detail-page';
import { RequestListPage } from './request-list-page';

const i18n = createI18n({ public: publicTexts });

const request = {
  __typename: 'PublicRequest' as const,
  id: '7',
  url: '/poptavky/7/svatba-v-brne/',
  title: 'Svatba v Brně',
  placeName: 'Brno',
  date: null,
  budgetMin: null,
  budgetMax: null,
  description: 'Hledáme fotografa na celý den.',
  proposalsCount: 2,
  created: '2026-05-14T10:00:00Z',
  category: { __typename: 'Category' as const, name: 'Svatební fotografie', slug: 'svatebni-fotograf' },
};

const mocks = [
  {
    request: { query: PublicRequestListDocument, variables: { categorySlug: null, page: 1, pageSize: 10 } },
    result: {
      data: {
        publicRequests: {
          __typename: 'PublicRequestPage',
          pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 10, totalCount: 1, totalPages: 1 },
          items: [request],
        },
      },
    },
  },
  {
    request: { query: PublicRequestDetailDocument, variables: { id: '7' } },
    result: { data: { publicRequest: { ...request, subcategory: null } } },
  },
];

function renderAt(path: string, ui: (match: NonNullable<ReturnType<typeof matchRoute>>) => React.ReactNode) {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks}>
        <ShellServicesContext.Provider value={{ openModal: () => undefined } as unknown as ShellServices}>
          <MemoryRouter initialEntries={[path]}>{ui(match)}</MemoryRouter>
        </ShellServicesContext.Provider>
      </MockedProvider>
    </I18nextProvider>,
  );
}

describe('the public request pages', () => {
  it('lists open requests with category chips and the invitation to professionals', async () => {
    renderAt('/poptavky/', (match) => <RequestListPage match={match} />);
    expect(await screen.findByRole('link', { name: 'Svatba v Brně' })).toHaveAttribute('href', '/poptavky/7/svatba-v-brne/');
    expect(screen.getByRole('button', { name: 'Přidat se jako profík' })).toBeInTheDocument();
    // Inline on wide screens; phones (the stylesheet's media query) get "Filtry", opening them in a drawer.
    expect(screen.getByRole('link', { name: 'Všechny služby' }).closest('.zp-filters-inline')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtry' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Všechny služby' })).toHaveAttribute('href', '/poptavky/');
    // While the drawer holds them, the fields are not in the page twice.
    expect(screen.getAllByRole('link', { name: 'Všechny služby' })).toHaveLength(1);
  });

  it('shows a request without its client', async () => {
    renderAt('/poptavky/7/svatba-v-brne/', (match) => <RequestDetailPage match={match} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Svatba v Brně' })).toBeInTheDocument();
    expect(screen.getByText('Hledáme fotografa na celý den.')).toBeInTheDocument();
    expect(screen.getByText('Kontakt na klienta uvidí jen profík, jehož nabídku klient přijme.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Všechny poptávky/ })).toHaveAttribute('href', '/poptavky/');
  });
});
