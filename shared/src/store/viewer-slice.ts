import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewerRole } from '@zaber/shared/roles';

export interface ViewerState {
  role: ViewerRole;
}

const initialState: ViewerState = { role: 'guest' };

/** Who is looking at the page; the shell keeps it in step with authentication. */
export const viewerSlice = createSlice({
  name: 'viewer',
  initialState,
  reducers: {
    roleChanged(state, action: PayloadAction<ViewerRole>) {
      state.role = action.payload;
    },
  },
});

export const { roleChanged } = viewerSlice.actions;
