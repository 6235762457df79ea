import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { lazyModal } from '@zaber/shared/ui/modal-texts';
import { App } from './app/app';
import { clientTexts } from './i18n/cs';

const texts = { client: clientTexts };

// Each modal's form, queries and texts load when it first opens.
const app = createRemoteApp({
  remote: 'mf-client',
  App,
  texts,
  modals: {
    'package-order': lazyModal(texts, () => import('./features/package-order/components/package-order-modal').then((m) => m.PackageOrderModal)),
    'private-request': lazyModal(texts, () => import('./features/private-requests/components/private-request-modal').then((m) => m.PrivateRequestModal)),
    review: lazyModal(texts, () => import('./features/reviews/components/review-modal').then((m) => m.ReviewModalContent)),
  },
});

export const { contractVersion, bootstrap, mount, unmount, modals } = app;
