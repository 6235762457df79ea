import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Unread counters of the signed-in user (spec §3). */
export interface UnreadCounters {
  id: string;
  unreadConversations: number;
  unreadNotifications: number;
  executorPendingOrders: number;
  executorPendingPrivateProjects: number;
  clientUnreadProposals: number;
  clientUnreadProposalsConversations: number;
  clientUnreadOrdersConversations: number;
  clientUnreadPrivateProjectsConversations: number;
}

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
