import { Modal, Typography } from '@zaber/shared/antd';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { modalClosed } from '@zaber/shared/store/modals-slice';
import { selectTopModal } from '@zaber/shared/store/shell-state';

/** Shell-owned modals: their state lives in the store so any remote can open one. */
export function GlobalModals() {
  const { t } = useTranslation();
  const modal = useSelector(selectTopModal);
  const dispatch = useDispatch();
  const close = () => dispatch(modalClosed());
  if (!modal) return null;
  switch (modal.type) {
    case 'login':
      return (
        <Modal open title={t('common.login')} onCancel={close} footer={null}>
          <Typography.Paragraph>{t('shell.login.unavailable')}</Typography.Paragraph>
        </Modal>
      );
    case 'gallery':
      return (
        <Modal open onCancel={close} footer={null} width={960}>
          <img src={modal.images[modal.index]?.src} alt={modal.images[modal.index]?.alt ?? ''} style={{ width: '100%' }} />
        </Modal>
      );
    default:
      return null;
  }
}
