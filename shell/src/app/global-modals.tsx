import type { ModalContent, ModalType } from '@zaber/shared/platform/contract';
import { type ModalRequest, modalClosed, modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { selectIsAuthenticated, selectTopModal } from '@zaber/shared/platform/store/shell-state';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { needsAccount } from '../features/modals/modal-owners';
import { useT } from '../i18n/use-t';
import { focusedOpener, restoreFocus } from '../lib/modal-focus';

// Every modal is loaded on first use: a visitor's first page downloads none of them.
const LoginModal = lazy(() => import('../features/auth/login-modal'));
const PasswordResetModal = lazy(() => import('../features/auth/password-reset-modal'));
const Gallery = lazy(() => import('../features/modals/modal-frames').then((m) => ({ default: m.Gallery })));
const FederatedModal = lazy(() => import('../features/modals/modal-frames').then((m) => ({ default: m.FederatedModal })));

export interface GlobalModalsProps {
  /** `resumed`: the sign-in was asked for by an action that opens again after it. */
  onLoggedIn: (how: { resumed: boolean }) => void;
  /** The content a remote provides for a federated modal, or null when it provides none. */
  loadModalContent: (type: ModalType) => Promise<ModalContent | null>;
}

/**
 * Keyboard focus while any global modal is open: Tab stays in the top dialog, and when the last
 * modal closes (Escape, the close button, a finished action) focus returns to what opened it.
 */
function useModalFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // Read while rendering the first modal, before it mounts and moves focus into itself.
  if (open && !opener.current) opener.current = focusedOpener();
  useLayoutEffect(() => {
    if (open) {
      // The trap loads with the first modal, not with every page.
      let stop: (() => void) | undefined;
      let closed = false;
      void import('../lib/focus-trap').then((m) => {
        if (!closed) stop = m.trapFocusInDialogs();
      });
      return () => {
        closed = true;
        stop?.();
      };
    }
    const element = opener.current;
    opener.current = null;
    restoreFocus(element);
    // The dialog's own focus lock lets go in a passive effect: check once more after it.
    const timer = setTimeout(() => restoreFocus(element), 0);
    return () => clearTimeout(timer);
  }, [open]);
}

/**
 * A guest who asked for an action that needs an account signs in first; the request is kept
 * here and opened again once the sign-in has loaded the profile.
 */
function useResumeAfterLogin(open: boolean) {
  const dispatch = useDispatch();
  const authenticated = useSelector(selectIsAuthenticated);
  const pending = useRef<ModalRequest | null>(null);
  // Another modal opened meanwhile (a new login attempt, anything else): the old request is dropped.
  useEffect(() => {
    if (open && pending.current && !authenticated) pending.current = null;
  }, [open, authenticated]);
  useEffect(() => {
    if (!authenticated || !pending.current) return;
    const request = pending.current;
    pending.current = null;
    dispatch(modalOpened(request));
  }, [authenticated, dispatch]);
  return (request: ModalRequest) => {
    pending.current = request;
  };
}

/** Shell-owned modals: their state lives in the store so any remote can open one. */
export function GlobalModals({ onLoggedIn, loadModalContent }: GlobalModalsProps) {
  const t = useT();
  const modal = useSelector(selectTopModal);
  const authenticated = useSelector(selectIsAuthenticated);
  const dispatch = useDispatch();
  useModalFocus(Boolean(modal));
  const resumeLater = useResumeAfterLogin(Boolean(modal));
  // Closing a modal removes its request, so the login modal's profile type is reset with it.
  const close = () => dispatch(modalClosed());
  const forgotPassword = () => {
    close();
    dispatch(modalOpened({ type: 'password-reset' }));
  };
  if (!modal) return null;
  if (!authenticated && needsAccount(modal.type)) {
    // Sign-in (or sign-up) first; the original request opens again after it (spec §2, §6).
    const request = modal;
    return (
      <Suspense fallback={null}>
        <LoginModal
          signup={false}
          profileType={undefined}
          hint={t(`shell.modal.signInFirst.${modal.type as Exclude<ModalType, 'login' | 'password-reset' | 'gallery'>}`)}
          close={close}
          onLoggedIn={() => {
            resumeLater(request);
            onLoggedIn({ resumed: true });
          }}
          onForgotPassword={forgotPassword}
        />
      </Suspense>
    );
  }
  switch (modal.type) {
    case 'login':
      return (
        <Suspense fallback={null}>
          <LoginModal
            signup={modal.signup ?? false}
            profileType={modal.profileType}
            close={close}
            onLoggedIn={() => onLoggedIn({ resumed: false })}
            onForgotPassword={forgotPassword}
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
