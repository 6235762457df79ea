import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContent } from '@zaber/shared/contract';
import { commonTexts } from '@zaber/shared/i18n/cs/common';
import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { App } from './app/app';
import { accountTexts } from './i18n/cs';

// The thread, its form and styles load when the modal first opens.
const LazyConversationModal = lazy(() => import('./features/conversations/components/conversation-modal').then((m) => ({ default: m.ConversationModal })));

const ConversationModal: ModalContent = (props) => (
  <Suspense fallback={null}>
    <LazyConversationModal {...props} />
  </Suspense>
);

// The top-up form and the payment status (with their queries and texts) load when first opened.
const LazyTopUpModal = lazy(() => import('./features/top-up/components/top-up-modal').then((m) => ({ default: m.TopUpModal })));
const LazyPaymentStatusModal = lazy(() => import('./features/payment-status/components/payment-status-modal').then((m) => ({ default: m.PaymentStatusModal })));

/**
 * The shell renders global modals in its own tree, where mf-account may never have mounted: its
 * texts (and the shared UI's it was built with) are added first, before anything reads them.
 */
function AccountModal({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useState(() => {
    if (!i18n.exists('account.topUp.title')) i18n.addResourceBundle('cs', 'translation', { account: accountTexts, common: commonTexts }, true, false);
    return null;
  });
  return <Suspense fallback={null}>{children}</Suspense>;
}

const TopUpModal: ModalContent = (props) => (
  <AccountModal>
    <LazyTopUpModal {...props} />
  </AccountModal>
);

const PaymentStatusModal: ModalContent = (props) => (
  <AccountModal>
    <LazyPaymentStatusModal {...props} />
  </AccountModal>
);

const app = createRemoteApp({
  remote: 'mf-account',
  App,
  texts: { account: accountTexts },
  modals: { conversation: ConversationModal, 'top-up': TopUpModal, 'payment-status': PaymentStatusModal },
});

export const { contractVersion, bootstrap, mount, unmount, modals } = app;
