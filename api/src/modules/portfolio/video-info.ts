import { type VideoRef, videoWatchUrl } from '@zaber/shared/media/video-url';
import type { VideoInfo } from '../../lib/ports';

const TIMEOUT_MS = 3_000;

function oembedUrl(ref: VideoRef): string {
  const watch = encodeURIComponent(videoWatchUrl(ref));
  return ref.provider === 'YOUTUBE' ? `https://www.youtube.com/oembed?url=${watch}&format=json` : `https://vimeo.com/api/oembed.json?url=${watch}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const size = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** Asks YouTube's or Vimeo's oEmbed endpoint, giving up after `timeoutMs`. */
export function createOEmbedVideoInfo(options: { timeoutMs?: number; fetch?: typeof fetch } = {}): VideoInfo {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  return {
    async lookup(ref) {
      let response: Response;
      try {
        response = await fetchFn(oembedUrl(ref), { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      } catch {
        return { kind: 'unavailable' };
      }
      if ([401, 403, 404].includes(response.status)) return { kind: 'not-found' };
      if (!response.ok) return { kind: 'unavailable' };
      let body: Record<string, unknown>;
      try {
        body = (await response.json()) as Record<string, unknown>;
      } catch {
        return { kind: 'unavailable' };
      }
      const thumbnailUrl = text(body.thumbnail_url);
      return {
        kind: 'found',
        title: text(body.title),
        // Only https previews: the page is served over https.
        thumbnailUrl: thumbnailUrl?.startsWith('https://') ? thumbnailUrl : null,
        thumbnailWidth: size(body.thumbnail_width),
        thumbnailHeight: size(body.thumbnail_height),
      };
    },
  };
}
