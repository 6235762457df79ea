import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MunicipalitySearchDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { renderPage } from '../../../testing/render-page';
import { MyPackageListDocument, PackageCreateDocument } from '../api/operations.generated';
import { mutationMock } from '../testing/fixtures';
import { MyPackagesPage } from './my-packages-page';

function listItem(id: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Package',
    id,
    title,
    status: 'ACTIVE',
    priceFrom: 450_000,
    placeName: 'Brno',
    pendingOrdersCount: 0,
    category: { __typename: 'Category', id: 'c1', name: 'Svatební fotografie' },
    cover: { __typename: 'Image', thumbnail: `/media/p/${id}-t.jpg`, alt: title, srcSet: null, width: 480, height: 320 },
    priceOptions: [{ __typename: 'PriceOption', id: `o${id}` }],
    ...overrides,
  };
}

function listMock(items: ReturnType<typeof listItem>[]): MockLink.MockedResponse {
  return {
    request: { query: MyPackageListDocument, variables: { page: 1, pageSize: 12 } },
    result: {
      data: {
        myPackages: {
          __typename: 'PackagePage',
          pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 12, totalCount: items.length, totalPages: 1 },
          items,
        },
      },
    },
    maxUsageCount: 5,
  };
}

const brno = {
  __typename: 'Municipality' as const,
  id: '582786',
  name: 'Brno',
  region: { __typename: 'Region' as const, id: 'r1', name: 'Brno-město' },
  province: { __typename: 'Province' as const, id: 'p1', name: 'Jihomoravský kraj' },
};
const BRNO_LABEL = 'Brno (Brno-město, Jihomoravský kraj)';
const DESCRIPTION = 'Fotím celý svatební den od příprav nevěsty až po první tanec a večerní zábavu.';

describe('MyPackagesPage', () => {
  it('lists the packages with their status, price from and a badge of the orders waiting', async () => {
    renderPage(MyPackagesPage, '/my-offers/', {
      mocks: [
        listMock([
          listItem('1', 'Svatba na celý den', { pendingOrdersCount: 2 }),
          listItem('2', 'Rodinné focení', { status: 'INACTIVE', cover: null, priceOptions: [], priceFrom: 0 }),
        ]),
      ],
    });

    const [first, second] = (await screen.findAllByTestId('my-package')) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Svatba na celý den' })).toHaveAttribute('href', '/my-offers/1/');
    expect(within(first).getByText('Aktivní')).toBeInTheDocument();
    expect(first).toHaveTextContent(/od 4\s500\sKč/);
    expect(first).toHaveTextContent('Svatební fotografie · Brno');
    expect(within(first).getByTestId('pending-orders')).toHaveTextContent('2 nové objednávky');
    expect(within(first).getByTestId('pending-orders')).toHaveAttribute('href', '/my-offers/1/objednavky/');

    expect(within(second).getByText('Skrytý')).toBeInTheDocument();
    expect(within(second).getByText('Bez cenové varianty')).toBeInTheDocument();
    expect(within(second).getByText('Zatím bez fotek')).toBeInTheDocument();
    expect(within(second).queryByTestId('pending-orders')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nový balíček' })).toBeInTheDocument();
  });

  it('explains what a package is when there is none yet', async () => {
    renderPage(MyPackagesPage, '/my-offers/', { mocks: [listMock([])] });
    const empty = await screen.findByTestId('packages-empty');
    expect(empty).toHaveTextContent('Balíček je hotová nabídka vaší služby za pevnou cenu');
    expect(within(empty).getByRole('button', { name: 'Nový balíček' })).toBeInTheDocument();
  });

  it('creates a package: Czech messages under the fields first, then the input sent and its editor opened', async () => {
    const create = jest.fn(() => ({ data: { createPackage: { __typename: 'Package', id: '9' } } }));
    const { location, shell } = renderPage(MyPackagesPage, '/my-offers/', {
      mocks: [
        listMock([]),
        mutationMock(PackageCreateDocument, create),
        { request: { query: MunicipalitySearchDocument, variables: { search: 'Brn', limit: 10 } }, result: { data: { municipalities: [brno] } } },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nový balíček' }));
    const form = await screen.findByRole('form', { name: 'Nový balíček' });
    const title = within(form).getByLabelText('Název balíčku');
    const description = within(form).getByLabelText('Popis balíčku');

    fireEvent.change(title, { target: { value: 'Foto' } });
    fireEvent.change(description, { target: { value: `${DESCRIPTION} Volejte 777 123 456.` } });
    fireEvent.click(within(form).getByRole('radio', { name: 'V jedné obci' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Vytvořit balíček' }));

    await waitFor(() => expect(title).toHaveAccessibleDescription('Minimální délka je 5 znaků'));
    expect(description).toHaveAccessibleDescription(CONTACT_DATA_ERRORS.PHONE);
    const service = within(form).getByRole('combobox', { name: 'Služba' });
    expect(service).toHaveAccessibleDescription('Povinné pole');
    const municipality = within(form).getByRole('combobox', { name: 'Obec' });
    expect(municipality).toHaveAccessibleDescription('Povinné pole');
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: 'Svatba na celý den' } });
    fireEvent.change(description, { target: { value: DESCRIPTION } });
    fireEvent.mouseDown(service);
    fireEvent.click((await screen.findAllByTitle('Svatební fotografie'))[0] as HTMLElement);
    fireEvent.change(municipality, { target: { value: 'Brn' } });
    fireEvent.click(await screen.findByTitle(BRNO_LABEL));
    await waitFor(() => expect(municipality).toHaveAttribute('aria-invalid', 'false'));
    fireEvent.click(within(form).getByRole('button', { name: 'Vytvořit balíček' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        input: { title: 'Svatba na celý den', categorySlug: 'svatebni-fotograf', municipalityId: brno.id, description: DESCRIPTION },
      }),
    );
    await waitFor(() => expect(location.pathname).toBe('/my-offers/9/'));
    expect(shell.notify).toHaveBeenCalledWith('success', 'Balíček je vytvořený. Doplňte cenové varianty a galerii a pak ho zveřejněte.');
  });

  it('sends no obec for a package of the whole country', async () => {
    const create = jest.fn(() => ({ data: { createPackage: { __typename: 'Package', id: '10' } } }));
    const { location } = renderPage(MyPackagesPage, '/my-offers/', { mocks: [listMock([]), mutationMock(PackageCreateDocument, create)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Nový balíček' }));
    const form = await screen.findByRole('form', { name: 'Nový balíček' });
    expect(within(form).getByRole('radio', { name: 'Celá ČR' })).toBeChecked();
    expect(within(form).queryByRole('combobox', { name: 'Obec' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Název balíčku'), { target: { value: 'Firemní video' } });
    fireEvent.change(within(form).getByLabelText('Popis balíčku'), { target: { value: DESCRIPTION } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Služba' }));
    fireEvent.click((await screen.findAllByTitle('Svatební fotografie'))[0] as HTMLElement);
    fireEvent.click(within(form).getByRole('button', { name: 'Vytvořit balíček' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        input: { title: 'Firemní video', categorySlug: 'svatebni-fotograf', municipalityId: null, description: DESCRIPTION },
      }),
    );
    await waitFor(() => expect(location.pathname).toBe('/my-offers/10/'));
  });
});
