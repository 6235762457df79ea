import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Alert, Button, Input, Result, Typography } from '@zaber/shared/antd';
import { FormField } from '@zaber/shared/ui/form-field';
import { serverErrors } from '@zaber/shared/graphql-errors';
import { modalOpened } from '@zaber/shared/store/modals-slice';
import { resetPasswordSchema, type ResetPasswordInput } from '@zaber/shared/schemas/auth';
import { ResetPasswordDocument } from './api/operations.generated';

/** `/obnoveni-hesla/{token}/`: sets a new password with the e-mailed single-use token. */
export default function PasswordResetPage({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: token ?? '', newPassword1: '', newPassword2: '' },
  });
  if (!token) {
    return (
      <>
        <Typography.Paragraph>{t('shell.pages.password-reset')}</Typography.Paragraph>
        <Button type="primary" onClick={() => dispatch(modalOpened({ type: 'password-reset' }))}>
          {t('shell.passwordReset.submit')}
        </Button>
      </>
    );
  }
  if (done) {
    return (
      <Result
        status="success"
        title={t('shell.passwordReset.done')}
        extra={
          <Button type="primary" onClick={() => dispatch(modalOpened({ type: 'login' }))}>
            {t('common.login')}
          </Button>
        }
      />
    );
  }
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset({ variables: { input: values } });
      setDone(true);
    } catch (error) {
      const errors = serverErrors(error, t('common.genericError'));
      for (const [field, message] of Object.entries(errors.fields)) {
        if (field === 'token') setFormError(message);
        else setError(field as keyof ResetPasswordInput, { message });
      }
      if (errors.form) setFormError(errors.form);
    }
  });
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
      {formError && <Alert type="error" title={formError} showIcon style={{ marginBottom: 16 }} />}
      <FormField label={t('shell.passwordReset.new1')} error={formState.errors.newPassword1?.message} htmlFor="new-password-1">
        <Controller
          control={control}
          name="newPassword1"
          render={({ field }) => <Input.Password {...field} id="new-password-1" autoComplete="new-password" />}
        />
      </FormField>
      <FormField label={t('shell.passwordReset.new2')} error={formState.errors.newPassword2?.message} htmlFor="new-password-2">
        <Controller
          control={control}
          name="newPassword2"
          render={({ field }) => <Input.Password {...field} id="new-password-2" autoComplete="new-password" />}
        />
      </FormField>
      <Button type="primary" htmlType="submit" loading={loading}>
        {t('shell.passwordReset.save')}
      </Button>
    </form>
  );
}
