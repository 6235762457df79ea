import { useMutation, useQuery } from '@apollo/client/react';
import { NOTIFICATION_FREQUENCIES, NOTIFICATION_FREQUENCY_LABELS } from '@zaber/shared/conversations/constants';
import { notificationSettingsSchema } from '@zaber/shared/conversations/schema';
import { MoneyInput } from '@zaber/shared/money/money-input';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Select } from '@zaber/shared/ui/antd/select';
import { RadioField } from '@zaber/shared/ui/forms/radio-field';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useT } from '../../../i18n/use-t';
import { useSectionTabs } from '../../../lib/section-tabs-slot';
import { NotificationSettingsDocument, type NotificationSettingsFieldsFragment, UpdateNotificationSettingsDocument } from '../api/operations.generated';

interface Region {
  id: number;
  name: string;
}

/** The 77 okresy of REST /v1/location/regions (fetched once per page load by the shell's client). */
function useRegions(): Region[] {
  const { rest } = useShell();
  const [regions, setRegions] = useState<Region[]>([]);
  useEffect(() => {
    let live = true;
    rest
      .get<{ results: Region[] }>('/location/regions', { country: 'CZ' })
      .then((answer) => live && setRegions(answer.results))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [rest]);
  return regions;
}

const FREQUENCIES = NOTIFICATION_FREQUENCIES.map((code) => ({ value: code, label: NOTIFICATION_FREQUENCY_LABELS[code] }));

function SettingsForm({ settings }: { settings: NotificationSettingsFieldsFragment }) {
  const t = useT();
  const { notify } = useShell();
  const isExecutor = useSelector(selectRole) === 'executor';
  const regions = useRegions();
  const [update] = useMutation(UpdateNotificationSettingsDocument);
  const form = useZodForm(notificationSettingsSchema, {
    defaultValues: {
      sendEmailMessagesDigest: settings.sendEmailMessagesDigest,
      sendEmailNotificationsDigest: settings.sendEmailNotificationsDigest,
      priceFrom: settings.priceFrom ?? null,
      notificationRegions: settings.notificationRegions,
    },
  });
  const priceLabel = t('account.emailSettings.priceFrom');
  const regionsLabel = t('account.emailSettings.regions');

  return (
    <SchemaForm
      form={form}
      aria-label={t('account.emailSettings.title')}
      onSubmit={async (input) => {
        await update({ variables: { input } });
        notify('success', t('account.emailSettings.saved'));
      }}
    >
      <RadioField form={form} name="sendEmailMessagesDigest" label={t('account.emailSettings.messages')} options={FREQUENCIES} />
      <RadioField form={form} name="sendEmailNotificationsDigest" label={t('account.emailSettings.notifications')} options={FREQUENCIES} />
      {isExecutor && (
        <>
          <ZodField
            form={form}
            name="priceFrom"
            label={priceLabel}
            render={({ ref: _ref, value, onChange, ...field }) => <MoneyInput {...field} value={value} onChange={onChange} />}
          />
          <Typography.Paragraph type="secondary" className="z-mt-n2">
            {t('account.emailSettings.priceFromHelp')}
          </Typography.Paragraph>
          <ZodField
            form={form}
            name="notificationRegions"
            label={regionsLabel}
            render={({ id, value, onChange, onBlur, ref: _ref, ...field }) => (
              <Select
                id={id}
                mode="multiple"
                aria-label={regionsLabel}
                aria-invalid={field['aria-invalid']}
                aria-describedby={field['aria-describedby']}
                value={(value ?? []).map(String)}
                onChange={(next: string[]) => onChange(next)}
                onBlur={onBlur}
                allowClear
                placeholder={t('account.emailSettings.regionsPlaceholder')}
                optionFilterProp="label"
                options={regions.map((region) => ({ value: String(region.id), label: region.name }))}
              />
            )}
          />
          <Typography.Paragraph type="secondary" className="z-mt-n2">
            {t('account.emailSettings.regionsHelp')}
          </Typography.Paragraph>
        </>
      )}
      <Flex justify="flex-end">
        <SubmitButton type="primary">{t('account.emailSettings.save')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

/** /account/settings/email-notifications/: how often e-mails come, and (professionals) which new requests. */
export function EmailSettingsPage({ match }: PageProps) {
  const t = useT();
  const sectionTabs = useSectionTabs();
  const { data, loading, error } = useQuery(NotificationSettingsDocument, { fetchPolicy: 'network-only' });
  let body = <Loading />;
  if (data) body = <SettingsForm settings={data.notificationSettings} />;
  else if (error || !loading) body = <LoadError />;
  return (
    <>
      <PageHeader
        route={match.route.id}
        params={match.params}
        title={t('account.emailSettings.title')}
        breadcrumbLabel={t('common.breadcrumb')}
        extra={sectionTabs}
      />
      <Surface>
        <Typography.Paragraph>{t('account.emailSettings.intro')}</Typography.Paragraph>
        {body}
      </Surface>
    </>
  );
}
