import CloseOutlined from '@ant-design/icons/CloseOutlined';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { ModalTexts } from '@zaber/shared/ui/modal-texts';
import { accountTexts } from '../../../i18n/cs';
import { useT } from '../../../i18n/use-t';
import { AccountStyles } from '../../../lib/ui/styles';
import { ConversationThread } from './conversation-thread';

const TEXTS = { account: accountTexts };

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
 * may never have mounted: it brings its texts along.
 */
export const ConversationModal: ModalContent = ({ request, close }) => {
  if (request.type !== 'conversation') return null;
  return (
    <ModalTexts texts={TEXTS}>
      <Content conversationId={request.conversationId} close={close} />
    </ModalTexts>
  );
};
