import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Global modals are shell state: remotes ask for one through `openModal`. */
export type ModalRequest =
  | { type: 'login'; profileType?: 0 | 1; signup?: boolean }
  | { type: 'gallery'; images: string[]; index: number };

export interface ModalsState {
  stack: ModalRequest[];
}

const initialState: ModalsState = { stack: [] };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<ModalRequest>) {
      state.stack.push(action.payload);
    },
    modalClosed(state) {
      state.stack.pop();
    },
  },
});

export const { modalOpened, modalClosed } = modalsSlice.actions;
