import fs from 'node:fs/promises';
import { loadConfig } from '../../config';
import type { MediaStorage } from '../../lib/ports';
import { present } from '../../lib/present';
import { jpeg, tempMediaDir } from '../../testing/media-fixtures';
import { createTestExecutor } from '../../testing/requests-fixtures';
import { type LocalS3, startLocalS3 } from '../../testing/s3-server';
import { startTestApp } from '../../testing/test-app';
import { createDiskMediaStorage, createMediaStorage, createS3MediaStorage } from './media-storage';

/** One contract, two stores: what the API relies on holds on the disk and on an S3-compatible bucket. */
interface Store {
  storage: MediaStorage;
  close(): Promise<void>;
}

const STORES: [string, () => Promise<Store>][] = [
  [
    'the disk',
    async () => {
      const dir = await tempMediaDir('storage');
      return { storage: createDiskMediaStorage(dir), close: () => fs.rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const s3 = await startLocalS3();
      return { storage: createS3MediaStorage(s3.config), close: () => s3.close() };
    },
  ],
];

describe.each(STORES)('the media storage contract on %s', (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store.close();
  });

  it('reads back what was put, byte for byte', async () => {
    const data = await jpeg(300, 200);
    await store.storage.put('works/p1/a.jpg', data, 'image/jpeg');
    expect(await store.storage.exists('works/p1/a.jpg')).toBe(true);
    expect(present(await store.storage.read('works/p1/a.jpg')).equals(data)).toBe(true);
  });

  it('knows nothing of keys never put', async () => {
    expect(await store.storage.exists('works/p1/none.jpg')).toBe(false);
    expect(await store.storage.read('works/p1/none.jpg')).toBeNull();
  });

  it('replaces an object put again', async () => {
    await store.storage.put('works/p1/b.webp', Buffer.from('one'), 'image/webp');
    await store.storage.put('works/p1/b.webp', Buffer.from('two'), 'image/webp');
    expect(present(await store.storage.read('works/p1/b.webp')).toString()).toBe('two');
  });

  it('deletes, and deleting a missing key is no error', async () => {
    await store.storage.put('avatars/p1/c.jpg', Buffer.from('c'), 'image/jpeg');
    await store.storage.delete('avatars/p1/c.jpg');
    expect(await store.storage.exists('avatars/p1/c.jpg')).toBe(false);
    expect(await store.storage.read('avatars/p1/c.jpg')).toBeNull();
    await expect(store.storage.delete('avatars/p1/c.jpg')).resolves.toBeUndefined();
  });

  it('lists every object with its size, sorted by key', async () => {
    await store.storage.put('list/b/2.webp', Buffer.from('22'), 'image/webp');
    await store.storage.put('list/a.jpg', Buffer.from('1'), 'image/jpeg');
    const listed = (await store.storage.list()).filter((o) => o.key.startsWith('list/'));
    expect(listed).toEqual([
      { key: 'list/a.jpg', bytes: 1 },
      { key: 'list/b/2.webp', bytes: 2 },
    ]);
  });

  it('refuses keys that are not plain relative paths', async () => {
    for (const key of ['../escape.jpg', '/etc/passwd', 'works/../../x.jpg', 'Works/Upper.jpg']) {
      await expect(store.storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe media key/);
      await expect(store.storage.delete(key)).rejects.toThrow(/unsafe media key/);
    }
  });
});

describe('the API on an S3 bucket', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('is chosen by MEDIA_S3_BUCKET, with eu-central-1 and virtual-host style by default', () => {
    expect(loadConfig({}).mediaS3).toBeUndefined();
    expect(loadConfig({ MEDIA_S3_BUCKET: 'b' }).mediaS3).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'eu-central-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('stores uploads in the bucket and serves them at /media/', async () => {
    const env = {
      MEDIA_S3_BUCKET: s3.config.bucket,
      MEDIA_S3_ENDPOINT: present(s3.config.endpoint),
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_FORCE_PATH_STYLE: '1',
    };
    const media = createMediaStorage(loadConfig(env));
    const t = await startTestApp('pglite', { media, env });
    try {
      const pro = await createTestExecutor(t.app, t.database.db, 's3-profik@example.cz', 'Simona Sklepová', { services: ['portretni-fotograf'] });
      const upload = await t.app.inject({
        method: 'POST',
        url: '/v1/uploads?purpose=WORK',
        headers: { authorization: `JWT ${pro.token}`, 'content-type': 'image/jpeg' },
        payload: await jpeg(1200, 900),
      });
      expect(upload.statusCode).toBe(201);
      const { image } = upload.json() as { image: { src: string } };
      // Straight from the bucket, not from a disk folder.
      const inBucket = createS3MediaStorage(s3.config);
      expect(await inBucket.exists(image.src.replace('/media/', ''))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: image.src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(present(await inBucket.read(image.src.replace('/media/', ''))))).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/media/works/none.jpg' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
