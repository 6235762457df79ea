import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Modal, Result, Spin } from '@zaber/shared/antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { ModalContent, ModalType } from '@zaber/shared/contract';
import { modalClosed, modalOpened, type GalleryImage, type ModalRequest } from '@zaber/shared/store/modals-slice';
import { selectTopModal } from '@zaber/shared/store/shell-state';

const LoginModal = lazy(() => import('../auth/login-modal'));
const PasswordResetModal = lazy(() => import('../auth/password-reset-modal'));

export interface GlobalModalsProps {
  onLoggedIn: () => void;
  /** The content a remote provides for a federated modal, or null when it provides none. */
  loadModalContent: (type: ModalType) => Promise<ModalContent | null>;
}

function Gallery({ images, index, close }: { images: GalleryImage[]; index: number; close: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(index);
  const item = images[current];
  const step = (delta: number) => setCurrent((i) => (i + delta + images.length) % images.length);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <Modal open onCancel={close} footer={null} width={1000} centered title={t('shell.gallery.title', { current: current + 1, total: images.length })}>
      <div className="gallery">
        {item?.videoUrl ? (
          <iframe src={item.videoUrl} title={item.alt} className="gallery__video" allow="fullscreen; picture-in-picture" />
        ) : (
          <img src={item?.src} alt={item?.alt ?? ''} className="gallery__image" />
        )}
        {images.length > 1 && (
          <div className="gallery__nav">
            <Button icon={<LeftOutlined />} onClick={() => step(-1)} aria-label={t('shell.gallery.previous')} />
            <Button icon={<RightOutlined />} onClick={() => step(1)} aria-label={t('shell.gallery.next')} />
          </div>
        )}
      </div>
    </Modal>
  );
}

function FederatedModal({ request, close, load }: { request: ModalRequest; close: () => void; load: GlobalModalsProps['loadModalContent'] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'ready'; Content: ModalContent } | { kind: 'missing' }>({
    kind: 'loading',
  });
  useEffect(() => {
    let cancelled = false;
    load(request.type).then(
      (Content) => !cancelled && setState(Content ? { kind: 'ready', Content } : { kind: 'missing' }),
      () => !cancelled && setState({ kind: 'missing' }),
    );
    return () => {
      cancelled = true;
    };
  }, [load, request.type]);
  if (state.kind === 'ready') return <state.Content request={request} close={close} />;
  return (
    <Modal open onCancel={close} footer={null}>
      {state.kind === 'loading' ? <Spin /> : <Result status="warning" title={t('shell.modal.unavailable')} />}
    </Modal>
  );
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
      return <Gallery images={modal.images} index={modal.index} close={close} />;
    default:
      return <FederatedModal key={modal.type} request={modal} close={close} load={loadModalContent} />;
  }
}
