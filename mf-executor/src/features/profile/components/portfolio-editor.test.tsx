import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UPLOAD_ERRORS, UPLOAD_MAX_FILES, WORK_MAX_BYTES } from '@zaber/shared/media/constants';
import { PROFILE_ERRORS } from '@zaber/shared/profiles/schema';
import { type FakeUploads, installFakeUploads } from '@zaber/shared/testing/fake-upload-xhr';
import { renderPage } from '../../../testing/render-page';
import { VideoWorkAddDocument, WorkDeleteDocument, WorksAddDocument, WorksReorderDocument } from '../api/operations.generated';
import { ownProfile, ownProfileMock, PATH, profileDetail, profileDetailMock, WEDDING_VIDEO, WEDDINGS } from '../testing/profile-fixtures';
import { ProfilePage } from './profile-page';

let uploads: FakeUploads;
beforeEach(() => {
  uploads = installFakeUploads();
});
afterEach(() => uploads.restore());

type Answer = { data: Record<string, unknown> };
const answer = (data: Record<string, unknown>) => jest.fn<Answer, [Record<string, unknown>]>(() => ({ data }));

function renderEditor(mutations: { query: unknown; result: jest.Mock<Answer, [Record<string, unknown>]> }[] = [], profile = profileDetail()) {
  return renderPage(ProfilePage, PATH, {
    mocks: [
      profileDetailMock(profile),
      ownProfileMock(ownProfile()),
      ...mutations.map(({ query, result }) => ({
        request: { query: query as typeof WorksAddDocument, variables: () => true },
        result: (variables: Record<string, unknown>) => result(variables),
        maxUsageCount: 5,
      })),
    ],
  });
}

