import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createDiskMediaStorage } from '../modules/media/media-storage';
import { listFiles, tempMediaDir } from '../testing/media-fixtures';
import { demoPhoto } from './demo-images';

describe('demo photos', () => {
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
});
