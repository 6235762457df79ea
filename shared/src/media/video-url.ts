/** YouTube and Vimeo links of portfolio videos (spec §2: "video add (YouTube or Vimeo link)"). */
export interface VideoRef {
  provider: 'YOUTUBE' | 'VIMEO';
  id: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{4,12}$/;

/** The provider and video id of a link, or null for anything that is not a YouTube or Vimeo video. */
export function parseVideoUrl(raw: string | null | undefined): VideoRef | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw.trim()) ? raw.trim() : `https://${raw.trim()}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch' || parts.length === 0
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
            ? parts[1]
            : null;
    return id && YOUTUBE_ID.test(id) ? { provider: 'YOUTUBE', id } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : null) : parts.find((p) => VIMEO_ID.test(p));
    return id && VIMEO_ID.test(id) ? { provider: 'VIMEO', id } : null;
  }
  return null;
}

/** The privacy-friendly embeddable player of a video. */
export function videoEmbedUrl(ref: VideoRef): string {
  return ref.provider === 'YOUTUBE' ? `https://www.youtube-nocookie.com/embed/${ref.id}` : `https://player.vimeo.com/video/${ref.id}`;
}

/** The canonical watch link of a video (what is stored). */
export function videoWatchUrl(ref: VideoRef): string {
  return ref.provider === 'YOUTUBE' ? `https://www.youtube.com/watch?v=${ref.id}` : `https://vimeo.com/${ref.id}`;
}
