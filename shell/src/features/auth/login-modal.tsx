import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Input, Modal, Segmented, Typography } from '@zaber/shared/antd';
import { FormField } from '@zaber/shared/ui/form-field';
import { serverErrors } from '@zaber/shared/graphql-errors';
import { href } from '@zaber/shared/routes';
import { PROFILE_TYPE } from '@zaber/shared/constants/business';
import {
  loginWithCodeSchema,
  loginWithPasswordSchema,
  requestLoginCodeSchema,
  signUpSchema,
  type LoginWithCodeInput,
  type LoginWithPasswordInput,
  type RequestLoginCodeInput,
  type SignUpInput,
} from '@zaber/shared/schemas/auth';
import { LoginWithCodeDocument, LoginWithPasswordDocument, RequestLoginCodeDocument, SignUpDocument } from './api/operations.generated';

export interface LoginModalProps {
  signup: boolean;
  profileType: 0 | 1 | undefined;
  close: () => void;
  /** The server has set the session cookie. */
  onLoggedIn: () => void;
  onForgotPassword: () => void;
}

type Step = { kind: 'form' } | { kind: 'code'; email: string };

function CodeStep({ email, onLoggedIn, onBack }: { email: string; onLoggedIn: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [login, { loading }] = useMutation(LoginWithCodeDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<LoginWithCodeInput>({
    resolver: zodResolver(loginWithCodeSchema),
    defaultValues: { email, code: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login({ variables: { input: values } });
      onLoggedIn();
    } catch (error) {
      const errors = serverErrors(error, t('common.genericError'));
      for (const [field, message] of Object.entries(errors.fields)) {
        setError(field === 'email' ? 'code' : (field as keyof LoginWithCodeInput), { message });
      }
      setFormError(errors.form);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('shell.login.codeTitle')}>
      <Typography.Paragraph>{t('shell.login.codeSent', { email })}</Typography.Paragraph>
      {formError && <Alert type="error" title={formError} showIcon style={{ marginBottom: 16 }} />}
      <FormField label={t('shell.login.code')} error={formState.errors.code?.message} htmlFor="login-code">
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <Input
              {...field}
              id="login-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              size="large"
              autoFocus
            />
          )}
        />
      </FormField>
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        {t('shell.login.submitCode')}
      </Button>
      <Button type="link" onClick={onBack} block>
        {t('shell.login.otherEmail')}
      </Button>
    </form>
  );
}

function SignUpForm({ profileType, onCodeSent }: { profileType: 0 | 1 | undefined; onCodeSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [signUp, { loading }] = useMutation(SignUpDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      name: '',
      email: '',
      profileType: profileType ?? PROFILE_TYPE.CLIENT,
    },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await signUp({ variables: { input: values } });
      onCodeSent(result.data?.signUp.email ?? values.email);
    } catch (error) {
      const errors = serverErrors(error, t('common.genericError'));
      for (const [field, message] of Object.entries(errors.fields)) setError(field as keyof SignUpInput, { message });
      setFormError(errors.form);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('shell.login.signupTitle')}>
      {formError && <Alert type="error" title={formError} showIcon style={{ marginBottom: 16 }} />}
      <FormField label={t('shell.login.accountType')} error={formState.errors.profileType?.message}>
        <Controller
          control={control}
          name="profileType"
          render={({ field }) => (
            <Segmented
              block
              value={field.value}
              onChange={(value) => field.onChange(value)}
              options={[
                { value: PROFILE_TYPE.CLIENT, label: t('shell.login.customer') },
                { value: PROFILE_TYPE.EXECUTOR, label: t('shell.login.professional') },
              ]}
            />
          )}
        />
      </FormField>
      <FormField label={t('shell.login.name')} error={formState.errors.name?.message} htmlFor="signup-name">
        <Controller control={control} name="name" render={({ field }) => <Input {...field} id="signup-name" autoComplete="name" />} />
      </FormField>
      <FormField label={t('shell.login.email')} error={formState.errors.email?.message} htmlFor="signup-email">
        <Controller
          control={control}
          name="email"
          render={({ field }) => <Input {...field} id="signup-email" type="email" autoComplete="email" />}
        />
      </FormField>
      <FormField label={null} error={formState.errors.termsAgreement?.message}>
        <Controller
          control={control}
          name="termsAgreement"
          render={({ field }) => (
            <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)}>
              {t('shell.login.termsBefore')}{' '}
              <a href={href('terms')} target="_blank" rel="noopener">
                {t('shell.login.terms')}
              </a>
            </Checkbox>
          )}
        />
      </FormField>
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        {t('shell.login.signupSubmit')}
      </Button>
    </form>
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
  const { t } = useTranslation();
  const [withPassword, setWithPassword] = useState(false);
  const [requestCode, codeState] = useMutation(RequestLoginCodeDocument);
  const [loginWithPassword, passwordState] = useMutation(LoginWithPasswordDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const codeForm = useForm<RequestLoginCodeInput>({ resolver: zodResolver(requestLoginCodeSchema), defaultValues: { email: '' } });
  const passwordForm = useForm<LoginWithPasswordInput>({
    resolver: zodResolver(loginWithPasswordSchema),
    defaultValues: { email: '', password: '' },
  });

  const onServerError = (error: unknown, setField: (field: string, message: string) => void) => {
    const errors = serverErrors(error, t('common.genericError'));
    for (const [field, message] of Object.entries(errors.fields)) setField(field, message);
    setFormError(errors.form);
  };

  if (!withPassword) {
    const submit = codeForm.handleSubmit(async (values) => {
      setFormError(null);
      try {
        const result = await requestCode({ variables: { input: values } });
        onCodeSent(result.data?.requestLoginCode.email ?? values.email);
      } catch (error) {
        onServerError(error, (field, message) => codeForm.setError(field as keyof RequestLoginCodeInput, { message }));
      }
    });
    return (
      <form onSubmit={submit} noValidate aria-label={t('shell.login.loginTitle')}>
        {formError && <Alert type="error" title={formError} showIcon style={{ marginBottom: 16 }} />}
        <FormField label={t('shell.login.email')} error={codeForm.formState.errors.email?.message} htmlFor="login-email">
          <Controller
            control={codeForm.control}
            name="email"
            render={({ field }) => <Input {...field} id="login-email" type="email" autoComplete="email" size="large" />}
          />
        </FormField>
        <Button type="primary" htmlType="submit" block size="large" loading={codeState.loading}>
          {t('shell.login.sendCode')}
        </Button>
        <Button type="link" block onClick={() => setWithPassword(true)}>
          {t('shell.login.usePassword')}
        </Button>
      </form>
    );
  }

  const submit = passwordForm.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await loginWithPassword({ variables: { input: values } });
      onLoggedIn();
    } catch (error) {
      onServerError(error, (field, message) => passwordForm.setError(field as keyof LoginWithPasswordInput, { message }));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('shell.login.loginTitle')}>
      {formError && <Alert type="error" title={formError} showIcon style={{ marginBottom: 16 }} />}
      <FormField label={t('shell.login.email')} error={passwordForm.formState.errors.email?.message} htmlFor="login-email">
        <Controller
          control={passwordForm.control}
          name="email"
          render={({ field }) => <Input {...field} id="login-email" type="email" autoComplete="email" size="large" />}
        />
      </FormField>
      <FormField label={t('shell.login.password')} error={passwordForm.formState.errors.password?.message} htmlFor="login-password">
        <Controller
          control={passwordForm.control}
          name="password"
          render={({ field }) => <Input.Password {...field} id="login-password" autoComplete="current-password" size="large" />}
        />
      </FormField>
      <Button type="primary" htmlType="submit" block size="large" loading={passwordState.loading}>
        {t('common.login')}
      </Button>
      <Button type="link" block onClick={() => setWithPassword(false)}>
        {t('shell.login.useCode')}
      </Button>
      <Button type="link" block onClick={onForgotPassword}>
        {t('shell.login.forgotPassword')}
      </Button>
    </form>
  );
}

