import CloseOutlined from '@ant-design/icons/CloseOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useMutation } from '@apollo/client/react';
import { loginWithCodeSchema, loginWithPasswordSchema, requestLoginCodeSchema, signUpSchema } from '@zaber/shared/accounts/auth';
import { PROFILE_TYPE } from '@zaber/shared/platform/business';
import { href } from '@zaber/shared/platform/routes';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Checkbox } from '@zaber/shared/ui/antd/checkbox';
import { Input } from '@zaber/shared/ui/antd/input';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Segmented } from '@zaber/shared/ui/antd/segmented';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoginWithCodeDocument, LoginWithPasswordDocument, RequestLoginCodeDocument, SignUpDocument } from './api/operations.generated';

export interface LoginModalProps {
  signup: boolean;
  profileType: 0 | 1 | undefined;
  close: () => void;
  /** The server has set the session cookie. */
  onLoggedIn: () => void;
  onForgotPassword: () => void;
  /**
   * Why the user is asked to sign in (a guest asked for an action that needs an account); the
   * action resumes after sign-in or sign-up.
   */
  hint?: string;
}

type Step = { kind: 'form' } | { kind: 'code'; email: string };

function CodeStep({ email, onLoggedIn, onBack }: { email: string; onLoggedIn: () => void; onBack: () => void }) {
  const t = useT();
  const [login] = useMutation(LoginWithCodeDocument);
  const form = useZodForm(loginWithCodeSchema, { defaultValues: { email, code: '' } });
  return (
    <SchemaForm
      form={form}
      aria-label={t('shell.login.codeTitle')}
      onSubmit={async (input) => {
        await login({ variables: { input } });
        onLoggedIn();
      }}
    >
      <Typography.Paragraph>{t('shell.login.codeSent', { email })}</Typography.Paragraph>
      <ZodField
        form={form}
        name="code"
        id="login-code"
        label={t('shell.login.code')}
        render={(field) => <Input {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={6} size="large" autoFocus />}
      />
      <SubmitButton block size="large">
        {t('shell.login.submitCode')}
      </SubmitButton>
      <Button type="link" onClick={onBack} block>
        {t('shell.login.otherEmail')}
      </Button>
    </SchemaForm>
  );
}

function SignUpForm({ profileType, onCodeSent }: { profileType: 0 | 1 | undefined; onCodeSent: (email: string) => void }) {
  const t = useT();
  const [signUp] = useMutation(SignUpDocument);
  const form = useZodForm(signUpSchema, {
    defaultValues: { name: '', email: '', profileType: profileType ?? PROFILE_TYPE.CLIENT },
  });
  return (
    <SchemaForm
      form={form}
      aria-label={t('shell.login.signupTitle')}
      onSubmit={async (input) => {
        const result = await signUp({ variables: { input } });
        onCodeSent(result.data?.signUp.email ?? input.email);
      }}
    >
      <ZodField
        form={form}
        name="profileType"
        label={t('shell.login.accountType')}
        render={({ id, value, onChange }) => (
          <Segmented
            id={id}
            aria-label={t('shell.login.accountType')}
            block
            value={value}
            onChange={onChange}
            options={[
              { value: PROFILE_TYPE.CLIENT, label: t('shell.login.customer') },
              { value: PROFILE_TYPE.EXECUTOR, label: t('shell.login.professional') },
            ]}
          />
        )}
      />
      <ZodField form={form} name="name" id="signup-name" label={t('shell.login.name')} render={(field) => <Input {...field} autoComplete="name" />} />
      <ZodField
        form={form}
        name="email"
        id="signup-email"
        label={t('shell.login.email')}
        render={(field) => <Input {...field} type="email" autoComplete="email" />}
      />
      <ZodField
        form={form}
        name="termsAgreement"
        label={null}
        render={({ value, onChange, ...field }) => (
          <Checkbox {...field} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
            {t('shell.login.termsBefore')}{' '}
            <a href={href('terms')} target="_blank" rel="noopener">
              {t('shell.login.terms')}
            </a>
          </Checkbox>
        )}
      />
      <SubmitButton block size="large">
        {t('shell.login.signupSubmit')}
      </SubmitButton>
    </SchemaForm>
  );
}

function LoginForm({
  onCodeSent,
  onLoggedIn,
  onForgotPassword,
}: {
  onCodeSent: (email: string) => void;
  onLoggedIn: () => void;
  onForgotPassword: () => void;
}) {
  const t = useT();
  const [withPassword, setWithPassword] = useState(false);
  const [requestCode] = useMutation(RequestLoginCodeDocument);
  const [loginWithPassword] = useMutation(LoginWithPasswordDocument);
  const codeForm = useZodForm(requestLoginCodeSchema, { defaultValues: { email: '' } });
  const passwordForm = useZodForm(loginWithPasswordSchema, { defaultValues: { email: '', password: '' } });

  // One e-mail for both ways of logging in: switching keeps what the user typed.
  const switchToPassword = () => {
    passwordForm.setValue('email', codeForm.getValues('email'));
    setWithPassword(true);
  };
  const switchToCode = () => {
    codeForm.setValue('email', passwordForm.getValues('email'));
    setWithPassword(false);
  };

  if (!withPassword) {
    return (
      <SchemaForm
        key="code"
        form={codeForm}
        aria-label={t('shell.login.loginTitle')}
        onSubmit={async (input) => {
          const result = await requestCode({ variables: { input } });
          onCodeSent(result.data?.requestLoginCode.email ?? input.email);
        }}
      >
        <ZodField
          form={codeForm}
          name="email"
          id="login-email"
          label={t('shell.login.email')}
          render={(field) => <Input {...field} type="email" autoComplete="email" size="large" />}
        />
        <SubmitButton block size="large">
          {t('shell.login.sendCode')}
        </SubmitButton>
        <Button type="link" block onClick={switchToPassword}>
          {t('shell.login.usePassword')}
        </Button>
      </SchemaForm>
    );
  }

  return (
    <SchemaForm
      key="password"
      form={passwordForm}
      aria-label={t('shell.login.loginTitle')}
      onSubmit={async (input) => {
        await loginWithPassword({ variables: { input } });
        onLoggedIn();
      }}
    >
      <ZodField
        form={passwordForm}
        name="email"
        id="login-email"
        label={t('shell.login.email')}
        render={(field) => <Input {...field} type="email" autoComplete="email" size="large" />}
      />
      <ZodField
        form={passwordForm}
        name="password"
        id="login-password"
        label={t('shell.login.password')}
        render={(field) => (
          <Input.Password
            {...field}
            autoComplete="current-password"
            size="large"
            iconRender={(visible) =>
              visible ? <EyeOutlined aria-label={t('shell.login.hidePassword')} /> : <EyeInvisibleOutlined aria-label={t('shell.login.showPassword')} />
            }
          />
        )}
      />
      <SubmitButton block size="large">
        {t('common.login')}
      </SubmitButton>
      <Button type="link" block onClick={switchToCode}>
        {t('shell.login.useCode')}
      </Button>
      <Button type="link" block onClick={onForgotPassword}>
        {t('shell.login.forgotPassword')}
      </Button>
    </SchemaForm>
  );
}

/** Login and sign-up (spec §2 Global modals): customer or professional, e-mailed code, optional password. */
export default function LoginModal({ signup, profileType, close, onLoggedIn, onForgotPassword, hint }: LoginModalProps) {
  const t = useT();
  const [mode, setMode] = useState<'login' | 'signup'>(signup ? 'signup' : 'login');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const title = step.kind === 'code' ? t('shell.login.codeTitle') : mode === 'signup' ? t('shell.login.signupTitle') : t('shell.login.loginTitle');
  return (
    <Modal open title={title} onCancel={close} footer={null} destroyOnHidden width={440} closeIcon={<CloseOutlined aria-hidden />}>
      {hint && <Alert type="info" title={hint} description={t('shell.modal.resumeAfterLogin')} className="z-mb-4" data-testid="login-hint" />}
      {step.kind === 'code' ? (
        <CodeStep email={step.email} onLoggedIn={onLoggedIn} onBack={() => setStep({ kind: 'form' })} />
      ) : (
        <>
          <Segmented
            block
            aria-label={t('shell.login.modeLabel')}
            value={mode}
            onChange={(value) => setMode(value as 'login' | 'signup')}
            options={[
              { value: 'login', label: t('shell.login.loginTab') },
              { value: 'signup', label: t('shell.login.signupTab') },
            ]}
            className="z-mb-20px"
          />
          {mode === 'signup' ? (
            <SignUpForm profileType={profileType} onCodeSent={(email) => setStep({ kind: 'code', email })} />
          ) : (
            <LoginForm onCodeSent={(email) => setStep({ kind: 'code', email })} onLoggedIn={onLoggedIn} onForgotPassword={onForgotPassword} />
          )}
        </>
      )}
    </Modal>
  );
}
