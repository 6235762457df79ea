import { authSlice, profileBalanceLoaded, profileLoaded } from '@zaber/shared/platform/store/auth-slice';
import { testProfile } from '@zaber/shared/testing/remote-harness';

describe('auth slice', () => {
  it('merges a new balance into the loaded profile, and ignores it when signed out', () => {
    const signedIn = authSlice.reducer(undefined, profileLoaded(testProfile({ isExecutor: true, balance: 50_000 })));
    const after = authSlice.reducer(signedIn, profileBalanceLoaded({ balance: 35_200, isPublic: true }));
    expect(after.profile).toMatchObject({ balance: 35_200, isPublic: true, isExecutor: true });
    expect(authSlice.reducer(undefined, profileBalanceLoaded({ balance: 1 })).profile).toBeNull();
  });
});
