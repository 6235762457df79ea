import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user's profile as the shell keeps it (the `ViewerProfile` fragment of the shell). */
export interface ViewerProfile {
  id: string;
  url: string;
  title: string;
  avatar: string | null;
  isClient: boolean;
  isExecutor: boolean;
  /** Approves professionals' profiles (spec §6); otherwise a client. */
  isModerator: boolean;
  isOnline: boolean;
  username: string;
  userId: string;
  isPublic: boolean;
  /** Credit in haléř. */
  balance: number;
  activityIndex: number | null;
  rating: number | null;
  reviewsCount: number;
  hasUsablePassword: boolean;
  email: string;
  name: string;
  isActive: boolean;
}

/** What currentProfileBalance answers; any part of it may be merged. */
export type ProfileBalance = Partial<Pick<ViewerProfile, 'balance' | 'isPublic' | 'activityIndex' | 'rating' | 'reviewsCount'>>;

export interface AuthState {
  /**
   * The session marker (the `zaber-session` cookie), or null: a session exists. The JWT itself is
   * the HttpOnly `zaber-token` cookie, which no script reads.
   */
  token: string | null;
  profile: ViewerProfile | null;
}

const initialState: AuthState = { token: null, profile: null };

/** Authentication (spec §4): logged in only with both a token and a loaded profile. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    tokenRead(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    profileLoaded(state, action: PayloadAction<ViewerProfile>) {
      state.profile = action.payload;
    },
    /** The balance-related fields (spec §7 currentProfileBalance, or a payment's new balance), merged into the profile. */
    profileBalanceLoaded(state, action: PayloadAction<ProfileBalance>) {
      if (state.profile) Object.assign(state.profile, action.payload);
    },
    signedOut(state) {
      state.token = null;
      state.profile = null;
    },
  },
});

export const { tokenRead, profileLoaded, profileBalanceLoaded, signedOut } = authSlice.actions;
