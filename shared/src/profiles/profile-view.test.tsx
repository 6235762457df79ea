import { fireEvent, screen, within } from '@testing-library/react';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import { ProfileDetailDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { type OwnerToolProps, type ProfileDetail, ProfileView } from '@zaber/shared/profiles/profile-view';
import { WORK_THUMB_SIZES } from '@zaber/shared/profiles/work-image';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import type { PageProps } from '@zaber/shared/ui/route-outlet';

const category = { __typename: 'Category' as const, id: 'c1', name: 'Svatební fotografie', slug: 'svatebni-fotograf', allowedWorkTypes: ['PHOTO' as const] };

function work(n: number, extra: Partial<ProfileDetail['works'][number]> = {}) {
  return {
    __typename: 'Work' as const,
    id: `w${n}`,
    type: 'PHOTO' as const,
    title: `Obřad ${n}`,
    category: { __typename: 'Category' as const, id: 'c1', slug: 'svatebni-fotograf' },
    image: {
      __typename: 'Image' as const,
      src: `/media/w${n}.jpg`,
      thumbnail: `/media/w${n}-t.jpg`,
      alt: `Obřad ${n} – ukázka`,
      srcSet: `/media/w/w${n}-480.webp 480w, /media/w/w${n}-960.webp 960w`,
      width: 1800,
      height: 1200,
    },
    videoUrl: null,
    videoEmbedUrl: null,
    ...extra,
  };
}

function profile(overrides: Partial<ProfileDetail> = {}) {
  return {
    __typename: 'PublicProfile' as const,
    id: 'p1',
    username: 'petra-profikova',
    url: '/users/petra-profikova/',
    title: 'Petra Profíková',
    avatar: '/media/a/petra.jpg',
    location: 'Brno',
    summary: 'Fotím svatby na jižní Moravě.',
    rating: 4.8,
    reviewsCount: 1,
    responseTime: 5,
    priceFrom: 1_250_000,
    memberSince: '2024-12-31T23:30:00Z',
    finishedJobs: 1,
    verified: true,
    isPublic: true,
    isOwner: false,
    categories: [{ __typename: 'ProfileCategory' as const, category, summary: 'Celý den i obřad.', worksCount: 8, active: true }],
    works: Array.from({ length: 8 }, (_, i) => work(i + 1)),
    packages: [],
    reviews: [{ __typename: 'Review' as const, id: 'r1', rating: 5, text: 'Krásné fotky, děkujeme.', authorName: 'Jana N.', created: '2026-05-01T10:00:00Z' }],
    dates: [
      {
        __typename: 'ProfileDate' as const,
        date: '2026-06-20',
        status: 'FREE' as const,
        category: { __typename: 'Category' as const, id: 'c1', name: category.name, slug: category.slug },
      },
    ],
    ...overrides,
  };
}

const mock = (data: ReturnType<typeof profile>) => ({
  request: { query: ProfileDetailDocument, variables: { username: 'petra-profikova' } },
  result: { data: { publicProfile: data } },
});

const tools = {
  header: ({ profile: p }: OwnerToolProps) => <button type="button">Upravit {p.title}</button>,
  aboveTabs: () => <p>Schvalování</p>,
  portfolio: ({ profile: p }: OwnerToolProps) => <p>Editor {p.works.length} prací</p>,
  avatar: () => <button type="button">Změnit fotku</button>,
};

function Page({ match }: PageProps) {
  return <ProfileView match={match} ownerTools={tools} />;
}

function renderView(data: ReturnType<typeof profile>, role: ViewerRole = 'guest', path = '/users/petra-profikova/') {
  return renderRemotePage(Page, path, { remote: 'mf-public', texts: {}, mocks: [mock(data)], role });
}

describe('ProfileView', () => {
  it('shows the header, the portfolio with responsive lazy thumbnails and a targeted request for guests', async () => {
    const view = renderView(profile());
    expect(await screen.findByRole('heading', { level: 1, name: 'Petra Profíková' })).toBeInTheDocument();
    expect(screen.getByText('Fotím svatby na jižní Moravě.')).toBeInTheDocument();
    const thumbs = screen.getAllByRole('img', { name: /– ukázka$/ });
    expect(thumbs).toHaveLength(8);
    expect(thumbs[0]).toHaveAttribute('srcset', '/media/w/w1-480.webp 480w, /media/w/w1-960.webp 960w');
    expect(thumbs[0]).toHaveAttribute('sizes', WORK_THUMB_SIZES);
    expect(thumbs[0]).toHaveAttribute('width', '1800');
    expect(thumbs[0]).toHaveAttribute('loading', 'eager');
    expect(thumbs[7]).toHaveAttribute('loading', 'lazy');

    fireEvent.click(screen.getByRole('button', { name: 'Obřad 2' }));
    expect(view.shell.openModal).toHaveBeenCalledWith(expect.objectContaining({ type: 'gallery', index: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Poslat cílenou poptávku' }));
    expect(view.shell.openModal).toHaveBeenCalledWith({ type: 'private-request', executorUsername: 'petra-profikova' });
    // A guest has nothing to review.
    expect(screen.queryByRole('button', { name: 'Napsat hodnocení' })).toBeNull();
    // Tools of the owner are not drawn for anyone else.
    expect(screen.queryByText('Schvalování')).toBeNull();
    expect(screen.queryByRole('button', { name: /Upravit/ })).toBeNull();
  });

  it('draws the owner tools in their places for the owner, without the targeted request', async () => {
    renderView(profile({ isOwner: true, isPublic: false }), 'executor');
    expect(await screen.findByRole('button', { name: 'Upravit Petra Profíková' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Změnit fotku' })).toBeInTheDocument();
    expect(screen.getByText('Schvalování')).toBeInTheDocument();
    expect(screen.getByText('Editor 8 prací')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Obřad 1' })).toBeNull();
    // The owner's approval panel says why it is not public; the general alert would repeat it.
    expect(screen.queryByText('Profil zatím není veřejný: ostatní ho uvidí, až ho schválí moderátor.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Poslat cílenou poptávku' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Napsat hodnocení' })).toBeNull();
  });

  it('lets a signed-in client write a review of the professional', async () => {
    const view = renderView(profile(), 'client');
    fireEvent.click(await screen.findByRole('button', { name: 'Napsat hodnocení' }));
    expect(view.shell.openModal).toHaveBeenCalledWith({ type: 'review', executorUsername: 'petra-profikova' });
  });

  it('says what earns trust: approved by a moderator, the lowest price, since when (a Prague year)', async () => {
    renderView(profile(), 'guest');
    expect(await screen.findByTestId('verified')).toHaveTextContent('Ověřený profík');
    expect(screen.getByTestId('price-from')).toHaveTextContent(/^od 12\s500\sKč$/);
    // 23:30 on New Year's Eve in UTC is already 2025 in Prague.
    expect(screen.getByText('Na Záběru od roku 2025')).toBeInTheDocument();
    expect(screen.getByTestId('finished-jobs')).toHaveTextContent('1 dokončená zakázka');
  });

  it('offers no targeted request when the professional offers no service now', async () => {
    renderView(profile({ categories: [{ category, summary: '', worksCount: 0, active: false }] }), 'client');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Poslat cílenou poptávku' })).toBeNull();
  });

  it('tells whoever sees a profile awaiting approval (a moderator) that it is not public', async () => {
    renderView(profile({ isPublic: false }), 'client');
    expect(await screen.findByText('Profil zatím není veřejný: ostatní ho uvidí, až ho schválí moderátor.')).toBeInTheDocument();
  });

  it('breaks the reviews down by stars above them', async () => {
    const review = (id: string, rating: number) => ({
      __typename: 'Review' as const,
      id,
      rating,
      text: 'Díky.',
      authorName: 'Jana N.',
      created: '2026-05-01T10:00:00Z',
    });
    renderView(
      profile({ reviews: [review('a', 5), review('b', 5), review('c', 4), review('d', 1)], reviewsCount: 4 }),
      'guest',
      '/users/petra-profikova/hodnoceni/',
    );
    const breakdown = await screen.findByRole('list', { name: 'Rozložení hodnocení' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.zp-breakdown__sr')?.textContent),
    ).toEqual(['5 z 5: 2 hodnocení', '4 z 5: 1 hodnocení', '3 z 5: 0 hodnocení', '2 z 5: 0 hodnocení', '1 z 5: 1 hodnocení']);
  });

  it('opens the tab of the URL and moves between tabs by URL', async () => {
    const view = renderView(profile(), 'client', '/users/petra-profikova/hodnoceni/');
    expect(await screen.findByTestId('review')).toHaveTextContent('Krásné fotky, děkujeme.');
    fireEvent.click(screen.getByRole('tab', { name: 'Termíny' }));
    expect(view.location.pathname).toBe('/users/petra-profikova/terminy/');
    const free = await screen.findByText(/Volno/);
    expect(within(free.closest('[data-status]') as HTMLElement).getByText(/Volno/)).toBeInTheDocument();
  });
});
