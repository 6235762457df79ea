import { ApolloLink, Observable } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import { wsConnectionChanged } from '@zaber/shared/platform/store/counters-slice';
import type { FormattedExecutionResult } from 'graphql';
import { LiveCounters } from '../features/counters/live-counters';
import { Header } from '../features/header/header';
import { renderShell } from '../testing/render-shell';

type Push = (result: FormattedExecutionResult) => void;

/** A link that keeps every operation open and lets the test push results to the live ones, by operation name. */
function liveLink() {
  const pushes = new Map<string, Push>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        pushes.set(operation.operationName ?? '', (result) => observer.next(result));
        return () => pushes.delete(operation.operationName ?? '');
      }),
  );
  return { link, pushes };
}

const balance = (halere: number) => ({
  data: {
    currentProfileBalance: {
      __typename: 'CurrentProfile',
      id: 'profile-1',
      isPublic: true,
      balance: halere,
      activityIndex: 80,
      rating: 4.8,
      reviewsCount: 12,
    },
  },
});

const balanceButton = () => screen.getByTestId('balance-menu');

describe('the live balance', () => {
  it('follows every pushed change in the header of a professional, while the socket is connected', async () => {
    const { link, pushes } = liveLink();
    const { store } = renderShell(
      <>
        <LiveCounters />
        <Header pathname="/" reduced={false} onLogout={jest.fn()} />
      </>,
      'executor',
      { id: 'profile-1', balance: 100_000, isPublic: false },
      { link },
    );
    expect(balanceButton()).toHaveTextContent(/1\s000\sKč/);
    // No socket yet: nothing subscribed.
    expect(pushes.has('CurrentProfileBalanceUpdated')).toBe(false);

    act(() => {
      store.dispatch(wsConnectionChanged(true));
    });
    expect(pushes.has('CurrentProfileBalanceUpdated')).toBe(true);
    act(() => pushes.get('CurrentProfileBalanceUpdated')?.(balance(350_000)));
    expect(balanceButton()).toHaveTextContent(/3\s500\sKč/);
    // The subset is merged: the profile became public (top-up allowed, the red alert gone), the rest kept.
    expect(store.getState().auth.profile).toMatchObject({ balance: 350_000, isPublic: true, reviewsCount: 12, name: expect.any(String) });
    expect(screen.queryByTestId('not-public-alert')).toBeNull();

    act(() => pushes.get('CurrentProfileBalanceUpdated')?.(balance(345_100)));
    expect(balanceButton()).toHaveTextContent(/3\s451\sKč/);

    // The socket dropped: the subscription ends.
    act(() => {
      store.dispatch(wsConnectionChanged(false));
    });
    await waitFor(() => expect(pushes.has('CurrentProfileBalanceUpdated')).toBe(false));
  });

  it('is not subscribed for a client, who has no credit', () => {
    const { link, pushes } = liveLink();
    const { store } = renderShell(<LiveCounters />, 'client', {}, { link });
    act(() => {
      store.dispatch(wsConnectionChanged(true));
    });
    expect(pushes.has('UnreadCountersUpdated')).toBe(true);
    expect(pushes.has('CurrentProfileBalanceUpdated')).toBe(false);
  });
});
