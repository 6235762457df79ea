import { useMutation } from '@apollo/client/react';
import { loginWithCodeSchema, signUpSchema } from '@zaber/shared/accounts/auth';
import { PROFILE_TYPE } from '@zaber/shared/platform/business';
import { href } from '@zaber/shared/platform/routes';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import { Button } from '@zaber/shared/ui/antd/button';
import { Checkbox } from '@zaber/shared/ui/antd/checkbox';
import { Input } from '@zaber/shared/ui/antd/input';
import { SchemaForm } from '@zaber/shared/ui/forms/schema-form';
import { applyServerErrors, FORM_ERROR } from '@zaber/shared/ui/forms/use-form-submit';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import { AccountSignUpDocument, LoginCodeSendDocument, LoginCodeVerifyDocument } from '../api/operations.generated';
import type { WizardDraft } from '../wizard-draft';
import { StepActions, type StepProps, useStepForm } from './step-form';

const contactSchema = signUpSchema.pick({ name: true, email: true, termsAgreement: true });

const contactToDraft = (values: { name: string; email: string; termsAgreement?: boolean }): Partial<WizardDraft> => ({
  name: values.name,
  email: values.email,
  termsAgreement: values.termsAgreement === true,
});

/**
 * The last step of a guest: name, e-mail and terms → signUp (profile type 0), which answers every
 * e-mail alike: a new one gets a client account, a registered one a login code to its account (the
 * page never says which); then the e-mailed code signs them in and the request is created.
 */
export function ContactStep({ draft, nav }: StepProps) {
  return draft.codeSentTo ? <CodeForm nav={nav} email={draft.codeSentTo} /> : <SignUpForm draft={draft} nav={nav} />;
}

function SignUpForm({ draft, nav }: StepProps) {
  const t = useT();
  const [signUp] = useMutation(AccountSignUpDocument);
  const form = useStepForm(contactSchema, { name: draft.name, email: draft.email, termsAgreement: draft.termsAgreement || undefined }, nav, contactToDraft);
  return (
    <SchemaForm
      form={form}
      aria-label={t('client.wizard.steps.contact')}
      onSubmit={async (input) => {
        await signUp({ variables: { input: { ...input, profileType: PROFILE_TYPE.CLIENT } } });
        nav.update({ ...contactToDraft(input), codeSentTo: input.email });
      }}
    >
      <Typography.Paragraph>{t('client.wizard.contact.intro')}</Typography.Paragraph>
      <ZodField form={form} name="name" label={t('client.wizard.contact.name')} render={(field) => <Input {...field} size="large" autoComplete="name" />} />
      <ZodField
        form={form}
        name="email"
        label={t('client.wizard.contact.email')}
        render={(field) => <Input {...field} size="large" type="email" autoComplete="email" />}
      />
      <ZodField
        form={form}
        name="termsAgreement"
        label={null}
        render={({ value, onChange, ...field }) => (
          <Checkbox {...field} checked={value === true} onChange={(event) => onChange(event.target.checked || undefined)}>
            {t('client.wizard.contact.termsBefore')}{' '}
            <a href={href('terms')} target="_blank" rel="noopener">
              {t('client.wizard.contact.terms')}
            </a>
          </Checkbox>
        )}
      />
      <StepActions nav={nav} submitLabel={t('client.wizard.contact.sendCode')} />
    </SchemaForm>
  );
}

function CodeForm({ nav, email }: Pick<StepProps, 'nav'> & { email: string }) {
  const t = useT();
  const shell = useShell();
  const [login] = useMutation(LoginCodeVerifyDocument);
  const [sendCode, resending] = useMutation(LoginCodeSendDocument);
  const form = useZodForm(loginWithCodeSchema, { defaultValues: { email, code: '' } });
  return (
    <SchemaForm
      form={form}
      aria-label={t('client.wizard.steps.contact')}
      onSubmit={async (input) => {
        await login({ variables: { input } });
        // The API has set the session cookie: the shell loads the profile and the role follows.
        await shell.signedIn();
        const role = selectRole(shell.store.getState());
        // An existing professional's account: the page now says a client account is needed.
        if (role === 'executor') return;
        if (role !== 'client') {
          form.setError(FORM_ERROR, { type: 'server', message: t('client.wizard.contact.loginFailed') });
          return;
        }
        nav.update({ codeSentTo: null });
        await nav.finish();
      }}
    >
      <Typography.Paragraph>{t('client.wizard.contact.codeSent', { email })}</Typography.Paragraph>
      <ZodField
        form={form}
        name="code"
        label={t('client.wizard.contact.code')}
        render={(field) => <Input {...field} size="large" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className="z-max-w-200" />}
      />
      <div className="zc-links">
        <Button
          type="link"
          loading={resending.loading}
          onClick={async () => {
            try {
              await sendCode({ variables: { input: { email } } });
              shell.notify('info', t('client.wizard.contact.resent'));
            } catch (error) {
              applyServerErrors(form, error, t('common.genericError'));
            }
          }}
        >
          {t('client.wizard.contact.resend')}
        </Button>
        <Button type="link" onClick={() => nav.update({ codeSentTo: null })}>
          {t('client.wizard.contact.otherEmail')}
        </Button>
      </div>
      <StepActions nav={nav} submitLabel={t('client.wizard.submitGuest')} />
    </SchemaForm>
  );
}
