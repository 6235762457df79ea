// The frames of the shell's global modals that are not the login forms: the gallery and the
// frame of a federated modal. Loaded on first use (global-modals), so the first page of a
// visitor does not download antd's Modal.

import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { ModalContent } from '@zaber/shared/platform/contract';
import type { GalleryImage, ModalRequest } from '@zaber/shared/platform/store/modals-slice';
import { Button } from '@zaber/shared/ui/antd/button';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Result } from '@zaber/shared/ui/antd/result';
import { Spin } from '@zaber/shared/ui/antd/spin';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';

export function Gallery({ images, index, close }: { images: GalleryImage[]; index: number; close: () => void }) {
  const t = useT();
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
    <Modal
      open
      onCancel={close}
      footer={null}
      width={1000}
      centered
      closeIcon={<CloseOutlined aria-hidden />}
      title={t('shell.gallery.title', { current: current + 1, total: images.length })}
    >
      <div className="gallery">
        {item?.videoUrl ? (
          <iframe src={item.videoUrl} title={item.alt} className="gallery__video" allow="fullscreen; picture-in-picture" />
        ) : (
          <img src={item?.src} alt={item?.alt ?? ''} className="gallery__image" />
        )}
        {images.length > 1 && (
          <div className="gallery__nav">
            <Button icon={<LeftOutlined aria-hidden />} onClick={() => step(-1)} aria-label={t('shell.gallery.previous')} />
            <Button icon={<RightOutlined aria-hidden />} onClick={() => step(1)} aria-label={t('shell.gallery.next')} />
          </div>
        )}
      </div>
    </Modal>
  );
}

type AccountModalType = Exclude<ModalRequest['type'], 'login' | 'password-reset' | 'gallery'>;

export function FederatedModal({
  request,
  close,
  load,
}: {
  request: ModalRequest;
  close: () => void;
  load: (type: ModalRequest['type']) => Promise<ModalContent | null>;
}) {
  const t = useT();
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
    <Modal open onCancel={close} footer={null} closeIcon={<CloseOutlined aria-hidden />} title={t(`shell.modal.titles.${request.type as AccountModalType}`)}>
      {state.kind === 'loading' ? (
        <div role="status" aria-label={t('common.list.loading')}>
          <Spin />
        </div>
      ) : (
        <Result status="warning" icon={<ExclamationCircleFilled aria-hidden />} title={t('shell.modal.unavailable')} data-testid="modal-unavailable" />
      )}
    </Modal>
  );
}
