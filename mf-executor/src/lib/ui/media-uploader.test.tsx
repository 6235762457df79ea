import { CombinedGraphQLErrors } from '@apollo/client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeUploads, installFakeUploads } from '@zaber/shared/testing/fake-upload-xhr';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import { MediaUploader } from './media-uploader';

let uploads: FakeUploads;
beforeEach(() => {
  uploads = installFakeUploads();
});
afterEach(() => uploads.restore());

const attach = jest.fn<Promise<unknown>, [string[]]>();
afterEach(() => attach.mockReset());

function Page() {
  return <MediaUploader purpose="WORK" label="Přidat fotky" attach={attach} concurrency={2} />;
}

function choose(names: string[]) {
  renderRemotePage(Page, '/my-offers/', { remote: 'mf-executor', texts: {}, mocks: [], role: 'executor' });
  const files = names.map((name) => new File(['x'.repeat(100)], name, { type: 'image/jpeg' }));
  fireEvent.change(screen.getByLabelText('Přidat fotky', { selector: 'input' }), { target: { files } });
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('MediaUploader', () => {
  it('sends a few files at a time and attaches them all once none is on its way', async () => {
    attach.mockResolvedValue(undefined);
    choose(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(uploads.requests).toHaveLength(2);
    expect(row('c.jpg')).toHaveTextContent('Čeká na odeslání');
    // The answers settle promises: let them run before looking.
    const respond = (index: number, id: string) => act(async () => uploads.requests[index]?.respond(201, { id, image: null }));
    await respond(0, 'u1');
    expect(uploads.requests).toHaveLength(3);
    await respond(1, 'u2');
    expect(attach).not.toHaveBeenCalled();
    await respond(2, 'u3');
    expect(attach).toHaveBeenCalledWith(['u1', 'u2', 'u3']);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Nahrávané soubory' })).toBeNull());
  });

  it("keeps the files with the API's message when attaching them is refused", async () => {
    attach.mockRejectedValue(
      new CombinedGraphQLErrors({ errors: [{ message: 'Portfolio může mít nejvýše 300 prací.', extensions: { code: 'BAD_USER_INPUT' } }] }),
    );
    choose(['a.jpg']);
    act(() => uploads.requests[0]?.respond(201, { id: 'u1', image: null }));
    expect(await within(row('a.jpg')).findByRole('alert')).toHaveTextContent('Portfolio může mít nejvýše 300 prací.');
  });

  it('stops an upload that is removed', () => {
    choose(['a.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Odebrat soubor a.jpg' }));
    expect(uploads.requests[0]?.aborted).toBe(true);
    expect(screen.queryByText('a.jpg')).toBeNull();
  });
});
