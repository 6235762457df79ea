import {
  AVATAR_MIN_SIZE,
  AVATAR_SIZE,
  IMAGE_VARIANT_WIDTHS,
  MAX_INPUT_PIXELS,
  maxBytesOf,
  type UploadPurpose,
  WORK_MAX_HEIGHT,
  WORK_MAX_WIDTH,
  WORK_MIN_SIZE,
} from '@zaber/shared/media/constants';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { loadOnce } from '../../lib/load-once';
import { ImageError } from './media-errors';

/*
 * The media pipeline (DESIGN §5): a file is judged by its bytes, never by its name or the
 * Content-Type it came with, decoded once in memory, turned upright, converted to sRGB and
 * re-encoded. Re-encoding is what strips the metadata: sharp writes EXIF (with GPS), XMP, IPTC
 * and ICC only when asked to keep them (`keepMetadata`/`withMetadata`), and we never ask.
 * Nothing is stored here; callers store the result only when the whole file passed.
 */

/** The formats a browser shows natively; HEIC, GIF, SVG, TIFF… are refused. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/**
 * `limitInputPixels` stops decompression bombs inside libvips too; `failOn: 'truncated'` makes a
 * file that ends early an error instead of an image with a grey bottom.
 */
const INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' };

/** sharp and its libvips, loaded with the first image this process handles. */
export const loadSharp = loadOnce(async () => (await import('sharp')).default);

export const THUMBNAIL_WIDTH = 480;
export const THUMBNAIL_HEIGHT = 320;
/**
 * 'best' (uploads): mozjpeg and WebP at its default effort, the smallest files for the quality.
 * 'fast' (the demo seed, hundreds of synthetic images on first start): the same sizes and
 * qualities with plain libjpeg and a lower WebP effort, about half the time for slightly larger files.
 */
export type Encoding = 'best' | 'fast';
const ENCODERS = {
  best: { jpeg: { quality: 82, mozjpeg: true }, thumbnail: { quality: 78, mozjpeg: true }, webp: { quality: 78, effort: 4 } },
  fast: { jpeg: { quality: 82 }, thumbnail: { quality: 78 }, webp: { quality: 78, effort: 1 } },
} as const;
const AVATAR_VARIANT_WIDTHS = [200, 400] as const;

export interface WebpVariant {
  width: number;
  data: Buffer;
}

/** What one accepted file becomes; sizes are those of `main`. */
export interface ProcessedImage {
  width: number;
  height: number;
  /** JPEG: fits WORK_MAX_WIDTH×WORK_MAX_HEIGHT (works), AVATAR_SIZE square (avatars). */
  main: Buffer;
  /** JPEG 480×320 (works); null for avatars, whose main image is small already. */
  thumbnail: Buffer | null;
  /** Narrowest first. */
  webp: WebpVariant[];
}

// file-type is ESM-only: loaded once, on first use (a dynamic import works from CommonJS on every
// Node). Its `core` entry is all a buffer needs and resolves under every export condition (jest too).
let fileTypeModule: Promise<typeof import('file-type/core')> | undefined;

async function detectMime(data: Buffer): Promise<string | undefined> {
  fileTypeModule ??= import('file-type/core');
  return (await (await fileTypeModule).fileTypeFromBuffer(data))?.mime;
}

