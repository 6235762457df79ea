import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { lazyModal } from '@zaber/shared/ui/modal-texts';
import { App } from './app/app';
import { accountTexts } from './i18n/cs';

const texts = { account: accountTexts };

// The thread, the top-up form and the payment status (with their queries, texts and styles) load when first opened.
const app = createRemoteApp({
  remote: 'mf-account',
  App,
  texts,
  modals: {
    conversation: lazyModal(texts, () => import('./features/conversations/components/conversation-modal').then((m) => m.ConversationModal)),
    'top-up': lazyModal(texts, () => import('./features/top-up/components/top-up-modal').then((m) => m.TopUpModal)),
    'payment-status': lazyModal(texts, () => import('./features/payment-status/components/payment-status-modal').then((m) => m.PaymentStatusModal)),
  },
});

export const { contractVersion, bootstrap, mount, unmount, modals } = app;
