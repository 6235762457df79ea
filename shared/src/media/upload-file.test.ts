import { UPLOAD_ERRORS, WORK_MAX_BYTES } from '@zaber/shared/media/constants';
import { refusalOf, UploadError, uploadFile } from '@zaber/shared/media/upload-file';
import { type FakeUploads, installFakeUploads } from '@zaber/shared/testing/fake-upload-xhr';

let fake: FakeUploads;
beforeEach(() => {
  fake = installFakeUploads();
});
afterEach(() => fake.restore());

const photo = (name = 'obřad v zahradě.jpg', type = 'image/jpeg') => new File(['x'.repeat(1000)], name, { type });

describe('refusalOf', () => {
  it('refuses what the API would refuse before it is sent', () => {
    expect(refusalOf(photo(), 'WORK')).toBeNull();
    expect(refusalOf({ name: 'smlouva.pdf', type: 'application/pdf', size: 10 }, 'WORK')).toBe(UPLOAD_ERRORS.NOT_AN_IMAGE);
    expect(refusalOf({ name: 'foto.heic', type: 'image/heic', size: 10 }, 'WORK')).toBe(UPLOAD_ERRORS.NOT_AN_IMAGE);
    expect(refusalOf({ name: 'velka.jpg', type: 'image/jpeg', size: WORK_MAX_BYTES + 1 }, 'WORK')).toBe(UPLOAD_ERRORS.workTooBig());
    expect(refusalOf({ name: 'velka.jpg', type: 'image/jpeg', size: WORK_MAX_BYTES }, 'WORK')).toBeNull();
    expect(refusalOf({ name: 'tvar.png', type: 'image/png', size: WORK_MAX_BYTES }, 'AVATAR')).toBe(UPLOAD_ERRORS.avatarTooBig());
    expect(refusalOf({ name: 'prazdna.jpg', type: 'image/jpeg', size: 0 }, 'WORK')).toBe(UPLOAD_ERRORS.EMPTY);
  });

  it('judges a file without a type by its name', () => {
    expect(refusalOf({ name: 'IMG_0001.JPG', type: '', size: 10 }, 'WORK')).toBeNull();
    expect(refusalOf({ name: 'poznamky.txt', type: '', size: 10 }, 'WORK')).toBe(UPLOAD_ERRORS.NOT_AN_IMAGE);
  });
});

describe('uploadFile', () => {
  it('sends the raw file with its name and the CSRF header (the session is the HttpOnly cookie), reports progress and answers the upload id', async () => {
    const progress: number[] = [];
    const file = photo();
    const pending = uploadFile(file, { purpose: 'WORK', onProgress: (loaded, total) => progress.push(loaded / total) });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/uploads?purpose=WORK', body: file });
    expect(request?.headers.Authorization).toBeUndefined();
    expect(request?.headers).toMatchObject({
      'Content-Type': 'image/jpeg',
      'X-File-Name': 'ob%C5%99ad%20v%20zahrad%C4%9B.jpg',
      'x-graphql-csrf': '1',
    });
    request?.progress(250);
    request?.progress(1000);
    request?.respond(201, { id: 'u1', image: { src: '/media/u1.jpg', thumbnail: '/media/u1-t.jpg' } });
    await expect(pending).resolves.toEqual({ id: 'u1', image: { src: '/media/u1.jpg', thumbnail: '/media/u1-t.jpg' } });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the API's Czech detail when it refuses the file", async () => {
    const pending = uploadFile(photo(), { purpose: 'WORK' });
    fake.requests[0]?.respond(422, { code: 'WORK_TOO_SMALL', detail: UPLOAD_ERRORS.WORK_TOO_SMALL });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ code: 'WORK_TOO_SMALL', detail: UPLOAD_ERRORS.WORK_TOO_SMALL });
  });

  it('rejects without a detail when the network fails or the answer is not JSON', async () => {
    const offline = uploadFile(photo(), { purpose: 'AVATAR' });
    expect(fake.requests[0]?.url).toBe('/v1/uploads?purpose=AVATAR');
    expect(fake.requests[0]?.headers.Authorization).toBeUndefined();
    fake.requests[0]?.fail();
    await expect(offline).rejects.toMatchObject({ code: 'NETWORK', detail: null });

    const broken = uploadFile(photo(), { purpose: 'WORK' });
    fake.requests[1]?.respond(502, 'Bad gateway');
    await expect(broken).rejects.toMatchObject({ code: 'HTTP_502', detail: null });
  });

  it('stops sending when aborted', async () => {
    const controller = new AbortController();
    const pending = uploadFile(photo(), { purpose: 'WORK', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
    expect(fake.requests[0]?.aborted).toBe(true);
  });
});
