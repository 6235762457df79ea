import { fireEvent, screen } from '@testing-library/react';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import { publicTexts } from '../../../i18n/cs';
import { PackageDetailDocument } from '../api/operations.generated';
import { PackageDetailPage } from './package-detail-page';

const image = (name: string, srcSet: string | null, size: { width: number; height: number } | null = null) => ({
  __typename: 'Image' as const,
  src: `/media/w/${name}.jpg`,
  thumbnail: `/media/t/${name}.jpg`,
  alt: `Fotka ${name}`,
  srcSet,
  width: size?.width ?? null,
  height: size?.height ?? null,
});

const detail = (gallery: ReturnType<typeof image>[]) => ({
  request: { query: PackageDetailDocument, variables: { id: '7' } },
  result: {
    data: {
      package: {
        __typename: 'Package',
        id: '7',
        url: '/balicky-sluzeb/7/svatba/',
        slug: 'svatba',
        title: 'Svatba na celý den',
        description: 'Od příprav po první tanec.',
        status: 'ACTIVE',
        priceFrom: 1_500_000,
        placeName: 'Brno',
        category: { __typename: 'Category', name: 'Svatby', slug: 'svatby', allowedWorkTypes: ['PHOTO'] },
        gallery,
        priceOptions: [],
        additionalServices: [],
        executor: {
          __typename: 'PublicProfile',
          username: 'jana',
          url: '/users/jana/',
          title: 'Jana Nováková',
          avatar: null,
          location: 'Brno',
          rating: null,
          reviewsCount: 0,
          responseTime: null,
        },
      },
    },
  },
});

const renderDetail = (gallery: ReturnType<typeof image>[]) =>
  renderRemotePage(PackageDetailPage, '/balicky-sluzeb/7/svatba/', {
    remote: 'mf-public',
    texts: { public: publicTexts },
    mocks: [detail(gallery)],
    role: 'guest',
  });

describe('PackageDetailPage gallery', () => {
  it('offers the WebP variants with sizes of the main column and of the thumbnails', async () => {
    const { shell } = renderDetail([
      image('a', '/media/w/a-480.webp 480w, /media/w/a-960.webp 960w, /media/w/a-1900.webp 1900w', { width: 1900, height: 1200 }),
      image('b', '/media/w/b-480.webp 480w, /media/w/b-960.webp 960w', { width: 1200, height: 800 }),
    ]);
    const main = await screen.findByAltText('Fotka a');
    expect(main).toHaveAttribute('srcset', '/media/w/a-480.webp 480w, /media/w/a-960.webp 960w, /media/w/a-1900.webp 1900w');
    expect(main.getAttribute('sizes')).toMatch(/784px/);
    expect(main).toHaveAttribute('width', '1900');
    expect(main).toHaveAttribute('height', '1200');
    const thumb = screen.getByAltText('Fotka b');
    expect(thumb).toHaveAttribute('srcset', '/media/w/b-480.webp 480w, /media/w/b-960.webp 960w');
    expect(thumb.getAttribute('sizes')).toMatch(/200px/);
    expect(thumb).toHaveAttribute('src', '/media/t/b.jpg');
    expect(thumb).toHaveAttribute('width', '1200');

    // The gallery modal still gets the full-size images.
    fireEvent.click(screen.getByRole('button', { name: 'Zvětšit obrázek 2' }));
    expect(shell.openModal).toHaveBeenCalledWith({
      type: 'gallery',
      index: 1,
      images: [
        { src: '/media/w/a.jpg', alt: 'Fotka a' },
        { src: '/media/w/b.jpg', alt: 'Fotka b' },
      ],
    });
  });

  it('without variants keeps the thumbnail (and the full size for the first image), with a width and height', async () => {
    renderDetail([image('a', null), image('b', null)]);
    const main = await screen.findByAltText('Fotka a');
    expect(main).toHaveAttribute('srcset', '/media/t/a.jpg 480w, /media/w/a.jpg 1900w');
    expect(main).toHaveAttribute('width', '480');
    expect(main).toHaveAttribute('height', '320');
    const thumb = screen.getByAltText('Fotka b');
    expect(thumb).toHaveAttribute('src', '/media/t/b.jpg');
    expect(thumb).not.toHaveAttribute('srcset');
    expect(thumb).not.toHaveAttribute('sizes');
    expect(thumb).toHaveAttribute('height', '320');
  });
});
