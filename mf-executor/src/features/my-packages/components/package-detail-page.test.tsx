import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PACKAGE_ERRORS } from '@zaber/shared/packages/schema';
import { type FakeUploads, installFakeUploads } from '@zaber/shared/testing/fake-upload-xhr';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../testing/render-page';
import {
  PackageImageDeleteDocument,
  PackageImagesAddDocument,
  PackageImagesReorderDocument,
  PackageStatusSetDocument,
  PackageUpdateDocument,
  PriceOptionDeleteDocument,
  PriceOptionSaveDocument,
} from '../api/operations.generated';
import { editorMock, galleryImage, mutationMock, PACKAGE_ID, packageEditor, priceOption } from '../testing/fixtures';
import { PackageDetailPage } from './package-detail-page';

const BLOCKERS = [PACKAGE_ERRORS.gallery(2), PACKAGE_ERRORS.NO_PRICE_OPTION];
const SIX_IMAGES = ['i1', 'i2', 'i3', 'i4', 'i5', 'i6'].map(galleryImage);

describe('PackageDetailPage: summary', () => {
  it('shows what blocks the activation as a checklist and keeps the switch off', async () => {
    const setStatus = jest.fn(() => ({ data: { setPackageStatus: packageEditor() } }));
    renderPage(PackageDetailPage, '/my-offers/7/', {
      mocks: [editorMock(packageEditor({ activationBlockers: BLOCKERS, gallery: SIX_IMAGES.slice(0, 2) })), mutationMock(PackageStatusSetDocument, setStatus)],
    });

    const blockers = await screen.findByTestId('activation-blockers');
    expect(
      within(blockers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(BLOCKERS.map((b) => `Chybí: ${b}`));
    const toggle = screen.getByRole('switch', { name: 'Balíček je vidět v katalogu' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    fireEvent.click(toggle);
    expect(setStatus).not.toHaveBeenCalled();
    expect(screen.queryByTestId('public-link')).toBeNull();
    expect(screen.getByText('Galerie', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2/6 minimum');
  });

  it('activates a ready package and links to it in the catalogue', async () => {
    const ready = packageEditor({ gallery: SIX_IMAGES, priceOptions: [priceOption('o1', 'Obřad', 1_500_000)], priceFrom: 1_500_000 });
    const setStatus = jest.fn(() => ({ data: { setPackageStatus: { ...ready, status: 'ACTIVE' } } }));
    const { shell } = renderPage(PackageDetailPage, '/my-offers/7/', { mocks: [editorMock(ready), mutationMock(PackageStatusSetDocument, setStatus)] });

    const toggle = await screen.findByRole('switch', { name: 'Balíček je vidět v katalogu' });
    expect(toggle).toBeEnabled();
    expect(screen.queryByTestId('activation-blockers')).toBeNull();
    fireEvent.click(toggle);

    await waitFor(() => expect(setStatus).toHaveBeenCalledWith({ id: PACKAGE_ID, status: 'ACTIVE' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Balíček je vidět v katalogu' })).toBeChecked());
    expect(screen.getByTestId('public-link')).toHaveAttribute('href', ready.url);
    expect(shell.notify).toHaveBeenCalledWith('success', 'Balíček je zveřejněný.');
  });

  it("shows the API's Czech reason when the activation is refused", async () => {
    const ready = packageEditor({ gallery: SIX_IMAGES, priceOptions: [priceOption('o1', 'Obřad', 1_500_000)] });
    const setStatus = jest.fn(() => ({ errors: [new GraphQLError(PACKAGE_ERRORS.NOT_PUBLIC, { extensions: { code: 'CONFLICT' } })] }));
    renderPage(PackageDetailPage, '/my-offers/7/', { mocks: [editorMock(ready), mutationMock(PackageStatusSetDocument, setStatus)] });

    fireEvent.click(await screen.findByRole('switch', { name: 'Balíček je vidět v katalogu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PACKAGE_ERRORS.NOT_PUBLIC);
    expect(screen.getByRole('switch', { name: 'Balíček je vidět v katalogu' })).not.toBeChecked();
  });

  it('shows the 404 page for a package that is not the viewer’s', async () => {
    const { shell } = renderPage(PackageDetailPage, '/my-offers/7/', { mocks: [editorMock(packageEditor({ isOwner: false }))] });
    await waitFor(() => expect(shell.showError).toHaveBeenCalledWith(404));
  });
});

describe('PackageDetailPage: description', () => {
  it("puts the API's field message under its field", async () => {
    const update = jest.fn(() => ({
      errors: [new GraphQLError('Neplatný vstup', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { title: 'Balíček s tímto názvem už máte.' } } })],
    }));
    renderPage(PackageDetailPage, '/my-offers/7/description/', { mocks: [editorMock(packageEditor()), mutationMock(PackageUpdateDocument, update)] });

    const form = await screen.findByRole('form', { name: 'Popis' });
    const title = within(form).getByLabelText('Název balíčku');
    expect(title).toHaveValue('Svatba na celý den');
    fireEvent.change(title, { target: { value: 'Svatba od rána do večera' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit změny' }));

    await waitFor(() => expect(title).toHaveAccessibleDescription('Balíček s tímto názvem už máte.'));
    expect(update).toHaveBeenCalledWith({
      id: PACKAGE_ID,
      input: { title: 'Svatba od rána do večera', categorySlug: 'svatebni-fotograf', municipalityId: null, description: packageEditor().description },
    });
  });
});

describe('PackageDetailPage: price options', () => {
  it('adds a price option through the modal, its price typed in Kč and sent in haléř', async () => {
    const saved = packageEditor({ priceOptions: [priceOption('o1', 'Obřad a novomanželé', 250_000)], priceFrom: 250_000 });
    const save = jest.fn(() => ({ data: { savePriceOption: saved } }));
    const { shell } = renderPage(PackageDetailPage, '/my-offers/7/priceOptions/', {
      mocks: [editorMock(packageEditor()), mutationMock(PriceOptionSaveDocument, save)],
    });

    expect(await screen.findByTestId('price-options-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Přidat variantu' }));
    const form = await screen.findByRole('form', { name: 'Nová cenová varianta' });
    const price = within(form).getByLabelText('Cena (Kč)');
    fireEvent.change(within(form).getByLabelText('Název varianty'), { target: { value: 'Obřad a novomanželé' } });
    fireEvent.change(price, { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText('Co varianta obsahuje'), { target: { value: 'Tři hodiny focení a 150 upravených fotek.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit variantu' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Minimální hodnota je 100'));
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(price, { target: { value: '2 500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit variantu' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        input: { packageId: PACKAGE_ID, id: null, title: 'Obřad a novomanželé', price: 250_000, description: 'Tři hodiny focení a 150 upravených fotek.' },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Cenové varianty' });
    expect(list).toHaveTextContent('Obřad a novomanželé');
    expect(list).toHaveTextContent(/2\s500\sKč/);
    expect(screen.queryByRole('form', { name: 'Nová cenová varianta' })).toBeNull();
    expect(shell.notify).toHaveBeenCalledWith('success', 'Cenová varianta je uložená.');
  });

  it("asks before deleting an option and shows the API's refusal", async () => {
    const remove = jest.fn(() => ({ errors: [new GraphQLError(PACKAGE_ERRORS.ACTIVE_KEEPS_OPTION, { extensions: { code: 'CONFLICT' } })] }));
    const { shell } = renderPage(PackageDetailPage, '/my-offers/7/priceOptions/', {
      mocks: [
        editorMock(packageEditor({ status: 'ACTIVE', priceOptions: [priceOption('o1', 'Obřad', 1_500_000)] })),
        mutationMock(PriceOptionDeleteDocument, remove),
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Smazat: Obřad' }));
    expect(await screen.findByText('Smazat variantu „Obřad“?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Smazat' }));

    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 'o1' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('error', PACKAGE_ERRORS.ACTIVE_KEEPS_OPTION));
    expect(screen.getByRole('list', { name: 'Cenové varianty' })).toHaveTextContent('Obřad');
  });
});

describe('PackageDetailPage: gallery', () => {
  let uploads: FakeUploads;
  beforeEach(() => {
    uploads = installFakeUploads();
  });
  afterEach(() => uploads.restore());

  const photo = (name: string) => new File(['x'.repeat(2000)], name, { type: 'image/jpeg' });

  it('uploads photos with a progress bar each and attaches them with their upload ids', async () => {
    const add = jest.fn(() => ({ data: { addPackageImages: packageEditor({ gallery: SIX_IMAGES.slice(0, 2) }) } }));
    const { shell } = renderPage(PackageDetailPage, '/my-offers/7/gallery/', {
      mocks: [editorMock(packageEditor()), mutationMock(PackageImagesAddDocument, add)],
    });

    expect(await screen.findByTestId('gallery-count')).toHaveTextContent('0/6 minimum');
    fireEvent.change(screen.getByLabelText('Přidat fotky', { selector: 'input' }), { target: { files: [photo('obrad.jpg'), photo('tanec.jpg')] } });
    expect(uploads.requests.map((r) => r.url)).toEqual(['/v1/uploads?purpose=WORK', '/v1/uploads?purpose=WORK']);
    act(() => uploads.requests[0]?.respond(201, { id: 'u1', image: null }));
    expect(add).not.toHaveBeenCalled();
    act(() => uploads.requests[1]?.respond(201, { id: 'u2', image: null }));

    await waitFor(() => expect(add).toHaveBeenCalledWith({ input: { packageId: PACKAGE_ID, uploadIds: ['u1', 'u2'] } }));
    await waitFor(() => expect(screen.getByTestId('gallery-count')).toHaveTextContent('2/6 minimum'));
    expect(within(screen.getByRole('list', { name: 'Fotky balíčku' })).getAllByRole('img')).toHaveLength(2);
    expect(shell.notify).toHaveBeenCalledWith('success', 'Do galerie přibyly 2 fotky.');
  });

  it('sends the whole new order when a photo moves, and asks before deleting one', async () => {
    const three = SIX_IMAGES.slice(0, 3);
    const reorder = jest.fn(() => ({ data: { reorderPackageImages: packageEditor({ gallery: [three[1], three[0], three[2]] as typeof three }) } }));
    const remove = jest.fn(() => ({ data: { deletePackageImage: packageEditor({ gallery: [three[1], three[2]] as typeof three }) } }));
    renderPage(PackageDetailPage, '/my-offers/7/gallery/', {
      mocks: [
        editorMock(packageEditor({ gallery: three })),
        mutationMock(PackageImagesReorderDocument, reorder),
        mutationMock(PackageImageDeleteDocument, remove),
      ],
    });

    expect(await screen.findByRole('button', { name: 'Posunout dříve: fotka 1' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Posunout později: fotka 1' }));
    await waitFor(() => expect(reorder).toHaveBeenCalledWith({ input: { packageId: PACKAGE_ID, imageIds: ['i2', 'i1', 'i3'] } }));
    await waitFor(() => expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Fotka i2', 'Fotka i1', 'Fotka i3']));

    fireEvent.click(screen.getByRole('button', { name: 'Smazat fotku 2' }));
    expect(await screen.findByText('Smazat tuto fotku z galerie?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 'i1' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
  });
});
