import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOnce } from '../lib/load-once';
import type { MediaStorage } from '../lib/ports';
import { fitWorkBox, loadSharp, renderWork, variantWidths } from '../modules/media/image-pipeline';
import { imageKeys, storeImage } from '../modules/media/image-store';
import { createDiskMediaStorage } from '../modules/media/media-storage';

/** A demo photo's columns in `works` (keys of the media storage, WebP variants, size). */
export interface StoredImage {
  image: string;
  thumbnail: string;
  srcset: string | null;
  width: number;
  height: number;
}

/** Demo artwork is drawn at the work box's size; the pipeline fits it (DESIGN.md §4). */
const FULL = { width: 1900, height: 1200 };

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function artwork(title: string, subtitle: string, hue: number, variant: number, size: { width: number; height: number }): string {
  const { width, height } = size;
  const shapes = Array.from({ length: 5 }, (_, i) => {
    const cx = ((variant * 37 + i * 211) % 100) / 100;
    const cy = ((variant * 53 + i * 97) % 100) / 100;
    const r = 0.08 + (((variant + i) * 17) % 20) / 100;
    return `<circle cx="${Math.round(cx * width)}" cy="${Math.round(cy * height)}" r="${Math.round(r * height)}" fill="hsl(${(hue + i * 25) % 360},70%,80%)" fill-opacity="0.18"/>`;
  }).join('');
  const fontSize = Math.round(height / 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},55%,58%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},50%,24%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}
<rect x="0" y="${Math.round(height * 0.72)}" width="100%" height="${Math.round(height * 0.28)}" fill="#000" fill-opacity="0.28"/>
<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.84)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(title)}</text>
<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.84 + fontSize * 1.1)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(fontSize * 0.55)}" fill="#fff" fill-opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
}

/**
 * Rendered demo images by the hash of their artwork and of the renderer (the pipeline's code and
 * libvips' version): a clone, a test run or another database that needs the same image copies it
 * from here instead of rendering it again (ZABER_DEMO_MEDIA_CACHE; empty turns it off).
 */
const renderCacheDir = () => process.env.ZABER_DEMO_MEDIA_CACHE ?? path.join(os.tmpdir(), 'zaber-demo-media-cache');

const rendererHash = loadOnce(async () => {
  const sharp = await loadSharp();
  return createHash('sha256')
    .update(fs.readFileSync(require.resolve('../modules/media/image-pipeline')))
    .update(fs.readFileSync(__filename))
    .update(JSON.stringify(sharp.versions))
    .digest('hex');
});

const contentType = (key: string) => (key.endsWith('.webp') ? 'image/webp' : 'image/jpeg');

/**
 * Puts the objects `keys` (named `<prefix><suffix>`) into `media` from the cache entry of `artwork`,
 * or renders them with `render` into both. Nothing cached (or no cache) renders as before.
 */
async function fromCacheOrRender(
  media: MediaStorage,
  prefix: string,
  keys: readonly string[],
  artwork: string,
  render: (target: MediaStorage, prefix: string) => Promise<void>,
): Promise<void> {
  const dir = renderCacheDir();
  if (!dir) return render(media, prefix);
  const entry = createHash('sha256')
    .update(artwork)
    .update(await rendererHash())
    .digest('hex');
  const cache = createDiskMediaStorage(path.join(dir, entry.slice(0, 2), entry));
  const cached = await Promise.all(keys.map((key) => cache.read(`x${key.slice(prefix.length)}`)));
  if (cached.every((data) => data !== null)) {
    await Promise.all(keys.map((key, i) => media.put(key, cached[i] as Buffer, contentType(key))));
    return;
  }
  await render(media, prefix);
  // The cache is a convenience: a folder that cannot be written leaves the render as it is.
  await Promise.all(
    keys.map(async (key) => {
      const data = await media.read(key);
      if (data) await cache.put(`x${key.slice(prefix.length)}`, data, contentType(key));
    }),
  ).catch(() => undefined);
}

/**
 * A demo photo generated locally (a gradient with shapes and a caption) and run through the same
 * renderer as uploads: the JPEG fitting 1900×1200, the 480×320 thumbnail and the WebP variants
 * (with the 'fast' encoders: hundreds of them are made on a first start).
 * Keys are stable (`<key>.jpg`, `<key>-thumb.jpg`, `<key>-<width>.webp`), so a second start finds
 * them all and renders nothing, and another storage copies them from the render cache; the size
 * follows from the artwork's, without reading the files.
 */
export async function demoPhoto(media: MediaStorage, key: string, title: string, subtitle: string, hue: number, variant: number): Promise<StoredImage> {
  const size = fitWorkBox(FULL.width, FULL.height);
  const names = imageKeys(key, variantWidths(size.width), true);
  const stored = await Promise.all([names.image, names.thumbnail, ...names.webp.map((v) => v.key)].map((k) => media.exists(k)));
  if (stored.includes(false)) {
    const svg = artwork(title, subtitle, hue, variant, FULL);
    await fromCacheOrRender(media, key, [names.image, names.thumbnail, ...names.webp.map((v) => v.key)], svg, async (target, prefix) => {
      await storeImage(target, prefix, await renderWork((await loadSharp())(Buffer.from(svg)), 'fast'));
    });
  }
  return { image: names.image, thumbnail: names.thumbnail, srcset: names.srcset, width: size.width, height: size.height };
}

/** A square avatar with initials (≥ 200×200 as spec §5 asks). */
export async function demoAvatar(media: MediaStorage, key: string, name: string, hue: number): Promise<string> {
  const file = `${key}.jpg`;
  if (await media.exists(file)) return file;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="hsl(${hue},45%,45%)"/><text x="200" y="245" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="150" fill="#fff">${escapeXml(initials)}</text></svg>`;
  await fromCacheOrRender(media, key, [file], svg, async (target, prefix) => {
    await target.put(`${prefix}.jpg`, await (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer(), 'image/jpeg');
  });
  return file;
}
