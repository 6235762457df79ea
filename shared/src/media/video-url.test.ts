import { parseVideoUrl, videoEmbedUrl, videoWatchUrl } from '@zaber/shared/media/video-url';

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YOUTUBE', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'YOUTUBE', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ?t=42', 'YOUTUBE', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'YOUTUBE', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'VIMEO', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'VIMEO', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'VIMEO', '76979871'],
  ])('%s is a %s video', (url, provider, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider, id });
  });

  it.each([
    'https://example.com/video.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://evil.com/youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://vimeo.com/76979871',
    'not a link',
    '',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('builds the player and the canonical link', () => {
    expect(videoEmbedUrl({ provider: 'YOUTUBE', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoWatchUrl({ provider: 'VIMEO', id: '76979871' })).toBe('https://vimeo.com/76979871');
  });
});
