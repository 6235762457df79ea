import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoney } from '@zaber/shared/platform/format';
import { CLOSE_REASONS } from '@zaber/shared/requests/constants';
import { closeRequestSchema } from '@zaber/shared/requests/schema';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Radio } from '@zaber/shared/ui/antd/radio';
import { Select } from '@zaber/shared/ui/antd/select';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/use-t';
import { RequestCloseDocument, type RequestOwnerFieldsFragment, RequestProposalListDocument } from '../api/operations.generated';

export interface CloseRequestModalProps {
  request: RequestOwnerFieldsFragment;
  onCancel(): void;
  onClosed(): Promise<unknown>;
}

/** Closing a request with one of the reasons of spec §4; "chose a professional" says which proposal. */
export function CloseRequestModal({ request, onCancel, onClosed }: CloseRequestModalProps) {
  const t = useT();
  const { notify } = useShell();
  const [closeRequest] = useMutation(RequestCloseDocument);
  const { data } = useQuery(RequestProposalListDocument, { variables: { id: request.id, tab: 'ACTIVE' }, fetchPolicy: 'cache-and-network' });
  const choices = (data?.request?.proposals ?? []).filter((p) => p.status === 'NEW' || p.status === 'CANDIDATE');
  // Without a proposal there is no one of the site to choose.
  const noChoice = Boolean(data) && choices.length === 0;
  const form = useZodForm(closeRequestSchema, { defaultValues: { requestId: request.id, proposalId: null } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const reasonLabel = t('client.close.reason');
  const proposalLabel = t('client.close.proposal');

  return (
    <Modal open title={t('client.close.title')} onCancel={onCancel} footer={null} destroyOnHidden closeIcon={<CloseOutlined aria-hidden />} width={520}>
      <SchemaForm
        form={form}
        aria-label={t('client.close.title')}
        onSubmit={async (input) => {
          await closeRequest({ variables: { input } });
          notify('success', t('client.close.closed'));
          await onClosed();
        }}
      >
        <ZodField
          form={form}
          name="reason"
          label={reasonLabel}
          render={({ id, value, onChange, ref: _ref, ...field }) => (
            <Radio.Group
              id={id}
              aria-label={reasonLabel}
              aria-invalid={field['aria-invalid']}
              aria-describedby={field['aria-describedby']}
              vertical
              value={value ?? null}
              onChange={(event) => {
                onChange(event.target.value);
                form.clearErrors('proposalId');
              }}
              options={CLOSE_REASONS.map((code) => ({
                value: code,
                label: t(`client.close.reasons.${code}`),
                disabled: code === 'CHOSE_EXECUTOR' && noChoice,
              }))}
            />
          )}
        />
        {noChoice && <Typography.Paragraph type="secondary">{t('client.close.noProposals')}</Typography.Paragraph>}
        {reason === 'CHOSE_EXECUTOR' && choices.length > 0 && (
          <ZodField
            form={form}
            name="proposalId"
            label={proposalLabel}
            render={({ id, value, onChange, onBlur, ref: _ref, ...field }) => (
              <Select
                id={id}
                aria-label={proposalLabel}
                aria-invalid={field['aria-invalid']}
                aria-describedby={field['aria-describedby']}
                value={value ?? undefined}
                onChange={(next: string) => onChange(next)}
                onBlur={onBlur}
                placeholder={t('client.close.proposalPlaceholder')}
                options={choices.map((p) => ({ value: p.id, label: `${p.executor.title} – ${formatMoney(p.price)}` }))}
              />
            )}
          />
        )}
        {reason === 'NONE_INTERESTING' && (
          <Alert type="warning" showIcon icon={<AlertIcon type="warning" />} title={t('client.close.rejectsAll')} className="z-mb-4" role="alert" />
        )}
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onCancel}>{t('client.close.cancel')}</Button>
          <SubmitButton danger>{t('client.close.submit')}</SubmitButton>
        </Flex>
      </SchemaForm>
    </Modal>
  );
}
