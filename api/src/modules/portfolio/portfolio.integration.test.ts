import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_ERRORS, UPLOAD_MAX_FILES, WORK_MAX_BYTES } from '@zaber/shared/media/constants';
import type { VideoRef } from '@zaber/shared/media/video-url';
import { PROFILE_ERRORS } from '@zaber/shared/profiles/schema';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaUploads, profileCategories, profiles, works } from '../../db/schema';
import type { MediaStorage, VideoLookup } from '../../lib/ports';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { jpeg, listFiles, tempMediaDir } from '../../testing/media-fixtures';
import { categoryId, createTestExecutor } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { createDiskMediaStorage } from '../media/media-storage';

type Login = { token: string; profileId: string; userId: string };
type WorkData = {
  id: string;
  type: 'PHOTO' | 'VIDEO';
  title: string;
  category: { slug: string };
  image: { src: string; thumbnail: string; srcSet: string | null; width: number | null; height: number | null; alt: string } | null;
  videoUrl: string | null;
  videoEmbedUrl: string | null;
};

const WORK_FIELDS = 'id type title category { slug } image { src thumbnail srcSet width height alt } videoUrl videoEmbedUrl';
const ADD_WORKS = `mutation AddWorks($input: AddWorksInput!) { addWorks(input: $input) { ${WORK_FIELDS} } }`;
const UPLOAD_WORKS = `mutation UploadWorks($input: UploadWorksInput!, $files: [Upload!]!) { uploadWorks(input: $input, files: $files) { ${WORK_FIELDS} } }`;
const ADD_VIDEO = `mutation AddVideoWork($input: AddVideoWorkInput!) { addVideoWork(input: $input) { ${WORK_FIELDS} } }`;
const DELETE_WORK = `mutation DeleteWork($id: ID!) { deleteWork(id: $id) { ok } }`;
const REORDER = `mutation ReorderWorks($input: ReorderWorksInput!) { reorderWorks(input: $input) { id } }`;
const SET_AVATAR = `mutation SetAvatar($uploadId: ID!) { setAvatar(uploadId: $uploadId) { id avatar } }`;
const PROFILE_WORKS = `query Works($username: String!, $categorySlug: String) { publicProfile(username: $username) { works(categorySlug: $categorySlug) { id image { srcSet width height } } } }`;

/** What the fake provider answers per video id; unknown ids are "found" with a preview. */
const videoAnswers = new Map<string, VideoLookup>();
const fakeVideoInfo = {
  async lookup(ref: VideoRef): Promise<VideoLookup> {
    return (
      videoAnswers.get(ref.id) ?? {
        kind: 'found',
        title: 'Svatba na zámku',
        thumbnailUrl: `https://i.ytimg.com/vi/${ref.id}/hqdefault.jpg`,
        thumbnailWidth: 480,
        thumbnailHeight: 360,
      }
    );
  },
};

