import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import {
  AddFavouriteDocument,
  type AddFavouriteMutation,
  FavouriteIdsDocument,
  type FavouriteIdsQuery,
  type FavouriteKind,
  RemoveFavouriteDocument,
} from '@zaber/shared/platform/ui-fragments.generated';
import { Button } from '@zaber/shared/ui/antd/button';
import { ShellServicesContext, useShell } from '@zaber/shared/ui/shell-services';
import { useHydrated } from '@zaber/shared/ui/use-hydrated';
import { type MouseEvent, useContext } from 'react';
import { useSelector } from 'react-redux';

type Ids = FavouriteIdsQuery['myFavourites'];

/** Where the heart sits: over a card's corner, or among a profile's or a package's header buttons. */
export type FavouritePlacement = 'card' | 'header';

export interface FavouriteButtonProps {
  kind: FavouriteKind;
  /** PublicProfile.id or Package.id. */
  id: string;
  placement?: FavouritePlacement;
}

/** The result of a favourites mutation as the light query's answer (with the type names the cache keys by). */
function asIds(ids: Ids): Ids {
  return {
    __typename: 'Favourites',
    executors: ids.executors.map((e) => ({ __typename: 'PublicProfile', id: e.id })),
    packages: ids.packages.map((p) => ({ __typename: 'Package', id: p.id })),
  } as Ids;
}

const has = (ids: Ids | undefined, kind: FavouriteKind, id: string) =>
  Boolean((kind === 'EXECUTOR' ? ids?.executors : ids?.packages)?.some((item) => item.id === id));

/**
 * The signed-in client's saved ids and the two changes; one query however many hearts a page has.
 * Read only in the browser after hydration: the server and the hydrating browser render every heart
 * empty, guests and professionals never ask.
 */
export function useFavourites() {
  const hydrated = useHydrated();
  const role = useSelector(selectRole);
  const client = hydrated && role === 'client';
  const { data } = useQuery(FavouriteIdsDocument, { skip: !client, ssr: false });
  const ids = client ? data?.myFavourites : undefined;
  const update = (cache: ApolloCache, next: Ids | undefined) => {
    if (next) cache.writeQuery({ query: FavouriteIdsDocument, data: { myFavourites: asIds(next) } });
  };
  const [add] = useMutation(AddFavouriteDocument, { update: (cache, { data: d }) => update(cache, d?.addFavourite) });
  const [remove] = useMutation(RemoveFavouriteDocument, { update: (cache, { data: d }) => update(cache, d?.removeFavourite) });
  const toggle = async (kind: FavouriteKind, id: string) => {
    const current = ids ?? { executors: [], packages: [] };
    const saved = has(current, kind, id);
    const without = (list: { id: string }[], k: FavouriteKind) => (k === kind ? list.filter((item) => item.id !== id) : list);
    const optimistic = saved
      ? { executors: without(current.executors, 'EXECUTOR'), packages: without(current.packages, 'PACKAGE') }
      : {
          executors: kind === 'EXECUTOR' ? [{ id }, ...current.executors] : current.executors,
          packages: kind === 'PACKAGE' ? [{ id }, ...current.packages] : current.packages,
        };
    if (saved) await remove({ variables: { kind, id }, optimisticResponse: { removeFavourite: asIds(optimistic) } });
    else await add({ variables: { kind, id }, optimisticResponse: { addFavourite: asIds(optimistic) } as AddFavouriteMutation });
  };
  return { role: hydrated ? role : 'guest', isSaved: (kind: FavouriteKind, id: string) => has(ids, kind, id), toggle, add };
}

function Heart({ saved, placement, onClick }: { saved: boolean; placement: FavouritePlacement; onClick?: (event: MouseEvent<HTMLElement>) => void }) {
  const t = useCommonT();
  return (
    <Button
      shape="circle"
      size={placement === 'header' ? 'large' : 'middle'}
      className={placement === 'card' ? 'zp-favourite zp-favourite--card' : 'zp-favourite'}
      aria-label={t(saved ? 'common.favourites.remove' : 'common.favourites.add')}
      aria-pressed={saved}
      title={t(saved ? 'common.favourites.remove' : 'common.favourites.add')}
      icon={saved ? <HeartFilled aria-hidden className="z-color-error" /> : <HeartOutlined aria-hidden />}
      onClick={onClick}
      data-testid="favourite-button"
    />
  );
}

function ConnectedHeart({ kind, id, placement }: Required<FavouriteButtonProps>) {
  const { openModal } = useShell();
  const favourites = useFavourites();
  // Professionals keep no favourites; the heart is theirs to see only on the server's (anonymous) page.
  if (favourites.role === 'executor') return null;
  const saved = favourites.isSaved(kind, id);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // On a card the heart sits over the card's link.
    event.preventDefault();
    event.stopPropagation();
    // A guest signs in first; the shell opens the `favourite` modal afterwards, which saves it.
    if (favourites.role === 'guest') openModal({ type: 'favourite', kind, id });
    else void favourites.toggle(kind, id).catch(() => undefined);
  };
  return <Heart saved={saved} placement={placement} onClick={onClick} />;
}

/**
 * The heart that saves a professional or a package to the signed-in client's favourites
 * (aria-pressed tells whether it is saved). Outside a remote mounted by the shell (a component's
 * test) it is drawn empty and does nothing.
 */
export function FavouriteButton({ kind, id, placement = 'card' }: FavouriteButtonProps) {
  const mounted = useContext(ShellServicesContext) !== null;
  return mounted ? <ConnectedHeart kind={kind} id={id} placement={placement} /> : <Heart saved={false} placement={placement} />;
}
