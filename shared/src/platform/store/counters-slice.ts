import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UnreadCounters } from '@zaber/shared/platform/counters';

export type { UnreadCounters };

export interface CountersState {
  counters: UnreadCounters | null;
  /** The graphql-ws connection is open; it gates the live subscription (spec §4). */
  wsConnected: boolean;
}

const initialState: CountersState = { counters: null, wsConnected: false };

export const countersSlice = createSlice({
  name: 'counters',
  initialState,
  reducers: {
    countersReceived(state, action: PayloadAction<UnreadCounters | null>) {
      state.counters = action.payload;
    },
    wsConnectionChanged(state, action: PayloadAction<boolean>) {
      state.wsConnected = action.payload;
    },
  },
});

export const { countersReceived, wsConnectionChanged } = countersSlice.actions;
