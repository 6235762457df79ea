import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { present } from '../lib/present';

/*
 * Real files for the media suites, generated with sharp (no binary fixtures in the repository).
 */

/** A photo-like JPEG (a gradient, so it does not compress to nothing) of the given size. */
export async function jpeg(width: number, height: number, options: { orientation?: number; gps?: boolean } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#2980b9"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect x="0" y="0" width="${Math.round(width / 4)}" height="${Math.round(height / 4)}" fill="#00ff00"/></svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.gps) {
    // GPS of Prague Castle and the camera: what a phone writes into every photo.
    image = image.withExif({
      IFD0: { Make: 'Záběr Test Camera', Model: 'T-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 24/1 2/1' },
    });
  }
  return image.toBuffer();
}

export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 40, g: 160, b: 90, alpha: 0.6 } } })
    .png()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = present(CRC_TABLE[(crc ^ byte) & 0xff]) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of `width`×`height` black pixels (1-bit greyscale) whose
 * zlib stream of zero rows is tiny. Decoding it would need width×height pixels of memory.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0 + the row's bits, all zero
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A folder of its own for a suite's media storage. */
export function tempMediaDir(name: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `zaber-${name}-`));
}

/** Every file under `dir` (relative paths), to prove what was stored and what was not. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}
