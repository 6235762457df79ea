import { useFavourites } from '@zaber/shared/favourites/favourite-button';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Result } from '@zaber/shared/ui/antd/result';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';

/**
 * The `favourite` global modal: a guest clicked a heart, signed in, and the shell opened this. It
 * saves the professional or package and closes at once (the heart fills); it shows itself only to
 * say why it could not (a professional's account, a package no longer offered).
 */
export const FavouriteSaveModal: ModalContent = ({ request, close }) => {
  const t = useCommonT();
  const role = useSelector(selectRole);
  const { add } = useFavourites();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (request.type !== 'favourite' || started.current) return;
    started.current = true;
    if (role !== 'client') {
      setProblem(t('common.favourites.clientsOnly'));
      return;
    }
    add({ variables: { kind: request.kind, id: request.id } }).then(close, (error: unknown) => setProblem(errorMessage(error, t('common.favourites.failed'))));
  }, [request, role, add, close, t]);
  if (!problem) return null;
  return (
    <Modal
      open
      onCancel={close}
      onOk={close}
      okText={t('common.favourites.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      title={t('common.favourites.title')}
    >
      <Result status="warning" title={problem} />
    </Modal>
  );
};
