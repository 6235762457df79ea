import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Global modals are shell state: remotes ask for one through `openModal`. */
export type ModalRequest =
  | { type: 'login'; profileType?: 0 | 1; signup?: boolean }
  | { type: 'password-reset' }
  | { type: 'gallery'; images: GalleryImage[]; index: number }
  /** Order of a package (content from mf-client). */
  | { type: 'package-order'; packageId: string }
  /** A targeted request to one professional (content from mf-client). */
  | { type: 'private-request'; executorUsername: string }
  | { type: 'top-up' }
  | { type: 'payment-status'; paymentId: string }
  | { type: 'conversation'; conversationId: string }
  | { type: 'proposal-detail'; proposalId: string }
  /** A client reviews a professional's DONE engagement (content from mf-client); `conversationId` picks one. */
  | { type: 'review'; executorUsername: string; conversationId?: string }
  /** A guest's heart: saves the professional or package once signed in (content from mf-public). */
  | { type: 'favourite'; kind: 'EXECUTOR' | 'PACKAGE'; id: string };

export interface GalleryImage {
  /** Full-size image URL. */
  src: string;
  /** Czech description for screen readers. */
  alt: string;
  /** YouTube/Vimeo embed URL when the item is a video. */
  videoUrl?: string;
}

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
