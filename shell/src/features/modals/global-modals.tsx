import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ModalContent, ModalType } from '@zaber/shared/contract';
import { modalClosed, modalOpened } from '@zaber/shared/store/modals-slice';
import { selectTopModal } from '@zaber/shared/store/shell-state';

// Every modal is loaded on first use: a visitor's first page downloads none of them.
const LoginModal = lazy(() => import('../auth/login-modal'));
const PasswordResetModal = lazy(() => import('../auth/password-reset-modal'));
const Gallery = lazy(() => import('./modal-frames').then((m) => ({ default: m.Gallery })));
const FederatedModal = lazy(() => import('./modal-frames').then((m) => ({ default: m.FederatedModal })));

export interface GlobalModalsProps {
  onLoggedIn: () => void;
  /** The content a remote provides for a federated modal, or null when it provides none. */
  loadModalContent: (type: ModalType) => Promise<ModalContent | null>;
}

/** Shell-owned modals: their state lives in the store so any remote can open one. */
export function GlobalModals({ onLoggedIn, loadModalContent }: GlobalModalsProps) {
  const modal = useSelector(selectTopModal);
  const dispatch = useDispatch();
  // Closing a modal removes its request, so the login modal's profile type is reset with it.
  const close = () => dispatch(modalClosed());
  if (!modal) return null;
  switch (modal.type) {
    case 'login':
      return (
        <Suspense fallback={null}>
          <LoginModal
            signup={modal.signup ?? false}
            profileType={modal.profileType}
            close={close}
            onLoggedIn={onLoggedIn}
            onForgotPassword={() => {
              close();
              dispatch(modalOpened({ type: 'password-reset' }));
            }}
          />
        </Suspense>
      );
    case 'password-reset':
      return (
        <Suspense fallback={null}>
          <PasswordResetModal close={close} />
        </Suspense>
      );
    case 'gallery':
      return (
        <Suspense fallback={null}>
          <Gallery images={modal.images} index={modal.index} close={close} />
        </Suspense>
      );
    default:
      return (
        <Suspense fallback={null}>
          <FederatedModal key={modal.type} request={modal} close={close} load={loadModalContent} />
        </Suspense>
      );
  }
}