describe.each(ENGINES)('the portfolio on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  let media: MediaStorage;
  let pro: Login;
  let other: Login;
  let client: Login;
  let seq = 0;

  beforeAll(async () => {
    dir = await tempMediaDir('portfolio');
    media = createDiskMediaStorage(dir);
    t = await startTestApp(engine, { media, videoInfo: fakeVideoInfo });
    pro = await createTestExecutor(t.app, t.database.db, 'portfolio@example.cz', 'Jana Portfoliová', { services: ['svatebni-fotograf', 'svatebni-kameraman'] });
    // A service being prepared: works may be added before it goes public.
    await t.database.db
      .insert(profileCategories)
      .values({ profileId: pro.profileId, categoryId: await categoryId(t.database.db, 'realitni-fotograf'), active: false });
    other = await createTestExecutor(t.app, t.database.db, 'jiny-profik@example.cz', 'Ota Jiný', { services: ['svatebni-fotograf'] });
    client = await signUpAndLogin(t.app, 'portfolio-klient@example.cz', 0, 'Karla Klientová');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function uploadPhoto(who: Login = pro, purpose: 'WORK' | 'AVATAR' = 'WORK', size: [number, number] = [1600, 1200]): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/uploads?purpose=${purpose}`,
      headers: { authorization: `JWT ${who.token}`, 'content-type': 'image/jpeg' },
      payload: await jpeg(...size),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return (response.json() as { id: string }).id;
  }

  const addWorks = (uploadIds: string[], categorySlug = 'svatebni-fotograf', who: Login | null = pro) =>
    graphql<{ addWorks: WorkData[] }>(t.app, ADD_WORKS, { input: { categorySlug, uploadIds } }, who ? { token: who.token } : {});

  async function state(profileId = pro.profileId) {
    const db = t.database.db;
    const [workRows] = await db.select({ n: count() }).from(works).where(eq(works.profileId, profileId));
    const [pending] = await db
      .select({ n: count() })
      .from(mediaUploads)
      .where(and(eq(mediaUploads.profileId, profileId), isNull(mediaUploads.attachedAt)));
    const [uploads] = await db.select({ n: count() }).from(mediaUploads).where(eq(mediaUploads.profileId, profileId));
    return { works: present(workRows).n, pending: present(pending).n, uploads: present(uploads).n, files: await listFiles(dir) };
  }

  /** A refusal: the expected error, and nothing written (rows, attachments, objects). */
  async function refused<T>(run: () => Promise<GraphqlResult<T>>, profileId = pro.profileId) {
    const before = await state(profileId);
    const result = await run();
    expect(result.data).toBeNull();
    expect(await state(profileId)).toEqual(before);
    return present(present(result.errors)[0]);
  }

  async function multipart(query: string, variables: Record<string, unknown>, files: { name: string; data: Buffer }[], token = pro.token) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { ...variables, files: files.map(() => null) } }));
    form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
    for (const [i, file] of files.entries()) form.append(String(i), new Blob([new Uint8Array(file.data)], { type: 'image/jpeg' }), file.name);
    const request = new Request('http://zaber.test/graphql', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `JWT ${token}`, 'content-type': present(request.headers.get('content-type')) },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { status: response.statusCode, ...(response.json() as { data?: { uploadWorks: WorkData[] } | null; errors?: GraphqlResult['errors'] }) };
  }

  it('attaches uploads as photos of a service, appended after its last work, with srcset and size', async () => {
    const first = await addWorks([await uploadPhoto(), await uploadPhoto(pro, 'WORK', [900, 1200])]);
    expect(first.errors).toBeUndefined();
    const [a, b] = present(first.data).addWorks;
    expect(a).toMatchObject({ type: 'PHOTO', title: 'Svatební fotografie', category: { slug: 'svatebni-fotograf' }, videoUrl: null });
    expect(present(a).image).toEqual({
      src: expect.stringMatching(new RegExp(`^/media/works/${pro.profileId}/[0-9a-f-]{36}\\.jpg$`)),
      thumbnail: expect.stringMatching(/-thumb\.jpg$/),
      srcSet: expect.stringMatching(/-480\.webp 480w, \/media\/works\/.+-960\.webp 960w$/),
      width: 1600,
      height: 1200,
      alt: 'Svatební fotografie – Jana Portfoliová',
    });
    expect(present(b).image).toMatchObject({ width: 900, height: 1200 });
    const second = await addWorks([await uploadPhoto()]);
    const rows = await t.database.db.select({ id: works.id, sort: works.sort }).from(works).where(eq(works.profileId, pro.profileId)).orderBy(asc(works.sort));
    expect(rows.map((r) => String(r.id))).toEqual([present(a).id, present(b).id, present(present(second.data).addWorks[0]).id]);
    expect(rows.map((r) => r.sort)).toEqual([0, 1, 2]);
    expect((await state()).pending).toBe(0);

    // The service being prepared (inactive) takes works too.
    const inactive = await addWorks([await uploadPhoto()], 'realitni-fotograf');
    expect(present(present(inactive.data).addWorks[0]).category.slug).toBe('realitni-fotograf');
  });

  it('refuses the whole call when one id is not the viewer’s unattached WORK upload', async () => {
    const mine = [await uploadPhoto(), await uploadPhoto()];
    const theirs = await uploadPhoto(other);
    const avatar = await uploadPhoto(pro, 'AVATAR', [400, 400]);
    for (const bad of [theirs, avatar, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const error = await refused(() => addWorks([...mine, bad]));
      expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { uploadIds: UPLOAD_ERRORS.INVALID_FILES } });
    }
    // The same id twice, or one attached already.
    expect((await refused(() => addWorks([present(mine[0]), present(mine[0])]))).extensions?.fieldErrors).toEqual({ uploadIds: UPLOAD_ERRORS.INVALID_FILES });
    await addWorks([present(mine[0])]);
    expect((await refused(() => addWorks([present(mine[0]), present(mine[1])]))).extensions?.fieldErrors).toEqual({ uploadIds: UPLOAD_ERRORS.INVALID_FILES });
  });

  it(`refuses more than ${UPLOAD_MAX_FILES} files at once and works over the profile's limit with UPLOAD_LIMIT`, async () => {
    seq += 1;
    const busy = await createTestExecutor(t.app, t.database.db, `limit-${seq}@example.cz`, 'Lída Limitová', { services: ['svatebni-fotograf'] });
    const ids = await Promise.all(Array.from({ length: UPLOAD_MAX_FILES + 1 }, () => uploadPhoto(busy, 'WORK', [500, 500])));
    const tooMany = await refused(() => addWorks(ids, 'svatebni-fotograf', busy), busy.profileId);
    expect(tooMany).toMatchObject({
      message: UPLOAD_ERRORS.UPLOAD_LIMIT,
      extensions: { code: 'UPLOAD_LIMIT', fieldErrors: { uploadIds: UPLOAD_ERRORS.tooManyFiles() } },
    });

    await t.database.db.update(profiles).set({ worksMaxCount: 3 }).where(eq(profiles.id, busy.profileId));
    expect(present((await addWorks(ids.slice(0, 2), 'svatebni-fotograf', busy)).data).addWorks).toHaveLength(2);
    const full = await refused(() => addWorks(ids.slice(2, 4), 'svatebni-fotograf', busy), busy.profileId);
    expect(full).toMatchObject({ message: UPLOAD_ERRORS.worksMax(3), extensions: { code: 'UPLOAD_LIMIT' } });
    expect(present((await addWorks(ids.slice(2, 3), 'svatebni-fotograf', busy)).data).addWorks).toHaveLength(1);
  });

  it('attaches each upload once and keeps the works limit when two calls race', async () => {
    seq += 1;
    const racer = await createTestExecutor(t.app, t.database.db, `zavod-${seq}@example.cz`, 'Radek Závodník', { services: ['svatebni-fotograf'] });
    const ids = await Promise.all(Array.from({ length: 4 }, () => uploadPhoto(racer, 'WORK', [500, 500])));
    const same = await Promise.all([addWorks(ids.slice(0, 2), 'svatebni-fotograf', racer), addWorks(ids.slice(0, 2), 'svatebni-fotograf', racer)]);
    expect(same.filter((r) => r.data).length).toBe(1);
    expect(present(present(present(same.find((r) => r.errors)).errors)[0]).extensions?.fieldErrors).toEqual({ uploadIds: UPLOAD_ERRORS.INVALID_FILES });

    await t.database.db.update(profiles).set({ worksMaxCount: 3 }).where(eq(profiles.id, racer.profileId));
    const rest = await Promise.all([addWorks([present(ids[2])], 'svatebni-fotograf', racer), addWorks([present(ids[3])], 'svatebni-fotograf', racer)]);
    expect(rest.filter((r) => r.data).length).toBe(1);
    expect(present(present(present(rest.find((r) => r.errors)).errors)[0]).extensions?.code).toBe('UPLOAD_LIMIT');
    expect((await state(racer.profileId)).works).toBe(3);
  });

  it('needs a service of the viewer’s that takes photos, and a professional', async () => {
    const id = await uploadPhoto();
    expect((await refused(() => addWorks([id], 'portretni-fotograf'))).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { categorySlug: PROFILE_ERRORS.NO_CATEGORY },
    });
    expect((await refused(() => addWorks([id], 'svatebni-kameraman'))).extensions?.fieldErrors).toEqual({ categorySlug: PROFILE_ERRORS.PHOTOS_NOT_ALLOWED });
    expect((await refused(() => addWorks([id], 'svatebni-fotograf', client))).extensions?.code).toBe('FORBIDDEN');
    expect((await refused(() => addWorks([id], 'svatebni-fotograf', null))).extensions?.code).toBe('FORBIDDEN');
  });

  it('uploadWorks stores and attaches several photos in one multipart request', async () => {
    const before = await state();
    const result = await multipart(UPLOAD_WORKS, { input: { categorySlug: 'svatebni-fotograf' } }, [
      { name: 'prvni.jpg', data: await jpeg(1600, 1200, { gps: true }) },
      { name: 'druha.jpg', data: await jpeg(1200, 1600) },
    ]);
    expect(result.errors).toBeUndefined();
    const added = present(result.data).uploadWorks;
    expect(added.map((w) => [present(w.image).width, present(w.image).height])).toEqual([
      [1600, 1200],
      [900, 1200],
    ]);
    const key = present(present(added[0]).image).src.replace('/media/', '');
    expect((await sharp(present(await media.read(key))).metadata()).exif).toBeUndefined();
    const after = await state();
    expect(after.works).toBe(before.works + 2);
    expect(after.pending).toBe(before.pending);
    expect(after.uploads).toBe(before.uploads + 2);
  });

  it('uploadWorks is all or none: one bad file names itself and nothing is stored', async () => {
    const before = await state();
    const result = await multipart(UPLOAD_WORKS, { input: { categorySlug: 'svatebni-fotograf' } }, [
      { name: 'dobra.jpg', data: await jpeg(1600, 1200) },
      { name: 'text.jpg', data: Buffer.from('tohle není fotka') },
      { name: 'dalsi.jpg', data: await jpeg(800, 600) },
    ]);
    expect(result.data).toBeNull();
    expect(present(present(result.errors)[0]).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { files: `${UPLOAD_ERRORS.INVALID_FILES} text.jpg: ${UPLOAD_ERRORS.NOT_AN_IMAGE}` },
    });
    expect(await state()).toEqual(before);

    const tooMany = await multipart(
      UPLOAD_WORKS,
      { input: { categorySlug: 'svatebni-fotograf' } },
      Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({ name: `${i}.jpg`, data: Buffer.from('x') })),
    );
    expect(present(tooMany.errors)[0]).toMatchObject({ message: UPLOAD_ERRORS.tooManyFiles(), extensions: { code: 'UPLOAD_LIMIT' } });
    expect(await state()).toEqual(before);
    const tooLarge = await multipart(UPLOAD_WORKS, { input: { categorySlug: 'svatebni-fotograf' } }, [
      { name: 'velka.jpg', data: Buffer.alloc(WORK_MAX_BYTES + 1) },
    ]);
    expect(tooLarge.status).toBe(413);
    expect(present(tooLarge.errors)[0]).toMatchObject({ message: UPLOAD_ERRORS.workTooBig(), extensions: { code: 'FILE_TOO_LARGE' } });
    expect(await state()).toEqual(before);
    const wrongService = await multipart(UPLOAD_WORKS, { input: { categorySlug: 'svatebni-kameraman' } }, [{ name: 'a.jpg', data: await jpeg(800, 600) }]);
    expect(present(present(wrongService.errors)[0]).extensions?.fieldErrors).toEqual({ categorySlug: PROFILE_ERRORS.PHOTOS_NOT_ALLOWED });
    expect(await state()).toEqual(before);
  });

  describe('videos', () => {
    const addVideo = (url: string, categorySlug = 'svatebni-kameraman', title: string | null = null) =>
      graphql<{ addVideoWork: WorkData }>(t.app, ADD_VIDEO, { input: { categorySlug, url, title } }, { token: pro.token });

    it('adds a YouTube video with the provider’s preview and title', async () => {
      const result = await addVideo('https://youtu.be/dQw4w9WgXcQ');
      expect(present(result.data).addVideoWork).toMatchObject({
        type: 'VIDEO',
        title: 'Svatba na zámku',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        image: { src: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', srcSet: null, width: 480, height: 360 },
      });
    });

    it('accepts links by their form when the provider cannot be reached', async () => {
      videoAnswers.set('aaaaaaaaaaa', { kind: 'unavailable' });
      videoAnswers.set('76979871', { kind: 'unavailable' });
      const youtube = await addVideo('https://www.youtube.com/watch?v=aaaaaaaaaaa&t=10', 'svatebni-kameraman', 'Můj klip');
      expect(present(youtube.data).addVideoWork).toMatchObject({ title: 'Můj klip', image: { src: 'https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg' } });

      const vimeo = await addVideo('https://vimeo.com/76979871');
      const work = present(vimeo.data).addVideoWork;
      expect(work).toMatchObject({ title: 'Svatební video', videoUrl: 'https://vimeo.com/76979871', videoEmbedUrl: 'https://player.vimeo.com/video/76979871' });
      // A preview rendered here, stored in the profile's works folder with its variants.
      expect(present(work.image).src).toMatch(new RegExp(`^/media/works/${pro.profileId}/.+\\.jpg$`));
      expect(present(work.image).srcSet).toMatch(/480w/);
      expect(await media.exists(present(work.image).src.replace('/media/', ''))).toBe(true);
    });

    it('refuses other links, videos the provider does not know, and photo-only services', async () => {
      const other = await refused(() => addVideo('https://example.com/video.mp4'));
      expect(other.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { url: PROFILE_ERRORS.VIDEO_URL } });
      videoAnswers.set('bbbbbbbbbbb', { kind: 'not-found' });
      expect((await refused(() => addVideo('https://youtu.be/bbbbbbbbbbb'))).extensions?.fieldErrors).toEqual({ url: PROFILE_ERRORS.VIDEO_NOT_FOUND });
      expect((await refused(() => addVideo('https://youtu.be/ccccccccccc', 'svatebni-fotograf'))).extensions?.fieldErrors).toEqual({
        categorySlug: PROFILE_ERRORS.VIDEOS_NOT_ALLOWED,
      });
    });
  });

  it('deletes only the owner’s works, with their objects, never shared demo images', async () => {
    const [work] = present((await addWorks([await uploadPhoto()])).data).addWorks;
    const keys = (await listFiles(dir)).filter((f) => f.includes(present(present(present(work).image).src.split('/').pop()).replace('.jpg', '')));
    expect(keys).toHaveLength(4);

    const theirs = await graphql(t.app, DELETE_WORK, { id: present(work).id }, { token: other.token });
    expect(present(theirs.errors)[0]).toMatchObject({ message: 'Práce nenalezena.', extensions: { code: 'NOT_FOUND' } });
    expect(present(present((await graphql(t.app, DELETE_WORK, { id: '999999' }, { token: pro.token })).errors)[0]).extensions?.code).toBe('NOT_FOUND');
    expect(present(present((await graphql(t.app, DELETE_WORK, { id: 'abc' }, { token: pro.token })).errors)[0]).extensions?.code).toBe('NOT_FOUND');

    expect((await graphql(t.app, DELETE_WORK, { id: present(work).id }, { token: pro.token })).data).toEqual({ deleteWork: { ok: true } });
    const files = await listFiles(dir);
    for (const key of keys) expect(files).not.toContain(key);
    expect(
      await t.database.db
        .select()
        .from(works)
        .where(eq(works.id, Number(present(work).id))),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(mediaUploads)
        .where(eq(mediaUploads.image, present(keys.find((k) => k.endsWith('.jpg') && !k.includes('thumb'))))),
    ).toEqual([]);

    // A demo work points at pooled images other profiles share.
    await media.put('demo/pool/sdileny-1.jpg', await jpeg(800, 600), 'image/jpeg');
    const [demo] = await t.database.db
      .insert(works)
      .values({
        profileId: pro.profileId,
        categoryId: await categoryId(t.database.db, 'svatebni-fotograf'),
        type: 'PHOTO',
        title: 'Ukázka',
        image: 'demo/pool/sdileny-1.jpg',
        thumbnail: 'demo/pool/sdileny-1.jpg',
        sort: 99,
      })
      .returning();
    expect((await graphql(t.app, DELETE_WORK, { id: String(present(demo).id) }, { token: pro.token })).data).toEqual({ deleteWork: { ok: true } });
    expect(await media.exists('demo/pool/sdileny-1.jpg')).toBe(true);
  });

  it('reorders exactly the works of one service', async () => {
    seq += 1;
    const owner = await createTestExecutor(t.app, t.database.db, `poradi-${seq}@example.cz`, 'Petra Pořadová', { services: ['svatebni-fotograf'] });
    const ids = present(
      (await addWorks([await uploadPhoto(owner), await uploadPhoto(owner), await uploadPhoto(owner)], 'svatebni-fotograf', owner)).data,
    ).addWorks.map((w) => w.id);
    const reorder = (workIds: string[], who: Login = owner, categorySlug = 'svatebni-fotograf') =>
      graphql<{ reorderWorks: { id: string }[] }>(t.app, REORDER, { input: { categorySlug, workIds } }, { token: who.token });
    const strangers = present((await addWorks([await uploadPhoto()])).data).addWorks.map((w) => w.id);
    for (const wrong of [
      ids.slice(0, 2),
      [...ids, present(ids[0])],
      [present(ids[0]), present(ids[1]), present(strangers[0])],
      [...ids, present(strangers[0])],
    ]) {
      expect(present(present((await reorder(wrong)).errors)[0]).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: { workIds: PROFILE_ERRORS.WORK_ORDER },
      });
    }
    expect(present(present((await reorder(ids, other)).errors)[0]).extensions?.fieldErrors).toEqual({ workIds: PROFILE_ERRORS.WORK_ORDER });
    const wanted = [present(ids[2]), present(ids[0]), present(ids[1])];
    expect(present((await reorder(wanted)).data).reorderWorks.map((w) => w.id)).toEqual(wanted);
    const username = present((await t.database.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, owner.profileId)))[0]).username;
    const shown = await graphql<{ publicProfile: { works: { id: string }[] } }>(
      t.app,
      PROFILE_WORKS,
      { username, categorySlug: 'svatebni-fotograf' },
      { token: owner.token },
    );
    expect(present(shown.data).publicProfile.works.map((w) => w.id)).toEqual(wanted);
    const sorts = await t.database.db.select({ sort: works.sort }).from(works).where(eq(works.profileId, owner.profileId)).orderBy(asc(works.sort));
    expect(sorts.map((s) => s.sort)).toEqual([0, 1, 2]);
  });

  it('sets the avatar from an AVATAR upload and deletes the replaced one’s objects', async () => {
    const first = await uploadPhoto(pro, 'AVATAR', [640, 480]);
    const set = await graphql<{ setAvatar: { id: string; avatar: string } }>(t.app, SET_AVATAR, { uploadId: first }, { token: pro.token });
    expect(set.errors).toBeUndefined();
    expect(present(set.data).setAvatar.avatar).toBe(`/media/avatars/${pro.profileId}/${first}.jpg`);
    const folder = path.join(dir, 'avatars', pro.profileId);
    expect((await listFiles(folder)).filter((f) => f.startsWith(first))).toHaveLength(3);

    const second = await uploadPhoto(pro, 'AVATAR', [500, 800]);
    const replaced = await graphql<{ setAvatar: { avatar: string } }>(t.app, SET_AVATAR, { uploadId: second }, { token: pro.token });
    expect(present(replaced.data).setAvatar.avatar).toBe(`/media/avatars/${pro.profileId}/${second}.jpg`);
    const left = await listFiles(folder);
    expect(left.filter((f) => f.startsWith(first))).toEqual([]);
    expect(left.filter((f) => f.startsWith(second))).toHaveLength(3);
    expect(await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, first))).toEqual([]);

    // Refusals: a WORK upload, someone else's avatar, an attached one.
    const work = await uploadPhoto();
    const theirs = await uploadPhoto(other, 'AVATAR', [400, 400]);
    for (const bad of [work, theirs, second]) {
      const error = await refused(() => graphql(t.app, SET_AVATAR, { uploadId: bad }, { token: pro.token }));
      expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { uploadId: UPLOAD_ERRORS.INVALID_FILES } });
    }

    // A demo avatar (shared folder) is never deleted when replaced.
    await media.put('demo/avatars/ota-jiny.jpg', await jpeg(400, 400), 'image/jpeg');
    await t.database.db.update(profiles).set({ avatar: '/media/demo/avatars/ota-jiny.jpg' }).where(eq(profiles.id, other.profileId));
    const own = await uploadPhoto(other, 'AVATAR', [400, 400]);
    expect((await graphql(t.app, SET_AVATAR, { uploadId: own }, { token: other.token })).errors).toBeUndefined();
    expect(await fs.stat(path.join(dir, 'demo/avatars/ota-jiny.jpg'))).toBeTruthy();
  });

  it('shows srcset and size on the public profile', async () => {
    const username = present((await t.database.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, pro.profileId)))[0]).username;
    const shown = await graphql<{ publicProfile: { works: { image: { srcSet: string | null; width: number | null } | null }[] } }>(t.app, PROFILE_WORKS, {
      username,
      categorySlug: 'svatebni-fotograf',
    });
    expect(present(shown.data).publicProfile.works.length).toBeGreaterThan(0);
    expect(present(present(shown.data).publicProfile.works[0]).image).toMatchObject({ srcSet: expect.stringMatching(/^\/media\/works\/.+ 480w/), width: 1600 });
  });
});
