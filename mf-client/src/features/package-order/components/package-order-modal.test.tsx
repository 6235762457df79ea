import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { CLIENT_CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { DATE_IN_PAST, DATE_OR_TO_BE_AGREED } from '@zaber/shared/requests/schema';
import { modalRenderer } from '@zaber/shared/testing/render-modal';
import { GraphQLError } from 'graphql';
import { clientTexts } from '../../../i18n/cs';
import { OrderablePackageDocument, PackageOrderCreateDocument } from '../api/operations.generated';
import { PackageOrderModal } from './package-order-modal';

const renderModal = modalRenderer({ texts: { client: clientTexts }, role: 'client' });

const REQUEST = { type: 'package-order', packageId: '7' } as const;

const pkg = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Package' as const,
  id: '7',
  title: 'Svatba na celý den',
  status: 'ACTIVE' as const,
  isOwner: false,
  cover: { __typename: 'Image' as const, src: '/media/c.jpg', thumbnail: '/media/c-t.jpg', alt: 'Svatba – obálka', srcSet: null, width: 480, height: 320 },
  executor: { __typename: 'PublicProfile' as const, id: 'p1', username: 'petra-profikova', title: 'Petra Profíková', avatar: null },
  priceOptions: [
    { __typename: 'PriceOption' as const, id: 'o1', title: 'Obřad', price: 990_000, description: '2 hodiny, 150 fotografií' },
    { __typename: 'PriceOption' as const, id: 'o2', title: 'Celý den', price: 1_490_000, description: '10 hodin, 500 fotografií' },
  ],
  additionalServices: [
    { __typename: 'AdditionalService' as const, id: 's1', title: 'Dron', price: 150_000, note: 'Záběry ze vzduchu' },
    { __typename: 'AdditionalService' as const, id: 's2', title: 'Fotokniha', price: 200_000, note: null },
  ],
  ...overrides,
});

const packageMock = (data: ReturnType<typeof pkg> | null = pkg()): MockLink.MockedResponse => ({
  request: { query: OrderablePackageDocument, variables: { id: '7' } },
  result: { data: { package: data } },
});

const orderInput = {
  packageId: '7',
  priceOptionId: 'o2',
  additionalServiceIds: ['s1'],
  preferredDate: null,
  info: 'Svatba na zámku v Lednici.',
};

function orderMock(result: MockLink.MockedResponse['result'], input: Record<string, unknown> = orderInput) {
  const sent = jest.fn(() => result);
  const mock: MockLink.MockedResponse = { request: { query: PackageOrderCreateDocument, variables: { input } }, result: sent as never };
  return { mock, sent };
}

const ordered = { data: { orderPackage: { __typename: 'PackageOrder', id: '31', number: 1031, status: 'PENDING', total: 1_640_000 } } };

const total = () => screen.getByTestId('order-total');

/** Opens the day picker and clicks a day of its calendar (cells are titled YYYY-MM-DD). */
async function pick(day: string) {
  fireEvent.mouseDown(screen.getByLabelText('Den'));
  fireEvent.click(screen.getByLabelText('Den'));
  const cell = await screen.findByTitle(day);
  fireEvent.click(cell);
  return cell;
}

