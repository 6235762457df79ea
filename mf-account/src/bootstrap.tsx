import { lazy, Suspense } from 'react';
import type { ModalContent } from '@zaber/shared/contract';
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

const app = createRemoteApp({ remote: 'mf-account', App, texts: { account: accountTexts }, modals: { conversation: ConversationModal } });

export const { contractVersion, bootstrap, mount, unmount, modals } = app;
