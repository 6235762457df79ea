import { useState } from 'react';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useTranslation } from 'react-i18next';
import { Modal } from '@zaber/shared/antd/modal';
import type { ModalContent } from '@zaber/shared/contract';
import { commonTexts } from '@zaber/shared/i18n/cs/common';
import { accountTexts } from '../../../i18n/cs';
import { useT } from '../../../i18n/use-t';
import { AccountStyles } from '../../../lib/ui/styles';
import { ConversationThread } from './conversation-thread';

function Content({ conversationId, close }: { conversationId: string; close: () => void }) {
  const t = useT();
  return (
    <Modal open onCancel={close} footer={null} width={720} closeIcon={<CloseOutlined aria-hidden />} title={t('account.thread.modalTitle')} destroyOnHidden>
      <AccountStyles />
      <ConversationThread conversationId={conversationId} />
    </Modal>
  );
}

/**
 * The shell's global conversation modal (spec §2). The shell renders it in its own tree — its
 * Apollo, i18next and antd, but no router of mf-account and no shell services — where mf-account
 * may never have mounted: its texts are added first, before anything reads them.
 */
export const ConversationModal: ModalContent = ({ request, close }) => {
  const { i18n } = useTranslation();
  useState(() => {
    // The shared UI's texts too, as a remote's mount adds them: the shell may carry older ones.
    if (!i18n.exists('account.thread.modalTitle')) i18n.addResourceBundle('cs', 'translation', { account: accountTexts, common: commonTexts }, true, false);
    return null;
  });
  if (request.type !== 'conversation') return null;
  return <Content conversationId={request.conversationId} close={close} />;
};
