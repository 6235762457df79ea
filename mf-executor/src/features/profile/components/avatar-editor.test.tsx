import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UPLOAD_ERRORS } from '@zaber/shared/media/constants';
import { imageSizeOf } from '@zaber/shared/media/upload-file';
import { type FakeUploads, installFakeUploads } from '@zaber/shared/testing/fake-upload-xhr';
import { act, cloneElement, type ReactElement } from 'react';
import { renderPage } from '../../../testing/render-page';
import { AvatarSetDocument } from '../api/operations.generated';
import { ownProfile, ownProfileMock, PATH, profileDetail, profileDetailMock } from '../testing/profile-fixtures';
import { ProfilePage } from './profile-page';

type BeforeUpload = (file: File, list: File[]) => unknown;

// The crop itself draws on a canvas, which jsdom lacks. This double asks `beforeCrop` as
// antd-img-crop does, then hands the file to the Upload's own `beforeUpload` uncropped.
jest.mock('antd-img-crop', () => ({
  __esModule: true,
  default: ({ children, beforeCrop }: { children: ReactElement<{ beforeUpload: BeforeUpload }>; beforeCrop: BeforeUpload }) =>
    cloneElement(children, {
      beforeUpload: async (file: File, list: File[]) => {
        await beforeCrop(file, list);
        return children.props.beforeUpload(file, list);
      },
    }),
}));
// jsdom decodes no images: the test says how big the chosen one is.
jest.mock('@zaber/shared/media/upload-file', () => ({ ...jest.requireActual('@zaber/shared/media/upload-file'), imageSizeOf: jest.fn() }));

let uploads: FakeUploads;
beforeEach(() => {
  uploads = installFakeUploads();
});
afterEach(() => uploads.restore());

const setAvatar = jest.fn(() => ({ data: { setAvatar: ownProfile({ avatar: '/media/avatars/petr.jpg' }) } }));

function renderAvatar() {
  return renderPage(ProfilePage, PATH, {
    mocks: [
      profileDetailMock(profileDetail()),
      ownProfileMock(ownProfile()),
      { request: { query: AvatarSetDocument, variables: { uploadId: 'a1' } }, result: setAvatar },
    ],
  });
}

async function chooseAvatar(size: { width: number; height: number }) {
  jest.mocked(imageSizeOf).mockResolvedValue(size);
  await screen.findByRole('button', { name: /Změnit fotku/ });
  const input = document.querySelector('.zx-avatar input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'.repeat(500)], 'portret.jpg', { type: 'image/jpeg' })] } });
}

describe('the avatar', () => {
  it('refuses a photo under 200 × 200 px before anything is sent', async () => {
    renderAvatar();
    await chooseAvatar({ width: 150, height: 900 });
    expect(await screen.findByText(UPLOAD_ERRORS.AVATAR_QUALITY)).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);
    expect(setAvatar).not.toHaveBeenCalled();
  });

  it('sends the photo with its progress and makes it the avatar', async () => {
    const view = renderAvatar();
    await chooseAvatar({ width: 800, height: 800 });
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    expect(uploads.requests[0]?.url).toBe('/v1/uploads?purpose=AVATAR');
    act(() => uploads.requests[0]?.progress(200, 500));
    const avatar = document.querySelector('.zx-avatar') as HTMLElement;
    expect(within(avatar).getByRole('progressbar', { name: 'Nahrávání profilové fotky' })).toHaveAttribute('aria-valuenow', '40');
    act(() => uploads.requests[0]?.respond(201, { id: 'a1', image: null }));
    await waitFor(() => expect(setAvatar).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(view.shell.notify).toHaveBeenCalledWith('success', 'Profilová fotka je uložená.'));
    expect(view.store.getState().auth.profile?.avatar).toBe('/media/avatars/petr.jpg');
  });
});
