import { authSlice } from '@zaber/shared/store/auth-slice';
import { consentSlice } from '@zaber/shared/store/consent-slice';
import { countersSlice } from '@zaber/shared/store/counters-slice';
import { modalsSlice } from '@zaber/shared/store/modals-slice';
import { uiSlice } from '@zaber/shared/store/ui-slice';

/** The reducers of the shell's store; the shell owns the store, remotes read its state. */
export const shellReducers = {
  auth: authSlice.reducer,
  counters: countersSlice.reducer,
  consent: consentSlice.reducer,
  modals: modalsSlice.reducer,
  ui: uiSlice.reducer,
};
