import type { Image } from '../../generated/graphql';
import { present } from '../../lib/present';
import { mediaUrl } from './media-storage';

/** What a row keeps of an image: storage keys (or, for a video's preview, the provider's URL) and, when known, its WebP variants and size. */
export interface ImageSource {
  image: string | null;
  thumbnail: string | null;
  /** `key width, key width` (works.srcset); absent or null when there are no variants. */
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
}

const ABSOLUTE = /^https?:\/\//i;

/** A storage key as its /media URL; a full URL (a provider's video preview) stays as it is. */
function urlOf(value: string): string {
  return ABSOLUTE.test(value) ? value : mediaUrl(value);
}

/** `key 480, key 960` → `/media/key 480w, /media/key 960w`; null when there is nothing usable. */
export function toSrcSet(srcset: string | null | undefined): string | null {
  const entries = (srcset ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^\d+$/.test(present(parts[1])))
    .map(([key, width]) => `${urlOf(key)} ${width}w`);
  return entries.length ? entries.join(', ') : null;
}

/** A stored image as the GraphQL Image (URLs under /media/, srcset of the WebP variants). */
export function toImage(source: ImageSource, alt: string): Image | null {
  if (!source.image) return null;
  return {
    src: urlOf(source.image),
    thumbnail: urlOf(source.thumbnail ?? source.image),
    alt,
    srcSet: toSrcSet(source.srcset),
    width: source.width ?? null,
    height: source.height ?? null,
  };
}
