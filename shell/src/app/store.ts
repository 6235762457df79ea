import { configureStore } from '@reduxjs/toolkit';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';

export function createShellStore() {
  return configureStore({ reducer: shellReducers });
}

export type AppStore = ReturnType<typeof createShellStore>;
