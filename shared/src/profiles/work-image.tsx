/** The image fields a work's thumbnail needs (the GraphQL `Image`). */
export interface WorkImageData {
  thumbnail: string;
  alt: string;
  srcSet: string | null;
  width: number | null;
  height: number | null;
}

/**
 * How wide a thumbnail of the works grid is drawn (`.zp-works`: columns of at least 150 px, up to
 * about 200 px; two columns on a phone), so the browser picks the smallest fitting variant of srcSet.
 */
export const WORK_THUMB_SIZES = '(max-width: 479px) 50vw, 200px';

/** Thumbnails of the first rows are above the fold; the rest load when scrolled to. */
export const EAGER_THUMBS = 6;

/** A work's thumbnail: WebP variants when the API has them, its size reserved before it loads. */
export function WorkImage({ image, eager = false }: { image: WorkImageData; eager?: boolean }) {
  return (
    <img
      src={image.thumbnail}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? WORK_THUMB_SIZES : undefined}
      alt={image.alt}
      width={image.width ?? 480}
      height={image.height ?? 320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
