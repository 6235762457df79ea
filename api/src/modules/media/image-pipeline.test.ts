import { MAX_INPUT_PIXELS, UPLOAD_ERRORS, WORK_MAX_BYTES } from '@zaber/shared/media/constants';
import sharp from 'sharp';
import { present } from '../../lib/present';
import { jpeg, png, pngBomb } from '../../testing/media-fixtures';
import { fitWorkBox, processImage, variantWidths } from './image-pipeline';
import { ImageError } from './media-errors';

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the file was accepted');
}

/** The RGB of one pixel. */
async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [present(data[i]), present(data[i + 1]), present(data[i + 2])];
}

describe('the media pipeline', () => {
  it('turns a phone photo upright, strips EXIF with GPS and XMP, fits it to 1900×1200 and makes WebP variants', async () => {
    // 3000×2000 as stored, EXIF orientation 6 (turn 90° clockwise): 2000×3000 upright.
    const original = await sharp(await jpeg(3000, 2000, { orientation: 6, gps: true }))
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .keepExif()
      .jpeg()
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();

    const result = await processImage(original, 'WORK');
    expect({ width: result.width, height: result.height }).toEqual({ width: 800, height: 1200 });
    const main = await sharp(result.main).metadata();
    expect(main).toMatchObject({ format: 'jpeg', width: 800, height: 1200, space: 'srgb' });
    expect(main.exif).toBeUndefined();
    expect(main.xmp).toBeUndefined();
    expect(main.iptc).toBeUndefined();
    expect(main.orientation).toBeUndefined();
    // The green corner was top-left as stored; turned clockwise it is top-right.
    const [r, g, b] = await pixel(result.main, 795, 5);
    expect(g).toBeGreaterThan(200);
    expect(r + b).toBeLessThan(80);

    const thumbnail = await sharp(present(result.thumbnail)).metadata();
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
    expect(thumbnail.exif).toBeUndefined();
    expect(result.webp.map((v) => v.width)).toEqual([480]);
    const webp = await sharp(present(result.webp[0]).data).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 480, height: 720 });
    expect(webp.exif).toBeUndefined();
  });

  it('never enlarges a work and offers every standard width that fits', async () => {
    const large = await processImage(await jpeg(4000, 3000), 'WORK');
    expect([large.width, large.height]).toEqual([1600, 1200]);
    expect(large.webp.map((v) => v.width)).toEqual([480, 960]);
    const small = await processImage(await jpeg(450, 420), 'WORK');
    expect([small.width, small.height]).toEqual([450, 420]);
    expect(small.webp.map((v) => v.width)).toEqual([450]);
    expect(variantWidths(1900)).toEqual([480, 960, 1900]);
    expect(fitWorkBox(3800, 1200)).toEqual({ width: 1900, height: 600 });
  });

  it('judges files by content: text is not an image, a PNG is one whatever it is called', async () => {
    expect(await refusal(processImage(Buffer.from('Tohle je jen text, žádná fotka.\n'.repeat(20)), 'WORK'))).toEqual({
      code: 'NOT_AN_IMAGE',
      message: UPLOAD_ERRORS.NOT_AN_IMAGE,
    });
    const gif = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await refusal(processImage(gif, 'WORK'))).code).toBe('NOT_AN_IMAGE');
    // Transparent PNGs are flattened onto white JPEGs.
    const fromPng = await processImage(await png(800, 600), 'WORK');
    expect(await sharp(fromPng.main).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600, hasAlpha: false });
    const webpInput = await sharp(await jpeg(900, 600))
      .webp()
      .toBuffer();
    expect((await processImage(webpInput, 'WORK')).width).toBe(900);
  });

  it('refuses a truncated JPEG as damaged', async () => {
    const whole = await jpeg(1200, 900);
    expect(await refusal(processImage(whole.subarray(0, Math.floor(whole.length * 0.6)), 'WORK'))).toEqual({
      code: 'DAMAGED',
      message: UPLOAD_ERRORS.DAMAGED,
    });
  });

  it('refuses a decompression bomb from its header, fast, without decoding it', async () => {
    const bomb = await pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const started = Date.now();
    expect(await refusal(processImage(bomb, 'WORK'))).toEqual({ code: 'TOO_MANY_PIXELS', message: UPLOAD_ERRORS.TOO_MANY_PIXELS });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses empty, oversized and too small files', async () => {
    expect(await refusal(processImage(Buffer.alloc(0), 'WORK'))).toEqual({ code: 'EMPTY', message: UPLOAD_ERRORS.EMPTY });
    expect(await refusal(processImage(Buffer.alloc(WORK_MAX_BYTES + 1), 'WORK'))).toEqual({
      code: 'FILE_TOO_LARGE',
      message: UPLOAD_ERRORS.workTooBig(),
    });
    expect(await refusal(processImage(await jpeg(300, 800), 'WORK'))).toEqual({ code: 'WORK_TOO_SMALL', message: UPLOAD_ERRORS.WORK_TOO_SMALL });
  });

  it('makes avatars square at 400 px from at least 200 px', async () => {
    expect(await refusal(processImage(await jpeg(100, 150), 'AVATAR'))).toEqual({ code: 'AVATAR_QUALITY', message: UPLOAD_ERRORS.AVATAR_QUALITY });
    const avatar = await processImage(await jpeg(640, 480, { gps: true }), 'AVATAR');
    expect([avatar.width, avatar.height]).toEqual([400, 400]);
    const main = await sharp(avatar.main).metadata();
    expect(main).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(main.exif).toBeUndefined();
    expect(avatar.thumbnail).toBeNull();
    expect(await Promise.all(avatar.webp.map(async (v) => [v.width, (await sharp(v.data).metadata()).height]))).toEqual([
      [200, 200],
      [400, 400],
    ]);
  });
});
