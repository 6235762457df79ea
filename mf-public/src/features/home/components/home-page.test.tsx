import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import { publicTexts } from '../../../i18n/cs';
import { HomeFeaturedDocument } from '../api/operations.generated';
import { HomePage } from './home-page';

const featured = {
  request: { query: HomeFeaturedDocument },
  result: {
    data: {
      packages: { __typename: 'PackagePage', items: [] },
      executors: { __typename: 'PublicProfilePage', items: [] },
      blogPosts: { __typename: 'BlogPostPage', items: [] },
    },
  },
};

/** GET /v1/counters answering only when the test says so. */
function deferredCounters() {
  let answer: (body: unknown) => void = () => undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (body) => resolve({ ok: true, json: async () => body } as Response);
      }),
  );
  Object.assign(globalThis, { fetch: fetchMock });
  return { fetchMock, answer: (body: unknown) => answer(body) };
}

const counters = (moderationPassRate: number | null) => ({ verifiedProfessionals: 912, customers: 8_104, requests: 40, proposals: 120, moderationPassRate });

function moderationClaim() {
  const label = screen.getByText('přihlášek projde schválením');
  return within(label.closest('[data-testid="claim"]') as HTMLElement);
}

/** A claim's value by its label, with Intl's (narrow) no-break spaces as plain ones. */
const claimValue = (label: string) => (screen.getByText(label).previousElementSibling?.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');

const renderHome = () => renderRemotePage(HomePage, '/', { remote: 'mf-public', texts: { public: publicTexts }, mocks: [featured], role: 'guest' });

const realFetch = globalThis.fetch;
afterEach(() => {
  Object.assign(globalThis, { fetch: realFetch });
});

describe('HomePage claims', () => {
  it('shows the constant while the counters load, then the rate the API computed', async () => {
    const { fetchMock, answer } = deferredCounters();
    renderHome();
    expect(fetchMock).toHaveBeenCalledWith('/v1/counters', expect.anything());
    expect(moderationClaim().getByText('40 %')).toBeInTheDocument();

    await act(async () => answer(counters(37)));
    expect(await moderationClaim().findByText('37 %')).toBeInTheDocument();
    expect(moderationClaim().queryByText('40 %')).toBeNull();
    // The other live claims come from the same answer.
    expect(claimValue('zákazníků')).toBe('8 104');
  });

  it('keeps the constant when no request has been decided yet (null)', async () => {
    const { answer } = deferredCounters();
    renderHome();
    await act(async () => answer(counters(null)));
    await waitFor(() => expect(claimValue('zákazníků')).toBe('8 104'));
    expect(moderationClaim().getByText('40 %')).toBeInTheDocument();
  });
});
