import { REJECT_REASON_MAX_LENGTH, type RejectProfileInput, rejectProfileSchema } from '@zaber/shared/profiles/schema';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { FormModal } from '@zaber/shared/ui/forms/form-modal';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useT } from '../../../i18n/use-t';

export interface RejectModalProps {
  requestId: string;
  applicant: string;
  /** Sends the refusal; throw to show the API's messages in the form. */
  onSubmit(input: RejectProfileInput): Promise<unknown>;
  onClose(): void;
}

/** "Zamítnout": the reason the professional will read (10–1 000 characters), then the refusal. */
export function RejectModal({ requestId, applicant, onSubmit, onClose }: RejectModalProps) {
  const t = useT();
  const form = useZodForm(rejectProfileSchema, { defaultValues: { id: requestId, reason: '' } });
  const title = t('account.moderation.rejectTitle', { name: applicant });
  return (
    <FormModal title={title} closeLabel={t('account.moderation.close')} onClose={onClose}>
      <SchemaForm form={form} onSubmit={onSubmit} aria-label={title}>
        <ZodField
          form={form}
          name="reason"
          label={t('account.moderation.rejectReason')}
          render={(field) => (
            <Input.TextArea
              {...field}
              value={field.value ?? ''}
              rows={5}
              placeholder={t('account.moderation.rejectPlaceholder')}
              count={{ show: true, max: REJECT_REASON_MAX_LENGTH }}
            />
          )}
        />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>{t('account.moderation.cancel')}</Button>
          <SubmitButton danger>{t('account.moderation.rejectSubmit')}</SubmitButton>
        </Flex>
      </SchemaForm>
    </FormModal>
  );
}
