import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_MAX_BYTES, PENDING_UPLOADS_MAX, UPLOAD_ERRORS } from '@zaber/shared/media/constants';
import { AUTH_COOKIE_NAME, CSRF_HEADER_NAME, INVALID_TOKEN_MESSAGE } from '@zaber/shared/platform/business';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaUploads } from '../../db/schema';
import type { MediaStorage } from '../../lib/ports';
import { present } from '../../lib/present';
import { signUpAndLogin } from '../../testing/graphql-client';
import { jpeg, listFiles, png, pngBomb, tempMediaDir } from '../../testing/media-fixtures';
import { createTestExecutor } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { createDiskMediaStorage } from './media-storage';

type Login = { token: string; profileId: string };

interface UploadAnswer {
  id: string;
  purpose: string;
  image: { src: string; thumbnail: string; srcSet: string | null; width: number; height: number; alt: string };
}

describe.each(ENGINES)('POST /v1/uploads on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  let media: MediaStorage;
  let pro: Login;
  let client: Login;
  let seq = 0;

  beforeAll(async () => {
    dir = await tempMediaDir('uploads');
    media = createDiskMediaStorage(dir);
    t = await startTestApp(engine, { media });
    pro = await createTestExecutor(t.app, t.database.db, 'nahravac@example.cz', 'Petr Nahrávač', { services: ['svatebni-fotograf'] });
    client = await signUpAndLogin(t.app, 'klient-nahrava@example.cz', 0, 'Klára Klientová');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  function upload(body: Buffer | string, options: { purpose?: string; token?: string | null; cookie?: string; name?: string; type?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': options.type ?? 'application/octet-stream' };
    const token = options.token === undefined ? pro.token : options.token;
    if (token) headers.authorization = `JWT ${token}`;
    // As our pages send it: the cookie counts only with the CSRF header.
    if (options.cookie) Object.assign(headers, { cookie: `${AUTH_COOKIE_NAME}=${options.cookie}`, [CSRF_HEADER_NAME]: '1' });
    if (options.name) headers['x-file-name'] = encodeURIComponent(options.name);
    return t.app.inject({ method: 'POST', url: `/v1/uploads?purpose=${options.purpose ?? 'WORK'}`, headers, payload: body });
  }

  async function uploadRows(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(mediaUploads);
    return present(row).n;
  }

  /** Runs a refusal and proves it left nothing behind: no row, no object. */
  async function refused(run: () => Promise<{ statusCode: number; json(): unknown }>) {
    const rowsBefore = await uploadRows();
    const filesBefore = await listFiles(dir);
    const response = await run();
    expect(await uploadRows()).toBe(rowsBefore);
    expect(await listFiles(dir)).toEqual(filesBefore);
    return { status: response.statusCode, body: response.json() as { code: string; detail: string } };
  }

  it('accepts a phone photo: upright, without EXIF/GPS, fitting 1900×1200, with WebP variants, served from the storage', async () => {
    const response = await upload(await jpeg(2400, 3200, { orientation: 6, gps: true }), { name: 'Svatba – obřad.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as UploadAnswer;
    const prefix = `/media/works/${pro.profileId}/${answer.id}`;
    expect(answer).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      purpose: 'WORK',
      image: {
        src: `${prefix}.jpg`,
        thumbnail: `${prefix}-thumb.jpg`,
        srcSet: `${prefix}-480.webp 480w, ${prefix}-960.webp 960w`,
        width: 1600,
        height: 1200,
        alt: 'Svatba – obřad',
      },
    });

    const key = `works/${pro.profileId}/${answer.id}.jpg`;
    const stored = await sharp(present(await media.read(key))).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(stored.exif).toBeUndefined();
    expect(await listFiles(path.join(dir, 'works', pro.profileId))).toEqual(
      [`${answer.id}-480.webp`, `${answer.id}-960.webp`, `${answer.id}-thumb.jpg`, `${answer.id}.jpg`].sort(),
    );
    const [row] = await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, answer.id));
    expect(row).toMatchObject({ profileId: pro.profileId, purpose: 'WORK', originalName: 'Svatba – obřad.jpg', attachedAt: null, width: 1600, height: 1200 });

    const served = await t.app.inject({ method: 'GET', url: `${prefix}-960.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);
  });

  it('judges by content, not by name or Content-Type', async () => {
    const text = await refused(() => upload('Nejsem obrázek, jen text s koncovkou .jpg', { name: 'fotka.jpg', type: 'image/jpeg' }));
    expect(text).toEqual({ status: 415, body: { code: 'NOT_AN_IMAGE', detail: UPLOAD_ERRORS.NOT_AN_IMAGE } });
    const realPng = await upload(await png(800, 600), { name: 'fotka.jpg', type: 'image/jpeg' });
    expect(realPng.statusCode).toBe(201);
    expect((realPng.json() as UploadAnswer).image.src).toMatch(/\.jpg$/);
  });

  it('refuses damaged files, decompression bombs, small photos and empty bodies', async () => {
    const whole = await jpeg(1600, 1200);
    expect(await refused(() => upload(whole.subarray(0, Math.floor(whole.length / 2))))).toEqual({
      status: 400,
      body: { code: 'DAMAGED', detail: UPLOAD_ERRORS.DAMAGED },
    });
    expect(await refused(async () => upload(await pngBomb(20_000, 20_000), { type: 'image/png' }))).toEqual({
      status: 400,
      body: { code: 'TOO_MANY_PIXELS', detail: UPLOAD_ERRORS.TOO_MANY_PIXELS },
    });
    expect(await refused(async () => upload(await jpeg(600, 300)))).toEqual({
      status: 400,
      body: { code: 'WORK_TOO_SMALL', detail: UPLOAD_ERRORS.WORK_TOO_SMALL },
    });
    expect(await refused(() => upload(Buffer.alloc(0)))).toEqual({ status: 400, body: { code: 'EMPTY', detail: UPLOAD_ERRORS.EMPTY } });
  });

  it('refuses a file over the purpose’s size with 413 and the Czech message', async () => {
    expect(await refused(() => upload(Buffer.alloc(AVATAR_MAX_BYTES + 1, 1), { purpose: 'AVATAR' }))).toEqual({
      status: 413,
      body: { code: 'FILE_TOO_LARGE', detail: UPLOAD_ERRORS.avatarTooBig() },
    });
  });

  it('stores avatars square at 400×400 and refuses ones under 200 px', async () => {
    expect(await refused(async () => upload(await jpeg(100, 150), { purpose: 'AVATAR' }))).toEqual({
      status: 400,
      body: { code: 'AVATAR_QUALITY', detail: UPLOAD_ERRORS.AVATAR_QUALITY },
    });
    const response = await upload(await jpeg(640, 480), { purpose: 'AVATAR' });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as UploadAnswer;
    const prefix = `avatars/${pro.profileId}/${answer.id}`;
    expect(answer.image).toMatchObject({
      src: `/media/${prefix}.jpg`,
      srcSet: `/media/${prefix}-200.webp 200w, /media/${prefix}-400.webp 400w`,
      width: 400,
      height: 400,
    });
    expect(await sharp(present(await media.read(`${prefix}.jpg`))).metadata()).toMatchObject({ width: 400, height: 400 });
  });

  it('answers a guest and a client 403, a bad token 401, and reads the cookie like GraphQL', async () => {
    const photo = await jpeg(800, 600);
    expect(await refused(() => upload(photo, { token: null }))).toEqual({ status: 403, body: { code: 'FORBIDDEN', detail: 'Přístup zakázán' } });
    expect(await refused(() => upload(photo, { token: client.token }))).toEqual({ status: 403, body: { code: 'FORBIDDEN', detail: 'Přístup zakázán' } });
    expect(await refused(() => upload(photo, { token: `${pro.token}x` }))).toEqual({
      status: 401,
      body: { code: 'UNAUTHENTICATED', detail: INVALID_TOKEN_MESSAGE },
    });
    expect(await refused(() => upload(photo, { purpose: 'COVER' }))).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect((await upload(photo, { token: null, cookie: pro.token })).statusCode).toBe(201);
  });

  it(`answers 429 once ${PENDING_UPLOADS_MAX} uploads wait to be attached`, async () => {
    seq += 1;
    const busy = await createTestExecutor(t.app, t.database.db, `plny-${seq}@example.cz`, 'Pavel Plný', { services: ['svatebni-fotograf'] });
    const photo = await jpeg(800, 600);
    for (let i = 0; i < PENDING_UPLOADS_MAX - 1; i += 1) {
      await t.database.db
        .insert(mediaUploads)
        .values({ profileId: busy.profileId, purpose: 'WORK', image: `works/${busy.profileId}/x${i}.jpg`, thumbnail: 'x', width: 1, height: 1, bytes: 1 });
    }
    expect((await upload(photo, { token: busy.token })).statusCode).toBe(201);
    expect(await refused(() => upload(photo, { token: busy.token }))).toEqual({
      status: 429,
      body: { code: 'UPLOAD_LIMIT', detail: UPLOAD_ERRORS.UPLOAD_LIMIT },
    });
    // Attached ones do not count.
    await t.database.db.update(mediaUploads).set({ attachedAt: new Date() }).where(eq(mediaUploads.profileId, busy.profileId));
    expect((await upload(photo, { token: busy.token })).statusCode).toBe(201);
  });
});

describe('POST /v1/uploads when the storage fails', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await tempMediaDir('uploads-failing');
    const disk = createDiskMediaStorage(dir);
    // The largest variant cannot be written: the others are, and must be deleted again.
    const failing: MediaStorage = {
      ...disk,
      put: async (key, data, type) => {
        if (key.endsWith('-960.webp')) throw new Error('disk full');
        return disk.put(key, data, type);
      },
    };
    t = await startTestApp('pglite', { media: failing });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('stores nothing half: what was written is deleted and no row is left', async () => {
    const pro = await createTestExecutor(t.app, t.database.db, 'plny-disk@example.cz', 'Dana Disková', { services: ['svatebni-fotograf'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads?purpose=WORK',
      headers: { authorization: `JWT ${pro.token}`, 'content-type': 'image/jpeg' },
      payload: await jpeg(1600, 1200),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', detail: expect.any(String) });
    expect(await listFiles(dir)).toEqual([]);
    const [row] = await t.database.db.select({ n: count() }).from(mediaUploads);
    expect(present(row).n).toBe(0);
  });
});
