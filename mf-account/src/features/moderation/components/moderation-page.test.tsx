import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ApprovalQueueDocument, ProfileApproveDocument, ProfileRejectDocument } from '../api/operations.generated';
import { ModerationPage } from './moderation-page';

const MODERATOR = { isModerator: true, title: 'Marta Moderátorka' };

const work = (id: string, slug: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Work' as const,
  id,
  type: 'PHOTO',
  title: `Fotka ${id}`,
  category: { __typename: 'Category' as const, id: `c-${slug}`, slug },
  image: {
    __typename: 'Image' as const,
    src: `/media/w/${id}.jpg`,
    thumbnail: `/media/t/${id}.jpg`,
    alt: `Fotka ${id}`,
    srcSet: null,
  },
  videoEmbedUrl: null,
  ...overrides,
});

function request(id: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ApprovalRequest' as const,
    id,
    status: 'PENDING',
    requestedAt: '2030-06-08T08:30:00Z',
    decidedAt: null,
    reason: null,
    profile: {
      __typename: 'PublicProfile' as const,
      id: `p-${id}`,
      username: `profik-${id}`,
      url: `/users/profik-${id}/`,
      title,
      avatar: `/media/a/${id}.jpg`,
      location: 'Brno',
      categories: [
        {
          __typename: 'ProfileCategory' as const,
          active: true,
          summary: 'Svatby od příprav po první tanec.',
          worksCount: 11,
          category: { __typename: 'Category' as const, id: 'c-svatby', name: 'Svatby', slug: 'svatby' },
        },
      ],
      works: [
        work('w1', 'svatby'),
        work('w2', 'svatby', {
          type: 'VIDEO',
          title: 'Svatební klip',
          image: { __typename: 'Image', src: '/media/v/w2.jpg', thumbnail: '/media/v/t-w2.jpg', alt: 'Náhled', srcSet: null },
          videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/abc',
        }),
      ],
    },
    ...overrides,
  };
}

type Item = ReturnType<typeof request>;

function queue(status: 'PENDING' | 'APPROVED' | 'REJECTED', items: Item[], page = 1, totalCount = items.length): MockLink.MockedResponse {
  return {
    request: { query: ApprovalQueueDocument, variables: { status, page, pageSize: 10 } },
    result: {
      data: {
        approvalQueue: {
          __typename: 'ApprovalRequestPage',
          pageInfo: { __typename: 'PageInfo', page, pageSize: 10, totalCount, totalPages: Math.ceil(totalCount / 10) },
          items,
        },
      },
    },
  };
}

const JANA = request('r1', 'Jana Nováková');
const PETR = request('r2', 'Petr Svoboda');

