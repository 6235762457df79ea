import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createDiskMediaStorage } from '../modules/media/media-storage';
import { listFiles, tempMediaDir } from '../testing/media-fixtures';
import { demoAvatar, demoPhoto } from './demo-images';

describe('demo photos', () => {
  let cacheDir: string;
  beforeAll(async () => {
    // A render cache of this file alone: what it holds is what these tests put there.
    cacheDir = await tempMediaDir('demo-render-cache');
    process.env.ZABER_DEMO_MEDIA_CACHE = cacheDir;
  });
  afterAll(async () => {
    delete process.env.ZABER_DEMO_MEDIA_CACHE;
    await fs.rm(cacheDir, { recursive: true, force: true });
  });

  it('go through the upload renderer: JPEG, thumbnail and WebP variants under stable keys, rendered once', async () => {
    const dir = await tempMediaDir('demo-images');
    const media = createDiskMediaStorage(dir);
    const photo = await demoPhoto(media, 'demo/pool/test-1', 'Svatba', 'Ukázka', 120, 3);
    expect(photo).toEqual({
      image: 'demo/pool/test-1.jpg',
      thumbnail: 'demo/pool/test-1-thumb.jpg',
      srcset: 'demo/pool/test-1-480.webp 480, demo/pool/test-1-960.webp 960, demo/pool/test-1-1900.webp 1900',
      width: 1900,
      height: 1200,
    });
    expect(await listFiles(dir)).toEqual(
      ['test-1-1900.webp', 'test-1-480.webp', 'test-1-960.webp', 'test-1-thumb.jpg', 'test-1.jpg'].map((f) => path.join('demo', 'pool', f)).sort(),
    );
    expect(await sharp(path.join(dir, 'demo/pool/test-1-960.webp')).metadata()).toMatchObject({ format: 'webp', width: 960 });
    expect(await sharp(path.join(dir, 'demo/pool/test-1.jpg')).metadata()).toMatchObject({ format: 'jpeg', width: 1900, height: 1200 });

    // A second start renders nothing.
    const written = (await fs.stat(path.join(dir, 'demo/pool/test-1.jpg'))).mtimeMs;
    expect(await demoPhoto(media, 'demo/pool/test-1', 'Svatba', 'Ukázka', 120, 3)).toEqual(photo);
    expect((await fs.stat(path.join(dir, 'demo/pool/test-1.jpg'))).mtimeMs).toBe(written);

    // A folder from before the WebP variants gets them on the next start.
    await fs.rm(path.join(dir, 'demo/pool/test-1-480.webp'));
    await demoPhoto(media, 'demo/pool/test-1', 'Svatba', 'Ukázka', 120, 3);
    expect(await media.exists('demo/pool/test-1-480.webp')).toBe(true);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('are rendered once per artwork: another storage copies them from the render cache', async () => {
    const first = createDiskMediaStorage(await tempMediaDir('demo-images-a'));
    const second = createDiskMediaStorage(await tempMediaDir('demo-images-b'));
    const entries = async () => (await listFiles(cacheDir)).filter((f) => f.endsWith(`${path.sep}x.jpg`));
    const before = await entries();
    const photo = await demoPhoto(first, 'demo/pool/cached-1', 'Portrét', 'Ukázka', 40, 5);
    const added = (await entries()).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    // What the second storage gets is the cache's bytes (marked here), not a render of its own.
    const [cachedJpeg] = added;
    const marked = Buffer.concat([(await first.read('demo/pool/cached-1.jpg')) as Buffer, Buffer.from('cache')]);
    await fs.writeFile(path.join(cacheDir, cachedJpeg as string), marked);
    expect(await demoPhoto(second, 'demo/pool/cached-1', 'Portrét', 'Ukázka', 40, 5)).toEqual(photo);
    expect(await second.read('demo/pool/cached-1.jpg')).toEqual(marked);
    expect(await second.read('demo/pool/cached-1-960.webp')).toEqual(await first.read('demo/pool/cached-1-960.webp'));
    // Other artwork is another entry.
    await demoPhoto(second, 'demo/pool/cached-2', 'Portrét', 'Ukázka', 41, 5);
    expect(await entries()).toHaveLength(before.length + 2);

    const avatar = await demoAvatar(first, 'demo/avatars/jana', 'Jana Nová', 200);
    expect(await demoAvatar(second, 'demo/avatars/jana', 'Jana Nová', 200)).toBe(avatar);
    expect(await second.read(avatar)).toEqual(await first.read(avatar));
  });
});
