import { render, screen } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { type PageProps, RouteOutlet } from '@zaber/shared/ui/route-outlet';
import { Component, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

function BlogPage({ match }: PageProps) {
  return <h1>{match.route.id}</h1>;
}

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

describe('RouteOutlet with lazy pages', () => {
  it('shows a page skeleton while the chunk loads, then the page of the route', async () => {
    let resolve: (module: { BlogPage: typeof BlogPage }) => void = () => undefined;
    const chunk = new Promise<{ BlogPage: typeof BlogPage }>((r) => {
      resolve = r;
    });
    render(
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter initialEntries={['/blog/']}>
          <RouteOutlet pages={{ blog: lazyPage(() => chunk, 'BlogPage') }} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(document.querySelector('[data-route="blog"] [data-page-skeleton]')).not.toBeNull();
    resolve({ BlogPage });
    expect(await screen.findByRole('heading', { name: 'blog' })).toBeInTheDocument();
    expect(document.querySelector('[data-page-skeleton]')).toBeNull();
  });
});

describe('lazyPage', () => {
  it('loads again after a failed chunk load instead of failing forever', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 42 failed.')).mockResolvedValue({ BlogPage });
    const Page = lazyPage(load, 'BlogPage');
    const match = { route: { id: 'blog' }, params: {} } as unknown as PageProps['match'];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Suspense fallback={null}>
        <Catch>
          <Page match={match} />
        </Catch>
      </Suspense>,
    );
    // React renders once more after an error; the failed load was forgotten, so that render loads again.
    expect(await screen.findByRole('heading', { name: 'blog' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
