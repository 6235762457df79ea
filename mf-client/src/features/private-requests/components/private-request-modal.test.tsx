import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { MunicipalitySearchDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { modalRenderer } from '@zaber/shared/testing/render-modal';
import { GraphQLError } from 'graphql';
import { clientTexts } from '../../../i18n/cs';
import { PrivateRequestCreateDocument, PrivateRequestExecutorDocument } from '../api/operations.generated';
import { PrivateRequestModal } from './private-request-modal';

const renderModal = modalRenderer({ texts: { client: clientTexts }, role: 'client' });

const REQUEST = { type: 'private-request', executorUsername: 'petra-profikova' } as const;

const category = (id: string, name: string, slug: string, active = true) => ({
  __typename: 'ProfileCategory' as const,
  active,
  category: { __typename: 'Category' as const, id, name, slug },
});

const executorMock = (
  categories = [category('c1', 'Svatební fotografie', 'svatebni-fotograf'), category('c2', 'Portrétní fotografie', 'portretni-fotograf')],
) => ({
  request: { query: PrivateRequestExecutorDocument, variables: { username: 'petra-profikova' } },
  result: {
    data: {
      publicProfile: { __typename: 'PublicProfile', id: 'p1', username: 'petra-profikova', title: 'Petra Profíková', avatar: null, isOwner: false, categories },
    },
  },
});

const brno = {
  __typename: 'Municipality' as const,
  id: '582786',
  name: 'Brno',
  region: { __typename: 'Region' as const, id: 'r1', name: 'Brno-město' },
  province: { __typename: 'Province' as const, id: 'k1', name: 'Jihomoravský kraj' },
};
const BRNO_LABEL = 'Brno (Brno-město, Jihomoravský kraj)';
const brnoSearch = { request: { query: MunicipalitySearchDocument, variables: { search: 'Brn', limit: 10 } }, result: { data: { municipalities: [brno] } } };

const DESCRIPTION = 'Rodinné focení v parku, dvě děti a pes, zhruba hodinu.';
const input = {
  executorUsername: 'petra-profikova',
  categorySlug: 'portretni-fotograf',
  subcategorySlug: 'rodinne-foceni',
  municipalityId: '582786',
  date: null,
  description: DESCRIPTION,
};

function createMock(result: MockLink.MockedResponse['result']) {
  const sent = jest.fn(() => result);
  return { sent, mock: { request: { query: PrivateRequestCreateDocument, variables: { input } }, result: sent as never } };
}

async function fillIn() {
  await screen.findByTestId('request-executor');
  fireEvent.click(screen.getByRole('radio', { name: 'Portrétní fotografie' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Rodinné focení' }));
  const municipality = screen.getByRole('combobox', { name: 'Obec, kde se bude fotit nebo natáčet' });
  fireEvent.change(municipality, { target: { value: 'Brn' } });
  fireEvent.click(await screen.findByTitle(BRNO_LABEL));
  await waitFor(() => expect(municipality).toHaveValue(BRNO_LABEL));
  fireEvent.click(screen.getByRole('radio', { name: 'Termín dohodou' }));
  fireEvent.change(screen.getByLabelText('Popište, co potřebujete'), { target: { value: DESCRIPTION } });
  fireEvent.click(screen.getByRole('button', { name: 'Poslat poptávku' }));
}

describe('PrivateRequestModal', () => {
  it("offers only the professional's active services, with the focus of the chosen one", async () => {
    renderModal(PrivateRequestModal, REQUEST, {
      mocks: [
        executorMock([
          category('c1', 'Svatební fotografie', 'svatebni-fotograf'),
          category('c2', 'Portrétní fotografie', 'portretni-fotograf'),
          category('c3', 'Produktová fotografie', 'produktovy-fotograf', false),
        ]),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cílená poptávka' });
    expect(await within(dialog).findByTestId('request-executor')).toHaveTextContent('Poptávka pro profíka Petra Profíková');
    const services = within(dialog).getByRole('radiogroup', { name: 'Služba' });
    expect(
      within(services)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Svatební fotografie', 'Portrétní fotografie']);
    expect(screen.queryByRole('radio', { name: 'Fotografie z akcí' })).toBeNull();
    // The focus follows the service.
    expect(screen.queryByRole('radiogroup', { name: 'Zaměření (nepovinné)' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Svatební fotografie' }));
    expect(await screen.findByRole('radio', { name: 'Obřad' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Portrétní fotografie' }));
    expect(await screen.findByRole('radio', { name: 'Rodinné focení' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Obřad' })).toBeNull();
  });

  it('sends the targeted request and confirms with a link to the list', async () => {
    const { sent, mock } = createMock({ data: { createPrivateRequest: { __typename: 'PrivateRequest', id: '5', number: 1005, status: 'PENDING' } } });
    const { close } = renderModal(PrivateRequestModal, REQUEST, { mocks: [executorMock(), brnoSearch, mock] });
    await fillIn();
    expect(await screen.findByText('Poptávka je odeslaná')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    const link = screen.getByRole('link', { name: 'Moje cílené poptávky' });
    expect(link).toHaveAttribute('href', '/cilene-poptavky/');
    fireEvent.click(link);
    expect(close).toHaveBeenCalled();
    await waitFor(() => expect(window.location.pathname).toBe('/cilene-poptavky/'));
  });

  it.each([
    [
      'a field error',
      new GraphQLError('Neplatný vstup', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { categorySlug: ENGAGEMENT_ERRORS.NOT_OFFERED } } }),
    ],
    ['a refusal', new GraphQLError(ENGAGEMENT_ERRORS.NOT_OFFERED, { extensions: { code: 'CONFLICT' } })],
  ])("shows the API's NOT_OFFERED (as %s) under the service", async (_kind, error) => {
    const { mock } = createMock({ errors: [error] });
    renderModal(PrivateRequestModal, REQUEST, { mocks: [executorMock(), brnoSearch, mock] });
    await fillIn();
    const services = screen.getByRole('radiogroup', { name: 'Služba' });
    await waitFor(() => expect(services).toHaveAccessibleDescription(ENGAGEMENT_ERRORS.NOT_OFFERED));
    expect(screen.queryByText('Poptávka je odeslaná')).toBeNull();
    // Not also as a message of the whole form.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('needs the service, the obec, a day or "dohodou" and a description', async () => {
    renderModal(PrivateRequestModal, REQUEST, { mocks: [executorMock()] });
    await screen.findByTestId('request-executor');
    fireEvent.click(screen.getByRole('button', { name: 'Poslat poptávku' }));
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Služba' })).toHaveAccessibleDescription('Povinné pole'));
    expect(screen.getByRole('combobox', { name: 'Obec, kde se bude fotit nebo natáčet' })).toHaveAccessibleDescription('Povinné pole');
    expect(screen.getByText('Vyberte datum, nebo zvolte „Termín dohodou“.')).toBeInTheDocument();
    expect(screen.getByLabelText('Popište, co potřebujete')).toHaveAccessibleDescription('Povinné pole');
  });

  it('tells a professional that only clients send targeted requests', async () => {
    renderModal(PrivateRequestModal, REQUEST, { mocks: [executorMock()], role: 'executor' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ENGAGEMENT_ERRORS.CLIENT_ONLY);
    expect(screen.queryByRole('button', { name: 'Poslat poptávku' })).toBeNull();
  });
});
