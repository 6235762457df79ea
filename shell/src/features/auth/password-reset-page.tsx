import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { useMutation } from '@apollo/client/react';
import { resetPasswordSchema } from '@zaber/shared/accounts/auth';
import { modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { Button } from '@zaber/shared/ui/antd/button';
import { Input } from '@zaber/shared/ui/antd/input';
import { Result } from '@zaber/shared/ui/antd/result';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useT } from '../../i18n/use-t';
import { ResetPasswordDocument } from './api/operations.generated';

/** The new-password form for a link's token; a bad token's message shows above the fields (the token has none). */
function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const [reset] = useMutation(ResetPasswordDocument);
  const form = useZodForm(resetPasswordSchema, { defaultValues: { token, newPassword1: '', newPassword2: '' } });
  return (
    <SchemaForm
      form={form}
      className="z-max-w-420"
      onSubmit={async (input) => {
        await reset({ variables: { input } });
        onDone();
      }}
    >
      <ZodField
        form={form}
        name="newPassword1"
        id="new-password-1"
        label={t('shell.passwordReset.new1')}
        render={(field) => <Input.Password {...field} autoComplete="new-password" />}
      />
      <ZodField
        form={form}
        name="newPassword2"
        id="new-password-2"
        label={t('shell.passwordReset.new2')}
        render={(field) => <Input.Password {...field} autoComplete="new-password" />}
      />
      <SubmitButton>{t('shell.passwordReset.save')}</SubmitButton>
    </SchemaForm>
  );
}

/** `/obnoveni-hesla/{token}/`: sets a new password with the e-mailed single-use token. */
export default function PasswordResetPage({ token }: { token: string | null }) {
  const t = useT();
  const dispatch = useDispatch();
  const [done, setDone] = useState(false);
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
        icon={<CheckCircleFilled aria-hidden />}
        title={t('shell.passwordReset.done')}
        extra={
          <Button type="primary" onClick={() => dispatch(modalOpened({ type: 'login' }))}>
            {t('common.login')}
          </Button>
        }
      />
    );
  }
  return <NewPasswordForm token={token} onDone={() => setDone(true)} />;
}
