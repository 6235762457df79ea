import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { deleteAccountSchema } from '@zaber/shared/accounts/account-rights';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Spin } from '@zaber/shared/ui/antd/spin';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { LoadError } from '@zaber/shared/ui/query-state';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { AccountDeleteDocument, AccountDeletionCheckDocument, type AccountDeletionCheckQuery } from '../api/operations.generated';

type Deletion = AccountDeletionCheckQuery['accountDeletion'];

/** What is under way, each with the page where it is finished, cancelled or answered. */
function Blockers({ blockers, close }: { blockers: Deletion['blockers']; close: () => void }) {
  const t = useT();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<AlertIcon type="warning" />}
      title={t('account.settings.deletion.blocked')}
      description={
        <ul className="z-m-2-0-0 z-pl-20px">
          {blockers.map((blocker) => (
            <li key={blocker.url + blocker.title}>
              <Link to={blocker.url} onClick={close}>
                {blocker.title}
              </Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** The consequences, said before anything happens, then the typed word and the irreversible button. */
function Confirmation({ deletion, close }: { deletion: Deletion; close: () => void }) {
  const t = useT();
  const shell = useShell();
  const [remove] = useMutation(AccountDeleteDocument);
  const form = useZodForm(deleteAccountSchema, { defaultValues: { confirmation: '' } });
  const consequences = [
    t('account.settings.deletion.consequences.personal'),
    deletion.openRequests > 0 ? t('account.settings.deletion.consequences.requests', { count: deletion.openRequests }) : null,
    t('account.settings.deletion.consequences.messages'),
    t('account.settings.deletion.consequences.reviews'),
    t('account.settings.deletion.consequences.money'),
    deletion.balance > 0 ? t('account.settings.deletion.consequences.credit', { balance: formatMoney(deletion.balance) }) : null,
    t('account.settings.deletion.consequences.sessions'),
  ].filter((line): line is string => line !== null);
  return (
    <SchemaForm
      form={form}
      aria-label={t('account.settings.deletion.dialogTitle')}
      onSubmit={async (input) => {
        await remove({ variables: { input } });
        close();
        shell.notify('success', t('account.settings.deletion.done'));
        // The API ended every session and cleared this browser's cookies: the shell signs out.
        await shell.signedIn();
        shell.navigate(href('home'));
      }}
    >
      <Typography.Paragraph strong>{t('account.settings.deletion.consequencesIntro')}</Typography.Paragraph>
      <ul className="z-mt-0 z-pl-20px">
        {consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary">{t('account.settings.deletion.dataHint')}</Typography.Paragraph>
      <ZodField
        form={form}
        name="confirmation"
        label={t('account.settings.deletion.confirm')}
        render={(field) => <Input {...field} autoComplete="off" spellCheck={false} className="z-max-w-240" />}
      />
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={close}>{t('account.settings.deletion.cancel')}</Button>
        <SubmitButton danger>{t('account.settings.deletion.submit')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

function DeletionDialog({ close }: { close: () => void }) {
  const t = useT();
  const { data, error } = useQuery(AccountDeletionCheckDocument, { fetchPolicy: 'network-only' });
  const deletion = data?.accountDeletion;
  let body = (
    <Flex vertical align="center" gap={12} role="status" className="z-p-5-0">
      <Spin />
      <Typography.Text>{t('account.settings.deletion.loading')}</Typography.Text>
    </Flex>
  );
  if (deletion)
    body = deletion.blockers.length > 0 ? <Blockers blockers={deletion.blockers} close={close} /> : <Confirmation deletion={deletion} close={close} />;
  else if (error) body = <LoadError />;
  return (
    <Modal
      open
      onCancel={close}
      footer={null}
      width={560}
      destroyOnHidden
      closeIcon={<CloseOutlined aria-hidden />}
      title={t('account.settings.deletion.dialogTitle')}
    >
      {body}
    </Modal>
  );
}

/**
 * "Smazání účtu" (GDPR art. 17): the dialog first reads what the deletion would do (accountDeletion),
 * lists what must be finished first, or names the consequences and asks for the typed word.
 */
export function AccountDeletionSection({ className }: { className: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Surface className={className}>
      <Typography.Title level={2} className="z-font-xl z-mt-0">
        {t('account.settings.deletion.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('account.settings.deletion.intro')}</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        {t('account.settings.deletion.open')}
      </Button>
      {open && <DeletionDialog close={() => setOpen(false)} />}
    </Surface>
  );
}
