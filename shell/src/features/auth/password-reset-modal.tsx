import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useMutation } from '@apollo/client/react';
import { requestPasswordResetSchema } from '@zaber/shared/accounts/auth';
import { Input } from '@zaber/shared/ui/antd/input';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Result } from '@zaber/shared/ui/antd/result';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { RequestPasswordResetDocument } from './api/operations.generated';

/** Asks for a password-reset link by e-mail (it never tells whether the account exists). */
export default function PasswordResetModal({ close }: { close: () => void }) {
  const t = useT();
  const [request] = useMutation(RequestPasswordResetDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(requestPasswordResetSchema, { defaultValues: { email: '' } });
  return (
    <Modal open title={t('shell.passwordReset.title')} onCancel={close} footer={null} width={440} closeIcon={<CloseOutlined aria-hidden />}>
      {sentTo ? (
        <Result status="success" icon={<CheckCircleFilled aria-hidden />} title={t('shell.passwordReset.sent', { email: sentTo })} />
      ) : (
        <SchemaForm
          form={form}
          onSubmit={async (input) => {
            await request({ variables: { input } });
            setSentTo(input.email);
          }}
        >
          <ZodField
            form={form}
            name="email"
            id="reset-email"
            label={t('shell.login.email')}
            render={(field) => <Input {...field} type="email" autoComplete="email" />}
          />
          <SubmitButton block>{t('shell.passwordReset.submit')}</SubmitButton>
        </SchemaForm>
      )}
    </Modal>
  );
}
