import { screen, within } from '@testing-library/react';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import { publicTexts } from '../../../i18n/cs';
import { HomeFeaturedDocument } from '../api/operations.generated';
import { HomePage } from './home-page';

/** The home page's one query: its claims come with the featured lists (rendered on the server with them). */
const featured = (moderationPassRate: number | null) => ({
  request: { query: HomeFeaturedDocument },
  result: {
    data: {
      packages: { __typename: 'PackagePage', items: [] },
      executors: { __typename: 'PublicProfilePage', items: [] },
      blogPosts: { __typename: 'BlogPostPage', items: [] },
      publicCounters: { __typename: 'PublicCounters', verifiedProfessionals: 912, customers: 8_104, moderationPassRate },
    },
  },
});

function moderationClaim() {
  const label = screen.getByText('přihlášek projde schválením');
  return within(label.closest('[data-testid="claim"]') as HTMLElement);
}

/** A claim's value by its label, with (narrow) no-break spaces as plain ones. */
const claimValue = (label: string) => (screen.getByText(label).previousElementSibling?.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');

const renderHome = (moderationPassRate: number | null) =>
  renderRemotePage(HomePage, '/', { remote: 'mf-public', texts: { public: publicTexts }, mocks: [featured(moderationPassRate)], role: 'guest' });

const realFetch = globalThis.fetch;
afterEach(() => {
  Object.assign(globalThis, { fetch: realFetch });
});

describe('HomePage claims', () => {
  it('shows the constant while the page loads, then the rate the API computed, with no request of its own', async () => {
    const fetchMock = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
    renderHome(37);
    expect(moderationClaim().getByText('40 %')).toBeInTheDocument();
    expect(await moderationClaim().findByText('37 %')).toBeInTheDocument();
    expect(moderationClaim().queryByText('40 %')).toBeNull();
    // The other live claims come from the same answer.
    expect(claimValue('zákazníků')).toBe('8 104');
    expect(claimValue('ověřených profíků')).toBe('912');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the constant when no request has been decided yet (null)', async () => {
    renderHome(null);
    expect(await screen.findByText('8 104')).toBeInTheDocument();
    expect(moderationClaim().getByText('40 %')).toBeInTheDocument();
  });
});
