import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRestClient } from '@zaber/shared/platform/rest';
import { categoryListingHref } from '@zaber/shared/platform/routes';
import { renderShell } from '../../testing/render-shell';
import { Footer } from './footer';

const CATEGORIES = [
  { id: 1, name: 'Svatební fotografie', slug: 'svatebni-fotograf', allowedWorkTypes: ['PHOTO'] },
  { id: 2, name: 'Svatební video', slug: 'svatebni-kameraman', allowedWorkTypes: ['VIDEO'] },
  { id: 3, name: 'Fotografie nemovitostí', slug: 'realitni-fotograf', allowedWorkTypes: ['PHOTO', 'VIDEO'] },
];

function restWithCategories() {
  const fetcher = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ results: CATEGORIES }) }) as unknown as Response);
  return { rest: createRestClient({ fetcher: fetcher as unknown as typeof fetch }), fetcher };
}

/** For tests that are not about categories: the look-up stays pending. */
const pendingRest = createRestClient({ fetcher: (() => new Promise(() => undefined)) as typeof fetch });

describe('categoryListingHref', () => {
  it('sends video-only categories to videographers and the rest to photographers', () => {
    expect(CATEGORIES.slice(0, 3).map(categoryListingHref)).toEqual([
      '/fotografove/svatebni-fotograf/',
      '/kameramani/svatebni-kameraman/',
      '/fotografove/realitni-fotograf/',
    ]);
  });
});

describe('Footer', () => {
  it('shows clients the category links from /v1/categories', async () => {
    const { rest, fetcher } = restWithCategories();
    renderShell(<Footer reduced={false} rest={rest} />, 'client');
    const section = await screen.findByTestId('footer-categories');
    expect(within(section).getByRole('link', { name: 'Svatební video' })).toHaveAttribute('href', '/kameramani/svatebni-kameraman/');
    expect(fetcher).toHaveBeenCalledWith('/v1/categories?parent_is_null=true', expect.anything());
    expect(screen.queryByText(/Registrujte se jako profík/)).toBeNull();
  });

  it('gives executors no category links', async () => {
    const { rest, fetcher } = restWithCategories();
    renderShell(<Footer reduced={false} rest={rest} />, 'executor');
    expect(screen.queryByTestId('footer-categories')).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('offers guests the professional sign-up, which opens the login modal in sign-up mode for type 1', async () => {
    const rest = pendingRest;
    const { store } = renderShell(<Footer reduced={false} rest={rest} />);
    await userEvent.click(screen.getByRole('button', { name: /Registrujte se jako profík/ }));
    expect(store.getState().modals.stack).toEqual([{ type: 'login', signup: true, profileType: 1 }]);
  });

  it('keeps social and partner links and the years from 2017', () => {
    const rest = pendingRest;
    renderShell(<Footer reduced={false} rest={rest} />);
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Svatební průvodce' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© 2017–${new Date().getFullYear()} Záběr`))).toBeInTheDocument();
  });

  it('is reduced on landing pages', () => {
    const rest = pendingRest;
    renderShell(<Footer reduced rest={rest} />, 'client');
    expect(screen.queryByText('Užitečné odkazy')).toBeNull();
    expect(screen.getByText(/© 2017/)).toBeInTheDocument();
  });
});