describe('PackageOrderModal', () => {
  it('shows the package and a total that follows the option and the services', async () => {
    renderModal(PackageOrderModal, REQUEST, { mocks: [packageMock()] });
    const dialog = await screen.findByRole('dialog', { name: 'Objednávka balíčku' });
    const summary = await within(dialog).findByTestId('order-package');
    expect(summary).toHaveTextContent('Svatba na celý den');
    expect(summary).toHaveTextContent('Nabízí Petra Profíková');
    expect(within(summary).getByRole('img', { name: 'Svatba – obálka' })).toHaveAttribute('src', '/media/c-t.jpg');
    // The first option is chosen at first.
    expect(screen.getByRole('radio', { name: /Obřad/ })).toBeChecked();
    expect(total()).toHaveTextContent('9 900 Kč');

    fireEvent.click(screen.getByRole('radio', { name: /Celý den/ }));
    expect(total()).toHaveTextContent('14 900 Kč');
    fireEvent.click(screen.getByRole('checkbox', { name: /Dron/ }));
    expect(total()).toHaveTextContent('16 400 Kč');
    fireEvent.click(screen.getByRole('checkbox', { name: /Fotokniha/ }));
    expect(total()).toHaveTextContent('18 400 Kč');
    fireEvent.click(screen.getByRole('checkbox', { name: /Dron/ }));
    expect(total()).toHaveTextContent('16 900 Kč');
    fireEvent.click(screen.getByRole('radio', { name: /Obřad/ }));
    expect(total()).toHaveTextContent('11 900 Kč');
  });

  describe('on a clock stopped at 20 June 2030 in Prague', () => {
    // Only Date is faked: antd, Apollo and react-hook-form keep their real timers.
    beforeEach(() => {
      jest.useFakeTimers({
        doNotFake: [
          'nextTick',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
          'queueMicrotask',
          'hrtime',
          'performance',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
        ],
        now: new Date('2030-06-20T10:00:00+02:00'),
      });
    });
    afterEach(() => jest.useRealTimers());

    it('asks for a day or "Termín dohodou" and refuses a day in the past', async () => {
      const { mock, sent } = orderMock(ordered, { ...orderInput, priceOptionId: 'o1', additionalServiceIds: [], preferredDate: '2030-06-20', info: null });
      renderModal(PackageOrderModal, REQUEST, { mocks: [packageMock(), mock] });
      await screen.findByTestId('order-package');
      const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
      submit();
      expect(await screen.findByText(DATE_OR_TO_BE_AGREED)).toBeInTheDocument();

      // Yesterday cannot be picked.
      expect(await pick('2030-06-19')).toHaveClass('ant-picker-cell-disabled');
      expect(screen.getByLabelText('Den')).toHaveValue('');

      // Today is taken; left open past midnight, it is a day in the past.
      await pick('2030-06-20');
      await waitFor(() => expect(screen.getByLabelText('Den')).toHaveValue('20. 6. 2030'));
      jest.setSystemTime(new Date('2030-06-21T00:10:00+02:00'));
      submit();
      expect(await screen.findByText(DATE_IN_PAST)).toBeInTheDocument();
      expect(sent).not.toHaveBeenCalled();

      jest.setSystemTime(new Date('2030-06-20T23:50:00+02:00'));
      submit();
      expect(await screen.findByText('Objednávka je odeslaná')).toBeInTheDocument();
      expect(sent).toHaveBeenCalledTimes(1);
    });
  });

  it('refuses contact data in the extra info, in Czech', async () => {
    const { mock, sent } = orderMock(ordered);
    renderModal(PackageOrderModal, REQUEST, { mocks: [packageMock(), mock] });
    await screen.findByTestId('order-package');
    fireEvent.click(screen.getByRole('radio', { name: 'Termín dohodou' }));
    fireEvent.change(screen.getByLabelText('Doplňující informace (nepovinné)'), { target: { value: 'Zavolejte mi na 777 123 456.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    expect(await screen.findByText(CLIENT_CONTACT_DATA_ERRORS.PHONE)).toBeInTheDocument();
    expect(screen.getByLabelText('Doplňující informace (nepovinné)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the chosen option, services, date and info, then confirms with a link to the orders', async () => {
    const { mock, sent } = orderMock(ordered);
    const { close } = renderModal(PackageOrderModal, REQUEST, { mocks: [packageMock(), mock] });
    await screen.findByTestId('order-package');
    fireEvent.click(screen.getByRole('radio', { name: /Celý den/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Dron/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Termín dohodou' }));
    expect(screen.queryByLabelText('Den')).toBeNull();
    fireEvent.change(screen.getByLabelText('Doplňující informace (nepovinné)'), { target: { value: '  Svatba na zámku v Lednici. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));

    expect(await screen.findByText('Objednávka je odeslaná')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    const link = screen.getByRole('link', { name: 'Moje objednávky' });
    expect(link).toHaveAttribute('href', '/objednavky/');
    fireEvent.click(link);
    expect(close).toHaveBeenCalled();
    await waitFor(() => expect(window.location.pathname).toBe('/objednavky/'));
  });

  it("shows the API's refusal for a professional (CLIENT_ONLY) on the form", async () => {
    const { mock } = orderMock(
      { errors: [new GraphQLError(ENGAGEMENT_ERRORS.CLIENT_ONLY, { extensions: { code: 'FORBIDDEN' } })] },
      { ...orderInput, priceOptionId: 'o1', additionalServiceIds: [], info: null },
    );
    renderModal(PackageOrderModal, REQUEST, { mocks: [packageMock(), mock] });
    await screen.findByTestId('order-package');
    fireEvent.click(screen.getByRole('radio', { name: 'Termín dohodou' }));
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ENGAGEMENT_ERRORS.CLIENT_ONLY);
    expect(screen.queryByText('Objednávka je odeslaná')).toBeNull();
  });

  it('tells a signed-in professional at once that only clients order', async () => {
    renderModal(PackageOrderModal, REQUEST, { mocks: [packageMock()], role: 'executor' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ENGAGEMENT_ERRORS.CLIENT_ONLY);
    expect(screen.queryByRole('button', { name: 'Odeslat objednávku' })).toBeNull();
  });

  it('says when the package cannot be ordered', async () => {
    renderModal(PackageOrderModal, REQUEST, { mocks: [packageMock(null)] });
    expect(await screen.findByRole('alert')).toHaveTextContent(ENGAGEMENT_ERRORS.NOT_ORDERABLE);
  });
});
