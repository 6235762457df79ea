import { Modal } from '@zaber/shared/antd/modal';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import { ProposalForm, type ProposalFormProps } from './proposal-form';

export interface ProposalModalProps extends Omit<ProposalFormProps, 'onCancel'> {
  requestTitle: string;
  onClose(): void;
}

/** The "create proposal (with preview)" modal of spec §2, over the request's detail. */
export function ProposalModal({ requestTitle, onClose, ...form }: ProposalModalProps) {
  const t = useT();
  return (
    <Modal
      open
      title={t('executor.proposalForm.title')}
      onCancel={onClose}
      footer={null}
      width={640}
      // Typed text must not vanish with a stray click beside the dialog.
      mask={{ closable: false }}
      closable={{ 'aria-label': t('executor.proposalForm.close') }}
      // Inside the remote's root, so the shared cards' styles (scoped under it) reach the preview.
      getContainer={false}
    >
      <Typography.Paragraph type="secondary">{requestTitle}</Typography.Paragraph>
      <ProposalForm {...form} onCancel={onClose} />
    </Modal>
  );
}
