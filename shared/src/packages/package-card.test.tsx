import { render, screen } from '@testing-library/react';
import { PackageCard } from '@zaber/shared/packages/package-card';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import type { CardCoverFieldsFragment } from '@zaber/shared/platform/ui-fragments.generated';
import { CARD_COVER_SIZES } from '@zaber/shared/ui/card-cover';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

const i18n = createI18n();

const WEBP = '/media/w/a-480.webp 480w, /media/w/a-960.webp 960w';
const withVariants: CardCoverFieldsFragment = { thumbnail: '/media/t/a.jpg', alt: 'Novomanželé v parku', srcSet: WEBP, width: 1800, height: 1200 };
const plain: CardCoverFieldsFragment = { thumbnail: '/media/t/b.jpg', alt: 'Svatební tabule', srcSet: null, width: null, height: null };

function renderCards(cover: CardCoverFieldsFragment) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PackageCard
          pkg={{
            id: 'p1',
            url: '/balicky-sluzeb/1/svatba/',
            title: 'Svatba na celý den',
            priceFrom: 1_500_000,
            placeName: 'Brno',
            category: { name: 'Svatby' },
            cover,
            executor: { title: 'Jana Nováková', avatar: null },
          }}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return [screen.getByTestId('package-card')].map((card) => card.querySelector('img.zp-cover'));
}

describe('a card’s cover (a package card)', () => {
  it('offers the WebP variants with sizes of the card grid, sized by the image', () => {
    for (const img of renderCards(withVariants)) {
      expect(img).toHaveAttribute('srcset', WEBP);
      expect(img).toHaveAttribute('sizes', CARD_COVER_SIZES);
      // The thumbnail stays the src for browsers without srcset.
      expect(img).toHaveAttribute('src', '/media/t/a.jpg');
      expect(img).toHaveAttribute('alt', 'Novomanželé v parku');
      expect(img).toHaveAttribute('width', '1800');
      expect(img).toHaveAttribute('height', '1200');
    }
  });

  it('falls back to the thumbnail alone, still with a width and height', () => {
    for (const img of renderCards(plain)) {
      expect(img).toHaveAttribute('src', '/media/t/b.jpg');
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
      expect(img).toHaveAttribute('width', '480');
      expect(img).toHaveAttribute('height', '320');
    }
  });
});
