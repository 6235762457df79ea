import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, Modal, Result } from '@zaber/shared/antd';
import { FormField } from '@zaber/shared/ui/form-field';
import { serverErrors } from '@zaber/shared/graphql-errors';
import { requestPasswordResetSchema, type RequestPasswordResetInput } from '@zaber/shared/schemas/auth';
import { RequestPasswordResetDocument } from './api/operations.generated';

/** Asks for a password-reset link by e-mail (it never tells whether the account exists). */
export default function PasswordResetModal({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request({ variables: { input: values } });
      setSentTo(values.email);
    } catch (error) {
      const errors = serverErrors(error, t('common.genericError'));
      for (const [field, message] of Object.entries(errors.fields)) setError(field as keyof RequestPasswordResetInput, { message });
      setFormError(errors.form);
    }
  });
  return (
    <Modal open title={t('shell.passwordReset.title')} onCancel={close} footer={null} width={440}>
      {sentTo ? (
        <Result status="success" title={t('shell.passwordReset.sent', { email: sentTo })} />
      ) : (
        <form onSubmit={submit} noValidate>
          {formError && <Alert type="error" title={formError} showIcon style={{ marginBottom: 16 }} />}
          <FormField label={t('shell.login.email')} error={formState.errors.email?.message} htmlFor="reset-email">
            <Controller control={control} name="email" render={({ field }) => <Input {...field} id="reset-email" type="email" autoComplete="email" />} />
          </FormField>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {t('shell.passwordReset.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
