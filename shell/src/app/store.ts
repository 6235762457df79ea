import { configureStore } from '@reduxjs/toolkit';
import { viewerSlice } from '@zaber/shared/store/viewer-slice';
import { modalsSlice } from '@zaber/shared/store/modals-slice';

export function createShellStore() {
  return configureStore({
    reducer: { viewer: viewerSlice.reducer, modals: modalsSlice.reducer },
  });
}

export type AppStore = ReturnType<typeof createShellStore>;