const photo = (name: string, type = 'image/jpeg', size?: number) => {
  const file = new File(['x'.repeat(2000)], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function choose(files: File[], category = WEDDINGS.name) {
  const input = await screen.findByLabelText(`Přidat fotky: ${category}`, { selector: 'input' });
  fireEvent.change(input, { target: { files } });
}

const fileRow = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the portfolio editor', () => {
  it('shows each service with its works, inactive ones marked and "N/10" while under ten', async () => {
    renderEditor(
      [],
      profileDetail({
        categories: [...profileDetail().categories, { __typename: 'ProfileCategory', category: WEDDING_VIDEO, summary: null, worksCount: 0, active: false }],
      }),
    );
    const weddings = await screen.findByRole('region', { name: 'Svatební fotografie' });
    expect(within(weddings).getByTestId('works-progress')).toHaveTextContent('3/10');
    expect(within(weddings).getAllByRole('listitem')).toHaveLength(3);
    const video = screen.getByRole('region', { name: 'Svatební video' });
    expect(within(video).getByText('Neaktivní')).toBeInTheDocument();
    expect(within(video).queryByTestId('works-progress')).toBeNull();
    expect(within(video).getByRole('button', { name: 'Přidat video: Svatební video' })).toBeInTheDocument();
    expect(within(video).queryByRole('button', { name: /Přidat fotky/ })).toBeNull();
  });

  it('uploads several photos with a progress bar each, then attaches them to the service', async () => {
    const addWorks = answer({
      addWorks: [
        { __typename: 'Work', id: 'w8' },
        { __typename: 'Work', id: 'w9' },
      ],
    });
    const view = renderEditor([{ query: WorksAddDocument, result: addWorks }]);
    await choose([photo('obrad.jpg'), photo('hostina.png', 'image/png')]);

    expect(uploads.requests).toHaveLength(2);
    expect(uploads.requests[0]?.url).toBe('/v1/uploads?purpose=WORK');
    // The session is the HttpOnly cookie the browser sends; the CSRF header lets the API take it.
    expect(uploads.requests[0]?.headers.Authorization).toBeUndefined();
    expect(uploads.requests[0]?.headers['x-graphql-csrf']).toBe('1');
    act(() => uploads.requests[0]?.progress(1000, 2000));
    const bar = (name: string) => within(fileRow(name)).getByRole('progressbar', { name: `Průběh nahrávání: ${name}` });
    expect(bar('obrad.jpg')).toHaveAttribute('aria-valuenow', '50');
    expect(bar('hostina.png')).toHaveAttribute('aria-valuenow', '0');
    expect(fileRow('obrad.jpg')).toHaveTextContent('Nahrává se: 50 %');

    act(() => uploads.requests[0]?.respond(201, { id: 'u1', image: null }));
    expect(bar('obrad.jpg')).toHaveAttribute('aria-valuenow', '100');
    expect(addWorks).not.toHaveBeenCalled();
    act(() => uploads.requests[1]?.respond(201, { id: 'u2', image: null }));

    await waitFor(() => expect(addWorks).toHaveBeenCalledWith({ input: { categorySlug: WEDDINGS.slug, uploadIds: ['u1', 'u2'] } }));
    await waitFor(() => expect(view.shell.notify).toHaveBeenCalledWith('success', 'Do portfolia přibyly 2 fotky.'));
    await waitFor(() => expect(screen.queryByText('obrad.jpg')).toBeNull());
  });

  it('refuses a file that is not an image and one that is too big before sending them, and lets them be removed', async () => {
    renderEditor();
    await choose([photo('smlouva.pdf', 'application/pdf'), photo('obrovska.jpg', 'image/jpeg', WORK_MAX_BYTES + 1)]);
    expect(within(fileRow('smlouva.pdf')).getByRole('alert')).toHaveTextContent(UPLOAD_ERRORS.NOT_AN_IMAGE);
    expect(within(fileRow('obrovska.jpg')).getByRole('alert')).toHaveTextContent(UPLOAD_ERRORS.workTooBig());
    expect(uploads.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Odebrat soubor smlouva.pdf' }));
    expect(screen.queryByText('smlouva.pdf')).toBeNull();
  });

  it('refuses more files at once than one upload takes', async () => {
    renderEditor();
    await choose(Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => photo(`foto-${i}.jpg`)));
    expect(await screen.findByText(UPLOAD_ERRORS.tooManyFiles())).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);
  });

  it("shows the API's Czech reason for a refused file and attaches nothing", async () => {
    const addWorks = answer({ addWorks: [] });
    renderEditor([{ query: WorksAddDocument, result: addWorks }]);
    await choose([photo('mala.jpg')]);
    act(() => uploads.requests[0]?.respond(422, { code: 'WORK_TOO_SMALL', detail: UPLOAD_ERRORS.WORK_TOO_SMALL }));
    expect(await within(fileRow('mala.jpg')).findByRole('alert')).toHaveTextContent(UPLOAD_ERRORS.WORK_TOO_SMALL);
    expect(addWorks).not.toHaveBeenCalled();
  });

  it('refuses a video link that is not YouTube or Vimeo, and adds a YouTube one', async () => {
    const addVideo = answer({ addVideoWork: { __typename: 'Work', id: 'v1' } });
    renderEditor(
      [{ query: VideoWorkAddDocument, result: addVideo }],
      profileDetail({ categories: [{ __typename: 'ProfileCategory', category: WEDDING_VIDEO, summary: null, worksCount: 0, active: true }], works: [] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat video: Svatební video' }));
    const form = await screen.findByRole('form', { name: 'Přidat video: Svatební video' });
    const url = within(form).getByLabelText('Odkaz na video (YouTube nebo Vimeo)');
    fireEvent.change(url, { target: { value: 'https://www.example.com/video/123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Přidat video' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(PROFILE_ERRORS.VIDEO_URL));
    expect(addVideo).not.toHaveBeenCalled();

    fireEvent.change(url, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Přidat video' }));
    await waitFor(() =>
      expect(addVideo).toHaveBeenCalledWith({ input: { categorySlug: WEDDING_VIDEO.slug, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: null } }),
    );
  });

  it("sends the service's whole new order when a work moves", async () => {
    const reorder = answer({ reorderWorks: [] });
    renderEditor([{ query: WorksReorderDocument, result: reorder }]);
    // The first work cannot move earlier, the last one later.
    fireEvent.click(await screen.findByRole('button', { name: 'Posunout dříve: ukázka 1 (Fotka w1)' }));
    expect(screen.getByRole('button', { name: 'Posunout dříve: ukázka 1 (Fotka w1)' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Posunout později: ukázka 3 (Fotka w3)' })).toHaveAttribute('aria-disabled', 'true');
    expect(reorder).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Posunout později: ukázka 1 (Fotka w1)' }));
    await waitFor(() => expect(reorder).toHaveBeenCalledWith({ input: { categorySlug: WEDDINGS.slug, workIds: ['w2', 'w1', 'w3'] } }));
  });

  it('asks before it deletes a work', async () => {
    const remove = answer({ deleteWork: { __typename: 'OkPayload', ok: true } });
    const view = renderEditor([{ query: WorkDeleteDocument, result: remove }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat: ukázka 2 (Fotka w2)' }));
    expect(await screen.findByText('Smazat tuto ukázku?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 'w2' }));
    await waitFor(() => expect(view.shell.notify).toHaveBeenCalledWith('success', 'Ukázka je smazaná.'));
  });
});
