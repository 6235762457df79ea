import type { Image } from '../../generated/graphql';
import { mediaUrl } from './media-storage';

/** A stored image pair as the GraphQL Image (URLs under /media/). */
export function toImage(image: string | null, thumbnail: string | null, alt: string): Image | null {
  if (!image) return null;
  return { src: mediaUrl(image), thumbnail: mediaUrl(thumbnail ?? image), alt };
}

const YOUTUBE = /(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{6,20})/;
const VIMEO = /vimeo\.com\/(?:video\/)?(\d{4,12})/;

/** The embeddable player of a YouTube/Vimeo link; null for anything else. */
export function videoEmbedUrl(url: string | null): string | null {
  if (!url) return null;
  const youtube = url.match(YOUTUBE)?.[1];
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = url.match(VIMEO)?.[1];
  return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null;
}
