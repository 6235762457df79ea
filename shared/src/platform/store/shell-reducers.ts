import { authSlice } from '@zaber/shared/platform/store/auth-slice';
import { consentSlice } from '@zaber/shared/platform/store/consent-slice';
import { countersSlice } from '@zaber/shared/platform/store/counters-slice';
import { modalsSlice } from '@zaber/shared/platform/store/modals-slice';
import { uiSlice } from '@zaber/shared/platform/store/ui-slice';

/** The reducers of the shell's store; the shell owns the store, remotes read its state. */
export const shellReducers = {
  auth: authSlice.reducer,
  counters: countersSlice.reducer,
  consent: consentSlice.reducer,
  modals: modalsSlice.reducer,
  ui: uiSlice.reducer,
};
