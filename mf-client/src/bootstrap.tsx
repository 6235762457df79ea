import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContent } from '@zaber/shared/contract';
import { commonTexts } from '@zaber/shared/i18n/cs/common';
import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { App } from './app/app';
import { clientTexts } from './i18n/cs';

// Each modal's form, queries and texts load when it first opens.
const LazyPackageOrder = lazy(() => import('./features/package-order/components/package-order-modal').then((m) => ({ default: m.PackageOrderModal })));
const LazyPrivateRequest = lazy(() => import('./features/private-requests/components/private-request-modal').then((m) => ({ default: m.PrivateRequestModal })));
const LazyReview = lazy(() => import('./features/reviews/components/review-modal').then((m) => ({ default: m.ReviewModalContent })));

/**
 * The shell renders global modals in its own tree, where mf-client may never have mounted: its
 * texts (and the shared UI's it was built with) are added first, before anything reads them.
 */
function ClientModal({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useState(() => {
    if (!i18n.exists('client.order.title')) i18n.addResourceBundle('cs', 'translation', { client: clientTexts, common: commonTexts }, true, false);
    return null;
  });
  return <Suspense fallback={null}>{children}</Suspense>;
}

const PackageOrderModal: ModalContent = (props) => (
  <ClientModal>
    <LazyPackageOrder {...props} />
  </ClientModal>
);

const PrivateRequestModal: ModalContent = (props) => (
  <ClientModal>
    <LazyPrivateRequest {...props} />
  </ClientModal>
);

const ReviewModal: ModalContent = (props) => (
  <ClientModal>
    <LazyReview {...props} />
  </ClientModal>
);

const app = createRemoteApp({
  remote: 'mf-client',
  App,
  texts: { client: clientTexts },
  modals: { 'package-order': PackageOrderModal, 'private-request': PrivateRequestModal, review: ReviewModal },
});

export const { contractVersion, bootstrap, mount, unmount, modals } = app;
