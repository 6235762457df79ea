import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The visitor's cookie choice; necessary cookies are always on. */
export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentState {
  /** null until the visitor chooses (the bar is shown). */
  consent: Consent | null;
}

const initialState: ConsentState = { consent: null };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentChosen(state, action: PayloadAction<Consent>) {
      state.consent = action.payload;
    },
  },
});

export const { consentChosen } = consentSlice.actions;
