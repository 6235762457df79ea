import type { VideoRef } from '@zaber/shared/media/video-url';
import type { Services, VideoLookup } from '../../lib/ports';
import { loadSharp, renderWork } from '../media/image-pipeline';
import { storeProcessed } from '../media/uploads.service';

/** The image columns of a video work, and the objects stored for it (none for a provider's image). */
export interface VideoPreview {
  image: string;
  thumbnail: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
  keys: string[];
}

/** YouTube serves this preview of every public video without asking its API (480×360). */
function youtubePreview(id: string): VideoPreview {
  const url = `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
  return { image: url, thumbnail: url, srcset: null, width: 480, height: 360, keys: [] };
}

/** A neutral frame with a play button, for a Vimeo video whose preview the provider did not tell. */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2937"/><stop offset="1" stop-color="#0b1120"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="640" cy="360" r="96" fill="#ffffff" fill-opacity="0.16"/>
<polygon points="604,300 604,420 708,360" fill="#ffffff" fill-opacity="0.92"/>
</svg>`;

/**
 * The preview of a video work: the provider's own image when oEmbed gave one (a full URL), else
 * YouTube's fixed preview URL, else (Vimeo offline) a placeholder rendered here and stored under
 * the profile's works folder, with `keys` to delete should the work not be saved.
 */
export async function videoPreview(services: Pick<Services, 'media'>, profileId: string, ref: VideoRef, lookup: VideoLookup): Promise<VideoPreview> {
  if (lookup.kind === 'found' && lookup.thumbnailUrl) {
    const url = lookup.thumbnailUrl;
    return { image: url, thumbnail: url, srcset: null, width: lookup.thumbnailWidth, height: lookup.thumbnailHeight, keys: [] };
  }
  if (ref.provider === 'YOUTUBE') return youtubePreview(ref.id);
  const stored = await storeProcessed(services, 'WORK', profileId, await renderWork((await loadSharp())(Buffer.from(PLACEHOLDER_SVG))));
  return { image: stored.image, thumbnail: stored.thumbnail, srcset: stored.srcset, width: stored.width, height: stored.height, keys: stored.keys };
}
