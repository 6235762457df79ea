import { screen, waitFor } from '@testing-library/react';
import { ProfileDetailDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import { publicTexts } from '../../../i18n/cs';
import { ProfilePage } from './profile-page';

const category = { __typename: 'Category' as const, id: 'c1', name: 'Svatební fotografie', slug: 'svatebni-fotograf', allowedWorkTypes: ['PHOTO' as const] };

const profile = {
  __typename: 'PublicProfile' as const,
  id: 'p1',
  username: 'petra-profikova',
  url: '/users/petra-profikova/',
  title: 'Petra Profíková',
  avatar: null,
  location: 'Brno',
  summary: 'Fotím svatby na jižní Moravě.',
  rating: 4.8,
  reviewsCount: 0,
  responseTime: 5,
  priceFrom: null,
  memberSince: '2025-03-01T10:00:00Z',
  finishedJobs: 0,
  verified: true,
  isPublic: true,
  isOwner: false,
  categories: [{ __typename: 'ProfileCategory' as const, category, summary: null, worksCount: 1, active: true }],
  works: [
    {
      __typename: 'Work' as const,
      id: 'w1',
      type: 'PHOTO' as const,
      title: 'Obřad v zámecké zahradě',
      category: { __typename: 'Category' as const, id: 'c1', slug: 'svatebni-fotograf' },
      image: { __typename: 'Image' as const, src: '/media/w1.jpg', thumbnail: '/media/w1-t.jpg', alt: 'Obřad', srcSet: null, width: null, height: null },
      videoUrl: null,
      videoEmbedUrl: null,
    },
  ],
  packages: [],
  reviews: [],
  dates: [],
};

describe('mf-public ProfilePage', () => {
  it('renders the shared profile view with the page title and meta description of the profile', async () => {
    renderRemotePage(ProfilePage, '/users/petra-profikova/', {
      remote: 'mf-public',
      texts: { public: publicTexts },
      role: 'guest',
      mocks: [{ request: { query: ProfileDetailDocument, variables: { username: 'petra-profikova' } }, result: { data: { publicProfile: profile } } }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Petra Profíková' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Portfolio', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obřad v zámecké zahradě' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Poslat cílenou poptávku' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Petra Profíková | Záběr'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Petra Profíková – Svatební fotografie. Portfolio, balíčky, hodnocení a volné termíny na Záběru.',
    );
  });

  it('is a 404 for a profile that does not exist or is not public', async () => {
    renderRemotePage(ProfilePage, '/users/nikdo/', {
      remote: 'mf-public',
      texts: { public: publicTexts },
      role: 'guest',
      mocks: [{ request: { query: ProfileDetailDocument, variables: { username: 'nikdo' } }, result: { data: { publicProfile: null } } }],
    });
    expect(await screen.findByText('Stránka nenalezena')).toBeInTheDocument();
  });
});
