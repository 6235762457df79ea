import sharp from 'sharp';
import type { MediaStorage } from '../modules/media/media-storage';

export interface StoredImage {
  image: string;
  thumbnail: string;
}

/** Work photos fit 1900×1200 (DESIGN.md §4); thumbnails feed cards and grids. */
const FULL = { width: 1900, height: 1200 };
const THUMB = { width: 480, height: 320 };

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
 * A demo photo generated locally: a gradient with shapes and a caption, resized to fit
 * 1900×1200 plus a 480×320 thumbnail. Keys are stable, so a second start reuses the files.
 */
export async function demoPhoto(media: MediaStorage, key: string, title: string, subtitle: string, hue: number, variant: number): Promise<StoredImage> {
  const image = `${key}.jpg`;
  const thumbnail = `${key}-thumb.jpg`;
  if (!(await media.exists(image)) || !(await media.exists(thumbnail))) {
    const full = await sharp(Buffer.from(artwork(title, subtitle, hue, variant, FULL)))
      .resize(FULL.width, FULL.height, { fit: 'inside' })
      .jpeg({ quality: 80 })
      .toBuffer();
    await media.put(image, full);
    await media.put(thumbnail, await sharp(full).resize(THUMB.width, THUMB.height, { fit: 'cover' }).jpeg({ quality: 74 }).toBuffer());
  }
  return { image, thumbnail };
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
  await media.put(file, await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer());
  return file;
}
