import { viewerSlice } from '@zaber/shared/store/viewer-slice';
import { modalsSlice } from '@zaber/shared/store/modals-slice';

/** The reducers of the shell's store; the shell owns the store, remotes read its state. */
export const shellReducers = {
  viewer: viewerSlice.reducer,
  modals: modalsSlice.reducer,
};
