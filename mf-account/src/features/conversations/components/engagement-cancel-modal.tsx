import { CANCEL_REASON_MAX_LENGTH, type CancelEngagementInput, cancelEngagementSchema } from '@zaber/shared/conversations/schema';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { FormModal } from '@zaber/shared/ui/forms/form-modal';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';

export interface EngagementCancelModalProps {
  /** The other party, who is told. */
  otherParty: string;
  /** Cancels with the reason; throw to show the API's message in the form. */
  onSubmit(input: { reason: string }): Promise<unknown>;
  onClose(): void;
}

/** "Zrušit zakázku": what it means, the reason the other side will read (required), then the cancellation. */
export function EngagementCancelModal({ otherParty, onSubmit, onClose }: EngagementCancelModalProps) {
  const t = useT();
  const form = useZodForm(cancelEngagementSchema, { defaultValues: { reason: '' } satisfies CancelEngagementInput });
  const title = t('account.engagement.cancelTitle');
  return (
    <FormModal title={title} closeLabel={t('account.engagement.cancelKeep')} onClose={onClose}>
      <SchemaForm form={form} onSubmit={onSubmit} aria-label={title}>
        <Typography.Paragraph data-testid="cancel-consequence">{t('account.engagement.cancelText', { name: otherParty })}</Typography.Paragraph>
        <ZodField
          form={form}
          name="reason"
          label={t('account.engagement.cancelReason')}
          render={(field) => <Input.TextArea {...field} value={field.value ?? ''} rows={4} count={{ show: true, max: CANCEL_REASON_MAX_LENGTH }} />}
        />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>{t('account.engagement.cancelKeep')}</Button>
          <SubmitButton danger>{t('account.engagement.cancelOk')}</SubmitButton>
        </Flex>
      </SchemaForm>
    </FormModal>
  );
}
