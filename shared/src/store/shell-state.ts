import type { Action, Store, ThunkDispatch } from '@reduxjs/toolkit';
import type { ViewerState } from '@zaber/shared/store/viewer-slice';
import type { ModalsState } from '@zaber/shared/store/modals-slice';

/** The state of the shell's Redux store as remotes see it. */
export interface ShellState {
  viewer: ViewerState;
  modals: ModalsState;
}

export type ShellDispatch = ThunkDispatch<ShellState, unknown, Action>;

/** The part of a Redux store a remote may use. */
export type ShellStore = Store<ShellState> & { dispatch: ShellDispatch };

export const selectRole = (state: ShellState) => state.viewer.role;
export const selectTopModal = (state: ShellState) => state.modals.stack[state.modals.stack.length - 1];