/** libvips' own guard against decompression bombs ('Input image exceeds pixel limit'). */
function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** The width and height as shown, after the EXIF orientation (5–8 turn the image by 90°). */
function upright(width: number, height: number, orientation: number | undefined): { width: number; height: number } {
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** The size an image of this size gets when it is fitted inside the work box, never enlarged. */
export function fitWorkBox(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, WORK_MAX_WIDTH / width, WORK_MAX_HEIGHT / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The WebP widths of an image this wide: the standard ones that fit, or its own width when none does. */
export function variantWidths(width: number): number[] {
  const fitting = IMAGE_VARIANT_WIDTHS.filter((w) => w <= width);
  return fitting.length ? fitting : [width];
}

/** Decodes once into 8-bit sRGB pixels (upright, without alpha); every output is encoded from them. */
async function decode(input: Sharp, shape: (image: Sharp) => Sharp) {
  const { data, info } = await shape(input.rotate().flatten({ background: '#ffffff' }))
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const sharp = await loadSharp();
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return { pixels, width: info.width, height: info.height };
}

async function webpVariants(pixels: () => Sharp, ownWidth: number, widths: readonly number[], encoding: Encoding): Promise<WebpVariant[]> {
  return Promise.all(
    widths.map(async (width) => ({
      width,
      data: await (width === ownWidth ? pixels() : pixels().resize({ width })).webp(ENCODERS[encoding].webp).toBuffer(),
    })),
  );
}

/**
 * A work photo's outputs from any sharp input (an upload, or a demo image rendered from SVG): the
 * JPEG fitting the work box, a cover-cropped thumbnail and the WebP variants.
 */
export async function renderWork(input: Sharp, encoding: Encoding = 'best'): Promise<ProcessedImage> {
  const { pixels, width, height } = await decode(input, (image) => image.resize(WORK_MAX_WIDTH, WORK_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true }));
  const [main, thumbnail, webp] = await Promise.all([
    pixels().jpeg(ENCODERS[encoding].jpeg).toBuffer(),
    pixels().resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'cover' }).jpeg(ENCODERS[encoding].thumbnail).toBuffer(),
    webpVariants(pixels, width, variantWidths(width), encoding),
  ]);
  return { width, height, main, thumbnail, webp };
}

/** An avatar: the centre square (the browser crops it square already) at AVATAR_SIZE. */
export async function renderAvatar(input: Sharp): Promise<ProcessedImage> {
  const { pixels, width, height } = await decode(input, (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' }));
  const [main, webp] = await Promise.all([pixels().jpeg(ENCODERS.best.jpeg).toBuffer(), webpVariants(pixels, width, AVATAR_VARIANT_WIDTHS, 'best')]);
  return { width, height, main, thumbnail: null, webp };
}

/**
 * Validates a file by its content and renders what is stored of it, or throws an ImageError:
 * EMPTY, FILE_TOO_LARGE, NOT_AN_IMAGE (not JPEG/PNG/WebP/AVIF), TOO_MANY_PIXELS (read from the
 * header, before anything is decoded), WORK_TOO_SMALL / AVATAR_QUALITY, DAMAGED (cannot be decoded
 * to the end).
 */
export async function processImage(data: Buffer, purpose: UploadPurpose): Promise<ProcessedImage> {
  if (data.length === 0) throw new ImageError('EMPTY', purpose);
  if (data.length > maxBytesOf(purpose)) throw new ImageError('FILE_TOO_LARGE', purpose);
  const mime = await detectMime(data);
  if (!mime || !ACCEPTED_TYPES.has(mime)) throw new ImageError('NOT_AN_IMAGE', purpose);
  const sharp = await loadSharp();

  let metadata: Metadata;
  try {
    // Reads the header only; libvips refuses here already when it declares too many pixels.
    metadata = await sharp(data, INPUT).metadata();
  } catch (error) {
    throw new ImageError(isPixelLimit(error) ? 'TOO_MANY_PIXELS' : 'DAMAGED', purpose);
  }
  if (!metadata.width || !metadata.height) throw new ImageError('DAMAGED', purpose);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageError('TOO_MANY_PIXELS', purpose);
  const size = upright(metadata.width, metadata.height, metadata.orientation);
  const smallest = Math.min(size.width, size.height);
  if (purpose === 'AVATAR' && smallest < AVATAR_MIN_SIZE) throw new ImageError('AVATAR_QUALITY', purpose);
  if (purpose === 'WORK' && smallest < WORK_MIN_SIZE) throw new ImageError('WORK_TOO_SMALL', purpose);

  try {
    return purpose === 'AVATAR' ? await renderAvatar(sharp(data, INPUT)) : await renderWork(sharp(data, INPUT));
  } catch (error) {
    throw new ImageError(isPixelLimit(error) ? 'TOO_MANY_PIXELS' : 'DAMAGED', purpose);
  }
}
