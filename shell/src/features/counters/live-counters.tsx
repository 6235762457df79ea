import { useEffect } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useDispatch, useSelector } from 'react-redux';
import { countersReceived } from '@zaber/shared/store/counters-slice';
import { selectIsAuthenticated, type ShellState } from '@zaber/shared/store/shell-state';
import { UnreadCountersDocument, UnreadCountersUpdatedDocument } from './api/operations.generated';

/**
 * Keeps the unread counters in the store: a network-only query when the user is signed in,
 * then the live subscription while the websocket is connected (spec §4, §7).
 */
export function LiveCounters() {
  const dispatch = useDispatch();
  const authenticated = useSelector(selectIsAuthenticated);
  const socketOpen = useSelector((state: ShellState) => state.counters.wsConnected);
  const initial = useQuery(UnreadCountersDocument, { skip: !authenticated, fetchPolicy: 'network-only' });
  const live = useSubscription(UnreadCountersUpdatedDocument, { skip: !(authenticated && socketOpen) });

  useEffect(() => {
    if (!authenticated) dispatch(countersReceived(null));
  }, [authenticated, dispatch]);
  useEffect(() => {
    if (authenticated && initial.data) dispatch(countersReceived(initial.data.unreadCounters));
  }, [authenticated, initial.data, dispatch]);
  useEffect(() => {
    if (authenticated && live.data) dispatch(countersReceived(live.data.unreadCounters));
  }, [authenticated, live.data, dispatch]);
  return null;
}
