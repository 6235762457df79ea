import { embedUrlOf } from '../portfolio/portfolio.mappers';
import { toImage, toSrcSet } from './image';
import { keysOfImage } from './image-store';

describe('images and videos', () => {
  it('turns storage keys into /media URLs with the WebP srcset and the size', () => {
    expect(
      toImage(
        { image: 'works/p/a.jpg', thumbnail: 'works/p/a-thumb.jpg', srcset: 'works/p/a-480.webp 480, works/p/a-960.webp 960', width: 1600, height: 1200 },
        'Svatba',
      ),
    ).toEqual({
      src: '/media/works/p/a.jpg',
      thumbnail: '/media/works/p/a-thumb.jpg',
      srcSet: '/media/works/p/a-480.webp 480w, /media/works/p/a-960.webp 960w',
      width: 1600,
      height: 1200,
      alt: 'Svatba',
    });
    // Packages keep images without variants for now.
    expect(toImage({ image: 'demo/a.jpg', thumbnail: null }, 'x')).toEqual({
      src: '/media/demo/a.jpg',
      thumbnail: '/media/demo/a.jpg',
      srcSet: null,
      width: null,
      height: null,
      alt: 'x',
    });
    expect(toImage({ image: null, thumbnail: null }, 'x')).toBeNull();
  });

  it('leaves a provider’s preview URL as it is', () => {
    const url = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
    expect(toImage({ image: url, thumbnail: url, width: 480, height: 360 }, 'Klip')).toMatchObject({ src: url, thumbnail: url, srcSet: null });
  });

  it('ignores malformed srcset entries', () => {
    expect(toSrcSet('a.webp 480, broken, b.webp wide')).toBe('/media/a.webp 480w');
    expect(toSrcSet('')).toBeNull();
    expect(toSrcSet(null)).toBeNull();
  });

  it('names every object of an image for clean-up', () => {
    expect(keysOfImage({ image: 'w/a.jpg', thumbnail: 'w/a-thumb.jpg', srcset: 'w/a-480.webp 480, w/a-960.webp 960' })).toEqual([
      'w/a.jpg',
      'w/a-thumb.jpg',
      'w/a-480.webp',
      'w/a-960.webp',
    ]);
    expect(keysOfImage({ image: 'a/x.jpg', thumbnail: 'a/x.jpg', srcset: null })).toEqual(['a/x.jpg']);
  });

  it('embeds YouTube and Vimeo links and nothing else', () => {
    expect(embedUrlOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrlOf('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrlOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedUrlOf('https://example.com/video.mp4')).toBeNull();
    expect(embedUrlOf(null)).toBeNull();
  });
});
