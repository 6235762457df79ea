import { toImage, videoEmbedUrl } from './image';

describe('images and videos', () => {
  it('turns storage keys into /media URLs', () => {
    expect(toImage('works/a.jpg', 'works/a-thumb.jpg', 'Svatba')).toEqual({ src: '/media/works/a.jpg', thumbnail: '/media/works/a-thumb.jpg', alt: 'Svatba' });
    expect(toImage(null, null, 'x')).toBeNull();
  });

  it('embeds YouTube and Vimeo links and nothing else', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBeNull();
  });
});