describe('ModerationPage', () => {
  it('gives anyone but a moderator the shell’s 403 and asks for nothing', async () => {
    const { shell, container } = renderPage(ModerationPage, '/account/moderation/', { mocks: [], role: 'executor' });
    await waitFor(() => expect(shell.showError).toHaveBeenCalledWith(403));
    expect(container.querySelector('[data-testid="approval-request"]')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('lists a pending request with the applicant, the services, their works (opened in the gallery) and the profile', async () => {
    const { shell } = renderPage(ModerationPage, '/account/moderation/', { mocks: [queue('PENDING', [JANA], 1, 1)], profile: MODERATOR });
    const item = await screen.findByTestId('approval-request');
    expect(shell.showError).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Čekající', selected: true })).toBeInTheDocument();
    expect(within(item).getByRole('heading', { level: 2, name: 'Jana Nováková' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Brno');
    expect(item).toHaveTextContent('Žádost odeslána 8. 6. 2030 10:30');
    expect(item.querySelector('img[src="/media/a/r1.jpg"]')).not.toBeNull();
    expect(within(item).getByRole('link', { name: 'Zobrazit profil →' })).toHaveAttribute('href', '/users/profik-r1/');

    const category = within(item).getByTestId('approval-category');
    expect(within(category).getByRole('heading', { level: 3 })).toHaveTextContent('Svatby · 11 prací');
    expect(category).toHaveTextContent('Svatby od příprav po první tanec.');
    expect(category.querySelector('img[src="/media/t/w1.jpg"]')).not.toBeNull();

    fireEvent.click(within(category).getByRole('button', { name: 'Zvětšit: Svatební klip, Video' }));
    expect(shell.openModal).toHaveBeenCalledWith({
      type: 'gallery',
      index: 1,
      images: [
        { src: '/media/w/w1.jpg', alt: 'Fotka w1' },
        { src: '/media/v/w2.jpg', alt: 'Svatební klip', videoUrl: 'https://www.youtube-nocookie.com/embed/abc' },
      ],
    });
  });

  it('approves: approveProfile is sent, the request leaves the queue and a snackbar confirms', async () => {
    let approved: unknown = null;
    const { shell } = renderPage(ModerationPage, '/account/moderation/', {
      profile: MODERATOR,
      mocks: [
        queue('PENDING', [JANA, PETR]),
        {
          request: { query: ProfileApproveDocument, variables: { id: 'r1' } },
          result: (variables: { id: string }) => {
            approved = variables.id;
            return {
              data: { approveProfile: { __typename: 'ApprovalRequest', id: 'r1', status: 'APPROVED', decidedAt: '2030-06-10T10:00:00Z', reason: null } },
            };
          },
        },
        queue('PENDING', [PETR]),
      ],
    });
    expect(await screen.findAllByTestId('approval-request')).toHaveLength(2);
    const jana = screen.getByRole('article', { name: 'Jana Nováková' });
    fireEvent.click(within(jana).getByRole('button', { name: 'Schválit' }));
    // Approving publishes the profile: confirmed first.
    const bubble = (await screen.findByText('Schválit a zveřejnit profil Jana Nováková?')).closest('.ant-popover') as HTMLElement;
    expect(approved).toBeNull();
    fireEvent.click(within(bubble).getByRole('button', { name: 'Ano, zveřejnit' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jana Nováková' })).toBeNull());
    expect(approved).toBe('r1');
    expect(screen.getByRole('article', { name: 'Petr Svoboda' })).toBeInTheDocument();
    expect(shell.notify).toHaveBeenCalledWith('success', 'Profil Jana Nováková je schválený a veřejný.');
  });

  it('rejects only with a reason of at least 10 characters, sends it and takes the request off the queue', async () => {
    let sent: unknown = null;
    const { shell } = renderPage(ModerationPage, '/account/moderation/', {
      profile: MODERATOR,
      mocks: [
        queue('PENDING', [JANA]),
        {
          request: { query: ProfileRejectDocument, variables: { input: { id: 'r1', reason: 'Fotky jsou rozmazané.' } } },
          result: (variables: { input: unknown }) => {
            sent = variables.input;
            return {
              data: {
                rejectProfile: {
                  __typename: 'ApprovalRequest',
                  id: 'r1',
                  status: 'REJECTED',
                  decidedAt: '2030-06-10T10:00:00Z',
                  reason: 'Fotky jsou rozmazané.',
                },
              },
            };
          },
        },
        queue('PENDING', []),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zamítnout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zamítnout žádost: Jana Nováková' });
    const reason = within(dialog).getByLabelText('Důvod zamítnutí (uvidí ho profík)');

    fireEvent.change(reason, { target: { value: 'Rozmazané' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamítnout žádost' }));
    expect(await within(dialog).findByText('Minimální délka je 10 znaků')).toBeInTheDocument();
    expect(sent).toBeNull();

    fireEvent.change(reason, { target: { value: '  Fotky jsou rozmazané.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamítnout žádost' }));
    await waitFor(() => expect(sent).toEqual({ id: 'r1', reason: 'Fotky jsou rozmazané.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Žádná žádost nečeká na schválení.')).toBeInTheDocument();
    expect(shell.notify).toHaveBeenCalledWith('success', 'Žádost profíka Jana Nováková je zamítnutá.');
  });

  it('says so when another moderator decided first, and shows the queue as it is now', async () => {
    const { shell } = renderPage(ModerationPage, '/account/moderation/', {
      profile: MODERATOR,
      mocks: [
        queue('PENDING', [JANA, PETR]),
        {
          request: { query: ProfileApproveDocument, variables: { id: 'r1' } },
          result: { errors: [{ message: 'Tuto žádost už někdo vyřídil.', extensions: { code: 'CONFLICT' } }] },
        },
        queue('PENDING', [PETR]),
      ],
    });
    const jana = await screen.findByRole('article', { name: 'Jana Nováková' });
    fireEvent.click(within(jana).getByRole('button', { name: 'Schválit' }));
    fireEvent.click(
      within((await screen.findByText('Schválit a zveřejnit profil Jana Nováková?')).closest('.ant-popover') as HTMLElement).getByRole('button', {
        name: 'Ano, zveřejnit',
      }),
    );

    expect(await screen.findByTestId('decision-error')).toHaveTextContent('Tuto žádost už někdo vyřídil.');
    // Refetched: the request someone else decided is gone.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jana Nováková' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Petr Svoboda' })).toBeInTheDocument();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('shows a refusal someone else made meanwhile from the reject dialog too, closing it', async () => {
    renderPage(ModerationPage, '/account/moderation/', {
      profile: MODERATOR,
      mocks: [
        queue('PENDING', [JANA]),
        {
          request: { query: ProfileRejectDocument, variables: { input: { id: 'r1', reason: 'Málo prací ve službě.' } } },
          result: { errors: [{ message: 'Tuto žádost už někdo vyřídil.', extensions: { code: 'CONFLICT' } }] },
        },
        queue('PENDING', []),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zamítnout' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Důvod zamítnutí (uvidí ho profík)'), { target: { value: 'Málo prací ve službě.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamítnout žádost' }));
    expect(await screen.findByTestId('decision-error')).toHaveTextContent('Tuto žádost už někdo vyřídil.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Žádná žádost nečeká na schválení.')).toBeInTheDocument();
  });

  it('lists the decided ones by tab in the URL, with the reason of a refusal and no buttons', async () => {
    const refused = request('r3', 'Karel Dvořák', { status: 'REJECTED', decidedAt: '2030-06-09T12:00:00Z', reason: 'Chybí ukázky videí.' });
    const { location } = renderPage(ModerationPage, '/account/moderation/', {
      profile: MODERATOR,
      mocks: [queue('PENDING', [JANA]), queue('REJECTED', [refused])],
    });
    await screen.findByRole('article', { name: 'Jana Nováková' });
    fireEvent.click(screen.getByRole('tab', { name: 'Zamítnuté' }));
    const item = await screen.findByRole('article', { name: 'Karel Dvořák' });
    expect(location.search).toBe('?stav=zamitnute');
    expect(item).toHaveTextContent('Vyřízeno 9. 6. 2030 14:00');
    expect(item).toHaveTextContent('Důvod zamítnutí: Chybí ukázky videí.');
    expect(within(item).queryByRole('button', { name: 'Schválit' })).toBeNull();
  });
});
