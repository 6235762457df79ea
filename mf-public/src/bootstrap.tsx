import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { lazyModal } from '@zaber/shared/ui/modal-texts';
import { publicRemote } from './app/remote';

const app = createRemoteApp({
  ...publicRemote,
  modals: {
    // A guest's heart, resumed after sign-in: saves the professional or package, then closes.
    favourite: lazyModal(publicRemote.texts ?? {}, () => import('@zaber/shared/favourites/favourite-save-modal').then((m) => m.FavouriteSaveModal)),
  },
});

export const { contractVersion, bootstrap, mount, unmount, modals } = app;
