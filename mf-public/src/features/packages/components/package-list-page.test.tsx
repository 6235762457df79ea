import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createI18n } from '@zaber/shared/i18n/create-i18n';
import { matchRoute } from '@zaber/shared/routes';
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

describe('PackageListPage', () => {
  it('reads the filters and the page from the URL, clears them and searches from page 1', async () => {
    const path = '/balicky-sluzeb/?sluzba=svatby&cena_od=2000&strana=2';
    render(
      <I18nextProvider i18n={i18n}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[path]}>
            <PackageListPage match={matchRoute('/balicky-sluzeb/')!} />
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
});
