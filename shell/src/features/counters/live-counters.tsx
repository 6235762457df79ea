import { useQuery, useSubscription } from '@apollo/client/react';
import { profileBalanceLoaded } from '@zaber/shared/platform/store/auth-slice';
import { countersReceived } from '@zaber/shared/platform/store/counters-slice';
import { type ShellState, selectIsAuthenticated, selectRole } from '@zaber/shared/platform/store/shell-state';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CurrentProfileBalanceUpdatedDocument, UnreadCountersDocument, UnreadCountersUpdatedDocument } from './api/operations.generated';

/**
 * A professional's balance follows every ledger change (a top-up paid, a proposal charged, a refund)
 * without a reload: the subscription pushes the balance subset, merged into the stored profile the
 * header reads. Only while the socket is connected; clients have no credit.
 */
function useLiveBalance(live: boolean) {
  const dispatch = useDispatch();
  const isExecutor = useSelector((state: ShellState) => selectRole(state) === 'executor');
  const { data } = useSubscription(CurrentProfileBalanceUpdatedDocument, { skip: !(live && isExecutor) });
  useEffect(() => {
    const pushed = data?.currentProfileBalance;
    if (!live || !isExecutor || !pushed) return;
    const { balance, isPublic, activityIndex, rating, reviewsCount } = pushed;
    dispatch(profileBalanceLoaded({ balance, isPublic, activityIndex: activityIndex ?? null, rating: rating ?? null, reviewsCount }));
  }, [live, isExecutor, data, dispatch]);
}

/**
 * Keeps the unread counters in the store: a network-only query when the user is signed in,
 * then the live subscription while the websocket is connected (spec §4, §7); and a professional's
 * balance live the same way. Mounted for a signed-in user only (a guest's page sets up no query);
 * the counters go with the session.
 */
export function LiveCounters() {
  const dispatch = useDispatch();
  const authenticated = useSelector(selectIsAuthenticated);
  const socketOpen = useSelector((state: ShellState) => state.counters.wsConnected);
  const initial = useQuery(UnreadCountersDocument, { skip: !authenticated, fetchPolicy: 'network-only' });
  const live = useSubscription(UnreadCountersUpdatedDocument, { skip: !(authenticated && socketOpen) });
  useLiveBalance(authenticated && socketOpen);

  useEffect(() => {
    if (!authenticated) dispatch(countersReceived(null));
  }, [authenticated, dispatch]);
  useEffect(
    () => () => {
      dispatch(countersReceived(null));
    },
    [dispatch],
  );
  useEffect(() => {
    if (authenticated && initial.data) dispatch(countersReceived(initial.data.unreadCounters));
  }, [authenticated, initial.data, dispatch]);
  useEffect(() => {
    if (authenticated && live.data) dispatch(countersReceived(live.data.unreadCounters));
  }, [authenticated, live.data, dispatch]);
  return null;
}