/** Login and sign-up (spec §2 Global modals): customer or professional, e-mailed code, optional password. */
export default function LoginModal({ signup, profileType, close, onLoggedIn, onForgotPassword }: LoginModalProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'login' | 'signup'>(signup ? 'signup' : 'login');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const title = step.kind === 'code' ? t('shell.login.codeTitle') : mode === 'signup' ? t('shell.login.signupTitle') : t('shell.login.loginTitle');
  return (
    <Modal open title={title} onCancel={close} footer={null} destroyOnHidden width={440}>
      {step.kind === 'code' ? (
        <CodeStep email={step.email} onLoggedIn={onLoggedIn} onBack={() => setStep({ kind: 'form' })} />
      ) : (
        <>
          <Segmented
            block
            value={mode}
            onChange={(value) => setMode(value as 'login' | 'signup')}
            options={[
              { value: 'login', label: t('shell.login.loginTab') },
              { value: 'signup', label: t('shell.login.signupTab') },
            ]}
            style={{ marginBottom: 20 }}
          />
          {mode === 'signup' ? (
            <SignUpForm profileType={profileType} onCodeSent={(email) => setStep({ kind: 'code', email })} />
          ) : (
            <LoginForm
              onCodeSent={(email) => setStep({ kind: 'code', email })}
              onLoggedIn={onLoggedIn}
              onForgotPassword={onForgotPassword}
            />
          )}
        </>
      )}
    </Modal>
  );
}
