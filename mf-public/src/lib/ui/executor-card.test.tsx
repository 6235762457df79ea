import { render, screen } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { CARD_COVER_SIZES } from '@zaber/shared/ui/card-cover';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ExecutorCard } from './executor-card';

const i18n = createI18n();
const WEBP = '/media/w/a-480.webp 480w, /media/w/a-960.webp 960w';

describe('a professional’s card', () => {
  it('links the profile and shows the cover with its WebP variants sized by the card grid', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ExecutorCard
            executor={{
              id: 'e1',
              username: 'jana',
              url: '/users/jana/',
              title: 'Jana Nováková',
              avatar: null,
              location: 'Brno',
              rating: null,
              reviewsCount: 0,
              responseTime: null,
              priceFrom: 290_000,
              verified: true,
              finishedJobs: 12,
              categories: [{ category: { name: 'Svatby' } }],
              cover: { thumbnail: '/media/t/a.jpg', alt: 'Novomanželé v parku', srcSet: WEBP, width: 1800, height: 1200 },
            }}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const card = screen.getByTestId('executor-card');
    expect(card.querySelector('a[href="/users/jana/"]')).not.toBeNull();
    const img = card.querySelector('img.zp-cover');
    expect(img).toHaveAttribute('srcset', WEBP);
    expect(img).toHaveAttribute('sizes', CARD_COVER_SIZES);
    expect(img).toHaveAttribute('alt', 'Novomanželé v parku');
    expect(card).toHaveTextContent('Jana Nováková');
    expect(card).toHaveTextContent('Brno');
    // Trust at a glance: the lowest package price and the moderator's approval.
    expect(card).toHaveTextContent(/od 2\s900\sKč/);
    expect(card).toHaveTextContent('Ověřený profík');
    // Engagements the clients confirmed done.
    expect(screen.getByTestId('finished-jobs')).toHaveTextContent('12 dokončených zakázek');
  });
});
