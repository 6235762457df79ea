import { useMutation, useQuery } from '@apollo/client/react';
import { changePasswordSchema, PASSWORD_MIN_LENGTH, setPasswordSchema } from '@zaber/shared/accounts/auth';
import { updateAccountSchema } from '@zaber/shared/money/schema';
import { profileLoaded } from '@zaber/shared/platform/store/auth-slice';
import { selectProfile } from '@zaber/shared/platform/store/shell-state';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { FormField } from '@zaber/shared/ui/form-field';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../../i18n/use-t';
import { useSectionTabs } from '../../../lib/section-tabs-slot';
import {
  AccountSettingsDocument,
  type AccountSettingsFieldsFragment,
  AccountUpdateDocument,
  PasswordChangeDocument,
  PasswordSetDocument,
} from '../api/operations.generated';
import { AccountDataSection } from './account-data-section';
import { AccountDeletionSection } from './account-deletion-section';

/** Each section of the page: one column of at most 640 px. */
const SECTION = 'z-mb-4 z-max-w-640';

/** The shell keeps the signed-in profile in its store (the header shows the name): it follows what was saved. */
function useMergeIntoViewer() {
  const dispatch = useDispatch();
  const viewer = useSelector(selectProfile);
  return (changes: { name?: string; title?: string; hasUsablePassword?: boolean }) => {
    if (viewer) dispatch(profileLoaded({ ...viewer, ...changes }));
  };
}

function NameForm({ account }: { account: AccountSettingsFieldsFragment }) {
  const t = useT();
  const { notify } = useShell();
  const mergeIntoViewer = useMergeIntoViewer();
  const [update] = useMutation(AccountUpdateDocument);
  const form = useZodForm(updateAccountSchema, { defaultValues: { name: account.name } });
  return (
    <SchemaForm
      form={form}
      aria-label={t('account.settings.account')}
      onSubmit={async (input) => {
        const { data } = await update({ variables: { input } });
        const saved = data?.updateAccount;
        if (saved) {
          mergeIntoViewer({ name: saved.name, title: saved.title });
          form.reset({ name: saved.name });
        }
        notify('success', t('account.settings.nameSaved'));
      }}
    >
      <ZodField form={form} name="name" label={t('account.settings.name')} render={(field) => <Input {...field} autoComplete="name" maxLength={100} />} />
      <Flex justify="flex-end">
        <SubmitButton>{t('account.settings.saveName')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

/** The e-mail is the login: shown, not edited here. */
function EmailField({ email }: { email: string }) {
  const t = useT();
  const id = useId();
  return (
    <FormField label={t('account.settings.email')} htmlFor={`${id}email`}>
      <Input id={`${id}email`} value={email} readOnly aria-describedby={`${id}note`} autoComplete="username" />
      <Typography.Text type="secondary" id={`${id}note`} className="z-d-block z-mt-1">
        {t('account.settings.emailNote')}
      </Typography.Text>
    </FormField>
  );
}

function ChangePasswordForm() {
  const t = useT();
  const { notify } = useShell();
  const [change] = useMutation(PasswordChangeDocument);
  const empty = { oldPassword: '', newPassword1: '', newPassword2: '' };
  const form = useZodForm(changePasswordSchema, { defaultValues: empty });
  return (
    <SchemaForm
      form={form}
      aria-label={t('account.settings.changePassword')}
      onSubmit={async (input) => {
        // A wrong current password comes back as BAD_USER_INPUT on oldPassword: the kit puts it under that field.
        await change({ variables: { input } });
        form.reset(empty);
        notify('success', t('account.settings.passwordChanged'));
      }}
    >
      <Typography.Paragraph type="secondary">{t('account.settings.passwordChangeNote')}</Typography.Paragraph>
      <ZodField
        form={form}
        name="oldPassword"
        label={t('account.settings.oldPassword')}
        render={(field) => <Input.Password {...field} autoComplete="current-password" />}
      />
      <ZodField
        form={form}
        name="newPassword1"
        label={t('account.settings.newPassword1', { count: PASSWORD_MIN_LENGTH })}
        render={(field) => <Input.Password {...field} autoComplete="new-password" />}
      />
      <ZodField
        form={form}
        name="newPassword2"
        label={t('account.settings.newPassword2')}
        render={(field) => <Input.Password {...field} autoComplete="new-password" />}
      />
      <Flex justify="flex-end">
        <SubmitButton>{t('account.settings.changePassword')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

/** An account made with e-mail codes only has no password yet: the first one needs no old one. */
function SetPasswordForm({ accountId }: { accountId: string }) {
  const t = useT();
  const { notify } = useShell();
  const mergeIntoViewer = useMergeIntoViewer();
  const [setPassword] = useMutation(PasswordSetDocument);
  const form = useZodForm(setPasswordSchema, { defaultValues: { newPassword1: '', newPassword2: '' } });
  return (
    <SchemaForm
      form={form}
      aria-label={t('account.settings.setPassword')}
      onSubmit={async (input) => {
        await setPassword({
          variables: { input },
          // From now on the section offers a change, which asks for this password.
          update: (cache) => {
            cache.modify({
              id: cache.identify({ __typename: 'CurrentProfile', id: accountId }),
              fields: { hasUsablePassword: () => true },
            });
          },
        });
        mergeIntoViewer({ hasUsablePassword: true });
        notify('success', t('account.settings.passwordSet'));
      }}
    >
      <Typography.Paragraph>{t('account.settings.setPasswordIntro')}</Typography.Paragraph>
      <ZodField
        form={form}
        name="newPassword1"
        label={t('account.settings.newPassword1', { count: PASSWORD_MIN_LENGTH })}
        render={(field) => <Input.Password {...field} autoComplete="new-password" />}
      />
      <ZodField
        form={form}
        name="newPassword2"
        label={t('account.settings.newPassword2')}
        render={(field) => <Input.Password {...field} autoComplete="new-password" />}
      />
      <Flex justify="flex-end">
        <SubmitButton>{t('account.settings.setPassword')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

function AccountSettingsView({ account }: { account: AccountSettingsFieldsFragment }) {
  const t = useT();
  return (
    <>
      <Surface className={SECTION}>
        <Typography.Title level={2} className="z-font-xl z-mt-0">
          {t('account.settings.account')}
        </Typography.Title>
        <NameForm account={account} />
        <EmailField email={account.email} />
      </Surface>
      <Surface className={SECTION}>
        <Typography.Title level={2} className="z-font-xl z-mt-0">
          {account.hasUsablePassword ? t('account.settings.changePassword') : t('account.settings.setPassword')}
        </Typography.Title>
        {account.hasUsablePassword ? <ChangePasswordForm /> : <SetPasswordForm accountId={account.id} />}
      </Surface>
      <AccountDataSection className={SECTION} />
      <AccountDeletionSection className={SECTION} />
    </>
  );
}

/** /account/settings/: the name, the e-mail (the login), the password, the user's data and deleting the account. */
export function AccountSettingsPage({ match }: PageProps) {
  const t = useT();
  const sectionTabs = useSectionTabs();
  const { data, loading, error } = useQuery(AccountSettingsDocument, { fetchPolicy: 'network-only' });
  const account = data?.currentProfile;
  let body = <Loading />;
  if (account) body = <AccountSettingsView account={account} />;
  else if (error || !loading) body = <LoadError />;
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} extra={sectionTabs} />
      {body}
    </>
  );
}
