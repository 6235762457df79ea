import { useMutation, useQuery } from '@apollo/client/react';
import { BILLING_COUNTRIES, type BillingInfoFormInput, billingInfoSchema } from '@zaber/shared/money/schema';
import { formatDate } from '@zaber/shared/platform/dates';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Col } from '@zaber/shared/ui/antd/col';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { Row } from '@zaber/shared/ui/antd/row';
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
import { useT } from '../../../i18n/use-t';
import { useSectionTabs } from '../../../lib/section-tabs-slot';
import { BillingInfoDetailDocument, type BillingInfoFieldsFragment, BillingInfoUpdateDocument } from '../api/operations.generated';

function initialValues(info: BillingInfoFieldsFragment | null): BillingInfoFormInput {
  return {
    name: info?.name ?? '',
    country: info?.country ?? 'CZ',
    taxId: info?.taxId ?? '',
    vatId: info?.vatId ?? '',
    city: info?.city ?? '',
    address: info?.address ?? '',
    postalCode: info?.postalCode ?? '',
  };
}

/** Whether invoices can use what is saved: complete, incomplete, or nothing yet. */
function BillingStatus({ info }: { info: BillingInfoFieldsFragment | null }) {
  const t = useT();
  const [type, text] = !info
    ? (['info', t('account.billing.missing')] as const)
    : info.isValid
      ? (['success', t('account.billing.complete')] as const)
      : (['warning', t('account.billing.incomplete')] as const);
  return (
    <Alert
      type={type}
      showIcon
      icon={<AlertIcon type={type} />}
      title={text}
      description={info ? t('account.billing.updated', { date: formatDate(info.updated) }) : undefined}
      className="z-mb-4"
      data-testid="billing-status"
    />
  );
}

function BillingInfoForm({ info }: { info: BillingInfoFieldsFragment | null }) {
  const t = useT();
  const { notify } = useShell();
  const [update] = useMutation(BillingInfoUpdateDocument);
  const form = useZodForm(billingInfoSchema, { defaultValues: initialValues(info) });
  const countries = BILLING_COUNTRIES.map((code) => ({ value: code, label: t(`account.billing.countries.${code}`) }));
  return (
    <SchemaForm
      form={form}
      aria-label={t('account.billing.title')}
      onSubmit={async (input) => {
        // The schema's output: spaces out of IČO and DIČ, an empty DIČ as null, PSČ as "123 45".
        const { data } = await update({
          variables: { input },
          // A first save creates the info: the profile's link to it is set here, not by normalization.
          update: (cache, { data: saved }) => {
            if (!saved) return;
            cache.updateQuery({ query: BillingInfoDetailDocument }, (previous) =>
              previous?.currentProfile ? { currentProfile: { ...previous.currentProfile, billingInfo: saved.updateBillingInfo } } : previous,
            );
          },
        });
        if (data) form.reset(initialValues(data.updateBillingInfo));
        notify('success', t('account.billing.saved'));
      }}
    >
      <ZodField
        form={form}
        name="name"
        label={t('account.billing.name')}
        render={(field) => <Input {...field} autoComplete="organization" maxLength={200} />}
      />
      <RadioField form={form} name="country" label={t('account.billing.country')} options={countries} />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ZodField
            form={form}
            name="taxId"
            label={t('account.billing.taxId')}
            render={(field) => <Input {...field} inputMode="numeric" autoComplete="off" maxLength={12} />}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ZodField
            form={form}
            name="vatId"
            label={t('account.billing.vatId')}
            render={({ value, ...field }) => <Input {...field} value={value ?? ''} autoComplete="off" maxLength={14} placeholder="CZ12345678" />}
          />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" className="z-mt-n2">
        {t('account.billing.vatIdHelp')}
      </Typography.Paragraph>
      <ZodField
        form={form}
        name="address"
        label={t('account.billing.address')}
        render={(field) => <Input {...field} autoComplete="street-address" maxLength={200} />}
      />
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <ZodField
            form={form}
            name="city"
            label={t('account.billing.city')}
            render={(field) => <Input {...field} autoComplete="address-level2" maxLength={100} />}
          />
        </Col>
        <Col xs={24} sm={8}>
          <ZodField
            form={form}
            name="postalCode"
            label={t('account.billing.postalCode')}
            render={(field) => <Input {...field} autoComplete="postal-code" inputMode="numeric" maxLength={6} />}
          />
        </Col>
      </Row>
      <Flex justify="flex-end">
        <SubmitButton>{t('account.billing.save')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

/** /account/settings/billing-info/: who the invoices for credit are made out to. */
export function BillingInfoPage({ match }: PageProps) {
  const t = useT();
  const sectionTabs = useSectionTabs();
  const { data, loading, error } = useQuery(BillingInfoDetailDocument, { fetchPolicy: 'network-only' });
  const profile = data?.currentProfile;
  let body = <Loading />;
  if (profile) {
    const info = profile.billingInfo ?? null;
    body = (
      <>
        <BillingStatus info={info} />
        <BillingInfoForm info={info} />
      </>
    );
  } else if (error || !loading) body = <LoadError />;
  return (
    <>
      <PageHeader
        route={match.route.id}
        params={match.params}
        title={t('account.billing.title')}
        breadcrumbLabel={t('common.breadcrumb')}
        extra={sectionTabs}
      />
      <Surface className="z-max-w-640">
        <Typography.Paragraph>{t('account.billing.intro')}</Typography.Paragraph>
        {body}
      </Surface>
    </>
  );
}
