import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AddFavouriteDocument, FavouriteIdsDocument, RemoveFavouriteDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { renderPage } from '../../../testing/render-page';
import { MyFavouritesDocument } from '../api/operations.generated';
import { FavouritesPage } from './favourites-page';

const executor = {
  __typename: 'PublicProfile' as const,
  id: 'e1',
  username: 'jana',
  url: '/users/jana/',
  title: 'Jana Nováková',
  avatar: null,
  location: 'Brno',
  rating: 4.8,
  reviewsCount: 3,
  responseTime: 5,
  priceFrom: 290_000,
  finishedJobs: 12,
  verified: true,
  categories: [{ __typename: 'ProfileCategory' as const, category: { __typename: 'Category' as const, name: 'Svatební fotografie' } }],
  cover: null,
};
const pkg = {
  __typename: 'Package' as const,
  id: '7',
  url: '/balicky-sluzeb/7/svatba/',
  title: 'Svatba na celý den',
  priceFrom: 800_000,
  placeName: 'Celá ČR',
  category: { __typename: 'Category' as const, name: 'Svatební fotografie' },
  cover: null,
  executor: { __typename: 'PublicProfile' as const, id: 'e1', title: 'Jana Nováková', avatar: null },
};

const ids = (executors: string[], packages: string[]) => ({
  __typename: 'Favourites' as const,
  executors: executors.map((id) => ({ __typename: 'PublicProfile' as const, id })),
  packages: packages.map((id) => ({ __typename: 'Package' as const, id })),
});

const mine = (executors: (typeof executor)[], packages: (typeof pkg)[]): MockLink.MockedResponse => ({
  request: { query: MyFavouritesDocument },
  result: { data: { myFavourites: { __typename: 'Favourites', executors, packages } } },
});
const idsQuery = (executors: string[], packages: string[]): MockLink.MockedResponse => ({
  request: { query: FavouriteIdsDocument },
  result: { data: { myFavourites: ids(executors, packages) } },
});

describe('FavouritesPage', () => {
  it('lists saved professionals and packages with filled hearts; a professional gets a targeted request from here', async () => {
    const { shell } = renderPage(FavouritesPage, '/oblibene/', { mocks: [mine([executor], [pkg]), idsQuery(['e1'], ['7'])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oblíbené' })).toBeInTheDocument();
    const card = await screen.findByTestId('favourite-executor');
    expect(within(card).getByRole('link', { name: 'Jana Nováková' })).toHaveAttribute('href', '/users/jana/');
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Odebrat z oblíbených' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(screen.getByTestId('package-card')).getByRole('button', { name: 'Odebrat z oblíbených' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(card).getByRole('button', { name: 'Poslat cílenou poptávku' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'private-request', executorUsername: 'jana' });
  });

  it('takes a removed professional off the list and puts it back on undo', async () => {
    renderPage(FavouritesPage, '/oblibene/', {
      mocks: [
        mine([executor], [pkg]),
        idsQuery(['e1'], ['7']),
        { request: { query: RemoveFavouriteDocument, variables: { kind: 'EXECUTOR', id: 'e1' } }, result: { data: { removeFavourite: ids([], ['7']) } } },
        { request: { query: AddFavouriteDocument, variables: { kind: 'EXECUTOR', id: 'e1' } }, result: { data: { addFavourite: ids(['e1'], ['7']) } } },
      ],
    });
    const card = await screen.findByTestId('favourite-executor');
    const heart = within(card).getByRole('button', { name: 'Odebrat z oblíbených' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart);
    await waitFor(() => expect(screen.queryByTestId('favourite-executor')).toBeNull());
    expect(screen.getByText('Zatím jste si neuložili žádného profíka.')).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('„Jana Nováková“ je odebráno z oblíbených.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Vrátit zpět' }));
    expect(await screen.findByTestId('favourite-executor')).toBeInTheDocument();
  });

  it('says how to find professionals when nothing is saved', async () => {
    renderPage(FavouritesPage, '/oblibene/', { mocks: [mine([], []), idsQuery([], [])] });
    const empty = await screen.findByTestId('favourites-empty');
    expect(within(empty).getByRole('link', { name: 'Prohlédnout profíky' })).toHaveAttribute('href', '/profici/');
  });
});
