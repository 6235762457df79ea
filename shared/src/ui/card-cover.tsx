import type { CardCoverFieldsFragment } from '@zaber/shared/platform/ui-fragments.generated';

/**
 * How wide a card of `CardGrid` (columns of at least 260 px, in the 1 200 px page less 16 px
 * margins) is drawn: one column below 600 px, two below 880 px, three below 1 180 px, then four
 * of at most 280 px. The browser picks the smallest srcset variant that covers it.
 */
export const CARD_COVER_SIZES = '(max-width: 599px) calc(100vw - 32px), (max-width: 879px) calc(50vw - 24px), (max-width: 1179px) calc(33vw - 22px), 280px';

/** The cover's box when the image's own size is unknown: the 3:2 of `.zp-cover`. */
const FALLBACK = { width: 480, height: 320 };

/**
 * The cover of a package's or a professional's card: the WebP variants with `sizes` when the
 * image has them, else the thumbnail as before. Width and height are always set, so the card
 * keeps its height before the image arrives.
 */
/** The cover as the page's lead image (the first card of a list): preloaded, fetched first, never lazy. */
export function coverLeadImage(image: CardCoverFieldsFragment) {
  return { src: image.thumbnail, ...(image.srcSet ? { srcSet: image.srcSet, sizes: CARD_COVER_SIZES } : {}) };
}

export function CardCover({ image, priority = false }: { image: CardCoverFieldsFragment; priority?: boolean }) {
  const size = image.width && image.height ? { width: image.width, height: image.height } : FALLBACK;
  return (
    <img
      src={image.thumbnail}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? CARD_COVER_SIZES : undefined}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      width={size.width}
      height={size.height}
      className="zp-cover"
    />
  );
}
