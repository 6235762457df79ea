import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ErrorStatus = 403 | 404 | 500 | 503;

export type NotifyKind = 'success' | 'info' | 'warning' | 'error';

export interface ErrorPageState {
  status: ErrorStatus;
  /** Shown under the title; defaults to the generic Czech message. */
  message?: string;
}

export interface Snack {
  id: number;
  kind: NotifyKind;
  message: string;
}

export interface UiState {
  /** An error page shown instead of the current page until the next navigation. */
  errorPage: ErrorPageState | null;
  snackbar: Snack[];
}

const initialState: UiState = { errorPage: null, snackbar: [] };
let nextSnack = 1;

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    errorPageShown(state, action: PayloadAction<ErrorPageState>) {
      state.errorPage = action.payload;
    },
    errorPageCleared(state) {
      state.errorPage = null;
    },
    snackAdded: {
      reducer(state, action: PayloadAction<Snack>) {
        state.snackbar.push(action.payload);
      },
      prepare(kind: NotifyKind, message: string) {
        return { payload: { id: nextSnack++, kind, message } };
      },
    },
    snackShown(state, action: PayloadAction<number>) {
      state.snackbar = state.snackbar.filter((s) => s.id !== action.payload);
    },
  },
});

export const { errorPageShown, errorPageCleared, snackAdded, snackShown } = uiSlice.actions;
