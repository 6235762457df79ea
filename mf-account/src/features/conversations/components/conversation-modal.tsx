import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useTranslation } from 'react-i18next';
import { message } from '@zaber/shared/antd/message';
import { Modal } from '@zaber/shared/antd/modal';
import type { ModalContent } from '@zaber/shared/contract';
import { accountTexts } from '../../../i18n/cs';
import { useT } from '../../../i18n/use-t';
import { AccountStyles } from '../../../lib/ui/styles';
import { ConversationThread } from './conversation-thread';

function Content({ conversationId, close }: { conversationId: string; close: () => void }) {
  const t = useT();
  return (
    <Modal open onCancel={close} footer={null} width={720} closeIcon={<CloseOutlined aria-hidden />} title={t('account.thread.modalTitle')} destroyOnHidden>
      <AccountStyles />
      <ConversationThread conversationId={conversationId} onError={(text) => void message.error(text)} />
    </Modal>
  );
}

/**
 * The shell's global conversation modal (spec §2). The shell renders it in its own tree, where
 * mf-account may never have mounted: the texts are added here first.
 */
export const ConversationModal: ModalContent = ({ request, close }) => {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('cs', 'translation') || !i18n.exists('account.thread.modalTitle')) {
    i18n.addResourceBundle('cs', 'translation', { account: accountTexts }, true, false);
  }
  if (request.type !== 'conversation') return null;
  return <Content conversationId={request.conversationId} close={close} />;
};
