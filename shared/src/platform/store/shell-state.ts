import type { Action, Store, ThunkDispatch } from '@reduxjs/toolkit';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import type { AuthState } from '@zaber/shared/platform/store/auth-slice';
import type { ConsentState } from '@zaber/shared/platform/store/consent-slice';
import type { CountersState } from '@zaber/shared/platform/store/counters-slice';
import type { ModalsState } from '@zaber/shared/platform/store/modals-slice';
import type { UiState } from '@zaber/shared/platform/store/ui-slice';

/** The state of the shell's Redux store as remotes see it. */
export interface ShellState {
  auth: AuthState;
  counters: CountersState;
  consent: ConsentState;
  modals: ModalsState;
  ui: UiState;
}

export type ShellDispatch = ThunkDispatch<ShellState, unknown, Action>;

/** The part of a Redux store a remote may use. */
export type ShellStore = Store<ShellState> & { dispatch: ShellDispatch };

/** Logged in when a token exists and the current profile is loaded (spec §4). */
export const selectIsAuthenticated = (state: ShellState): boolean => Boolean(state.auth.token && state.auth.profile);

export const selectProfile = (state: ShellState) => (selectIsAuthenticated(state) ? state.auth.profile : null);

/** Executor only when authenticated and flagged; a signed-in non-executor is a client. */
export const selectRole = (state: ShellState): ViewerRole => {
  const profile = selectProfile(state);
  if (!profile) return 'guest';
  return profile.isExecutor ? 'executor' : 'client';
};

/** A signed-in moderator (spec §6): a client who also approves professionals' profiles. */
export const selectIsModerator = (state: ShellState): boolean => Boolean(selectProfile(state)?.isModerator);

/** An unauthenticated visitor is treated as a client (spec §4). */
export const selectIsClient = (state: ShellState): boolean => selectRole(state) !== 'executor';

export const selectCounters = (state: ShellState) => state.counters.counters;
export const selectTopModal = (state: ShellState) => state.modals.stack[state.modals.stack.length - 1];
export const selectConsent = (state: ShellState) => state.consent.consent;
export const selectErrorPage = (state: ShellState) => state.ui.errorPage;
