import { FormModal } from '@zaber/shared/ui/forms/form-modal';
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
    <FormModal title={t('executor.proposalForm.title')} closeLabel={t('executor.proposalForm.close')} onClose={onClose} width={640}>
      <Typography.Paragraph type="secondary">{requestTitle}</Typography.Paragraph>
      <ProposalForm {...form} onCancel={onClose} />
    </FormModal>
  );
}
