import type { MediaStorage } from '../../lib/ports';
import { present } from '../../lib/present';
import type { ProcessedImage } from './image-pipeline';

/** The columns an image keeps in `works` and `media_uploads` (keys of the media storage). */
export interface ImageColumns {
  image: string;
  thumbnail: string;
  /** `key width, key width` (narrowest first); null when there are no variants. */
  srcset: string | null;
  width: number;
  height: number;
}

export interface StoredImage extends ImageColumns {
  /** Bytes of every object written. */
  bytes: number;
  /** Every object written, for clean-up. */
  keys: string[];
}

interface PlannedObject {
  key: string;
  data: Buffer;
  contentType: string;
}

/** The keys of one image under `prefix`: `<prefix>.jpg`, `<prefix>-thumb.jpg`, `<prefix>-<width>.webp`. */
export function imageKeys(prefix: string, webpWidths: readonly number[], withThumbnail: boolean) {
  const image = `${prefix}.jpg`;
  const webp = webpWidths.map((width) => ({ key: `${prefix}-${width}.webp`, width }));
  return {
    image,
    thumbnail: withThumbnail ? `${prefix}-thumb.jpg` : image,
    webp,
    srcset: webp.length ? webp.map((v) => `${v.key} ${v.width}`).join(', ') : null,
  };
}

/** Every storage key an image's columns name (the image, its thumbnail, its WebP variants). */
export function keysOfImage(columns: { image: string | null; thumbnail: string | null; srcset: string | null }): string[] {
  const keys = new Set<string>();
  if (columns.image) keys.add(columns.image);
  if (columns.thumbnail) keys.add(columns.thumbnail);
  for (const entry of columns.srcset?.split(',') ?? []) {
    const key = entry.trim().split(/\s+/)[0];
    if (key) keys.add(key);
  }
  return [...keys];
}

/** Deletes objects, never failing: what is left behind is only wasted space, never a broken page. */
export async function deleteObjects(media: MediaStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => media.delete(key)));
}

/**
 * Stores every output of a processed image, or nothing: when one write fails, what was written is
 * deleted again and the error is thrown.
 */
export async function storeImage(media: MediaStorage, prefix: string, processed: ProcessedImage): Promise<StoredImage> {
  const names = imageKeys(
    prefix,
    processed.webp.map((v) => v.width),
    processed.thumbnail !== null,
  );
  const objects: PlannedObject[] = [
    { key: names.image, data: processed.main, contentType: 'image/jpeg' },
    ...(processed.thumbnail ? [{ key: names.thumbnail, data: processed.thumbnail, contentType: 'image/jpeg' }] : []),
    ...processed.webp.map((v, i) => ({ key: present(names.webp[i]).key, data: v.data, contentType: 'image/webp' })),
  ];
  const results = await Promise.allSettled(objects.map((o) => media.put(o.key, o.data, o.contentType)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  const keys = objects.map((o) => o.key);
  if (failed) {
    await deleteObjects(media, keys);
    throw failed.reason;
  }
  return {
    image: names.image,
    thumbnail: names.thumbnail,
    srcset: names.srcset,
    width: processed.width,
    height: processed.height,
    bytes: objects.reduce((sum, o) => sum + o.data.length, 0),
    keys,
  };
}
