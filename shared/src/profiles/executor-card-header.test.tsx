import { render, screen } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import type { ExecutorCardHeaderFieldsFragment } from '@zaber/shared/platform/ui-fragments.generated';
import { ExecutorCardHeader, ExecutorPriceFrom } from '@zaber/shared/profiles/executor-card-header';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

const i18n = createI18n();
const jana: ExecutorCardHeaderFieldsFragment = {
  id: 'e1',
  username: 'jana',
  url: '/users/jana/',
  title: 'Jana Nováková',
  avatar: '/media/a/jana.jpg',
  location: 'Brno',
  rating: 4.8,
  reviewsCount: 3,
  responseTime: 5,
  verified: true,
  categories: [{ category: { name: 'Svatby' } }, { category: { name: 'Portréty' } }],
};
const renderIn = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );

describe('the head of a professional’s card', () => {
  it('shows the avatar, the name linking the profile, the place and categories, the rating and the badges', () => {
    const { container } = renderIn(
      <ExecutorCardHeader executor={jana} aside={<ExecutorPriceFrom price={290_000} />}>
        <span data-testid="extra">navíc</span>
      </ExecutorCardHeader>,
    );
    const link = screen.getByRole('link', { name: 'Jana Nováková' });
    expect(link).toHaveAttribute('href', '/users/jana/');
    expect(link).toHaveClass('zp-stretched');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
    expect(container.querySelector('.zp-avatar img')).toHaveAttribute('src', '/media/a/jana.jpg');
    expect(container).toHaveTextContent('Brno · Svatby, Portréty');
    expect(container).toHaveTextContent('4,8');
    expect(screen.getByTestId('verified')).toHaveTextContent('Ověřený profík');
    expect(screen.getByTestId('price-from')).toHaveTextContent(/od 2\s900\sKč/);
    expect(screen.getByTestId('extra')).toBeInTheDocument();
  });

  it('keeps the link to the name where the card has its own buttons, and the initial without an avatar', () => {
    const { container } = renderIn(
      <ExecutorCardHeader executor={{ ...jana, avatar: null, location: null, categories: [], verified: false }} stretched={false} />,
    );
    expect(screen.getByRole('link', { name: 'Jana Nováková' })).not.toHaveClass('zp-stretched');
    expect(container.querySelector('.zp-avatar')).toHaveTextContent('J');
    expect(screen.queryByTestId('verified')).toBeNull();
    expect(container).not.toHaveTextContent('·');
  });
});
