import { fitWorkBox, loadSharp, renderWork, variantWidths } from '../modules/media/image-pipeline';
import { imageKeys, storeImage } from '../modules/media/image-store';
import type { MediaStorage } from '../modules/media/media-storage';

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
 * A demo photo generated locally (a gradient with shapes and a caption) and run through the same
 * renderer as uploads: the JPEG fitting 1900×1200, the 480×320 thumbnail and the WebP variants
 * (with the 'fast' encoders: hundreds of them are made on a first start).
 * Keys are stable (`<key>.jpg`, `<key>-thumb.jpg`, `<key>-<width>.webp`), so a second start finds
 * them all and renders nothing; the size follows from the artwork's, without reading the files.
 */
export async function demoPhoto(media: MediaStorage, key: string, title: string, subtitle: string, hue: number, variant: number): Promise<StoredImage> {
  const size = fitWorkBox(FULL.width, FULL.height);
  const names = imageKeys(key, variantWidths(size.width), true);
  const stored = await Promise.all([names.image, names.thumbnail, ...names.webp.map((v) => v.key)].map((k) => media.exists(k)));
  if (stored.includes(false)) {
    await storeImage(media, key, await renderWork((await loadSharp())(Buffer.from(artwork(title, subtitle, hue, variant, FULL))), 'fast'));
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
  await media.put(file, await (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer(), 'image/jpeg');
  return file;
}
