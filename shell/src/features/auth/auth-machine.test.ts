import { configureStore } from '@reduxjs/toolkit';
import { profileLoaded, tokenRead } from '@zaber/shared/platform/store/auth-slice';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';
import { selectIsAuthenticated, selectIsClient, selectRole } from '@zaber/shared/platform/store/shell-state';
import { testProfile } from '@zaber/shared/testing/remote-harness';
import { type AuthDeps, PROFILE_ERROR_REDIRECT_MS, syncAuth } from './auth-machine';

function setup(token: string | null, fetchProfile: AuthDeps['fetchProfile'], leaving = false) {
  const store = configureStore({ reducer: shellReducers });
  let cookie = token;
  const scheduled: { run: () => void; ms: number }[] = [];
  const deps: AuthDeps = {
    readToken: () => cookie,
    clearToken: jest.fn(() => {
      cookie = null;
    }),
    fetchProfile: jest.fn(fetchProfile),
    logoutOnServer: jest.fn(async () => undefined),
    goHome: jest.fn(),
    schedule: (run, ms) => scheduled.push({ run, ms }),
    isDecodingSignatureError: (error) => error instanceof Error && error.message === 'Error decoding signature',
    isLeaving: () => leaving,
  };
  return { store, deps, scheduled };
}

describe('auth state machine (spec §4)', () => {
  it('token + profile → logged in, role from the profile', async () => {
    const { store, deps } = setup('t1', async () => testProfile({ isExecutor: true, isClient: false }));
    await syncAuth(store, deps);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(selectRole(store.getState())).toBe('executor');
    expect(store.getState().auth.token).toBe('t1');
  });

  it('a signed-in non-executor is a client', async () => {
    const { store, deps } = setup('t1', async () => testProfile());
    await syncAuth(store, deps);
    expect(selectRole(store.getState())).toBe('client');
  });

  it('token but no profile → profile cleared and logged out (cookie and server session)', async () => {
    const { store, deps } = setup('t1', async () => null);
    await syncAuth(store, deps);
    expect(store.getState().auth).toEqual({ token: null, profile: null });
    expect(deps.clearToken).toHaveBeenCalled();
    expect(deps.logoutOnServer).toHaveBeenCalled();
    expect(deps.goHome).not.toHaveBeenCalled();
  });

  it('profile load error → logged out and sent home after 1 s', async () => {
    const { store, deps, scheduled } = setup('t1', async () => {
      throw new Error('Failed to fetch');
    });
    await syncAuth(store, deps);
    expect(store.getState().auth).toEqual({ token: null, profile: null });
    expect(deps.goHome).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(PROFILE_ERROR_REDIRECT_MS);
    expect(PROFILE_ERROR_REDIRECT_MS).toBe(1000);
    scheduled[0]?.run();
    expect(deps.goHome).toHaveBeenCalledTimes(1);
  });

  it('a load cut because the page is leaving (a full load, a version change) signs nobody out', async () => {
    const { store, deps, scheduled } = setup(
      't1',
      async () => {
        throw new Error('Failed to fetch');
      },
      true,
    );
    await syncAuth(store, deps);
    expect(deps.clearToken).not.toHaveBeenCalled();
    expect(deps.logoutOnServer).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(0);
    expect(store.getState().auth.token).toBe('t1');
  });

  it('an aborted load signs nobody out either', async () => {
    const { deps } = setup('t1', async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    await syncAuth(configureStore({ reducer: shellReducers }), deps);
    expect(deps.logoutOnServer).not.toHaveBeenCalled();
  });

  it("'Error decoding signature' → logged out and sent home at once", async () => {
    const { store, deps, scheduled } = setup('bad', async () => {
      throw new Error('Error decoding signature');
    });
    await syncAuth(store, deps);
    expect(store.getState().auth.token).toBeNull();
    expect(deps.goHome).toHaveBeenCalledTimes(1);
    expect(scheduled).toHaveLength(0);
  });

  it('no token → a loaded profile is cleared', async () => {
    const { store, deps } = setup(null, async () => testProfile());
    store.dispatch(tokenRead('old'));
    store.dispatch(profileLoaded(testProfile()));
    await syncAuth(store, deps);
    expect(store.getState().auth).toEqual({ token: null, profile: null });
    expect(deps.fetchProfile).not.toHaveBeenCalled();
  });

  it('no token and nothing loaded → a guest, treated as a client, never an executor', async () => {
    const { store, deps } = setup(null, async () => testProfile());
    await syncAuth(store, deps);
    expect(selectRole(store.getState())).toBe('guest');
    expect(selectIsClient(store.getState())).toBe(true);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('a token without a loaded profile is not logged in yet', () => {
    const store = configureStore({ reducer: shellReducers });
    store.dispatch(tokenRead('t1'));
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(selectRole(store.getState())).toBe('guest');
  });

  it('ignores a profile answer that arrives after the user signed out meanwhile', async () => {
    let resolve: (value: ReturnType<typeof testProfile>) => void = () => undefined;
    const { store, deps } = setup('t1', () => new Promise((r) => (resolve = r)));
    const pending = syncAuth(store, deps);
    deps.clearToken();
    resolve(testProfile());
    await pending;
    expect(store.getState().auth.profile).toBeNull();
  });
});
