import { useMutation } from '@apollo/client/react';
import { contactMessageSchema } from '@zaber/shared/site/contact';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Input } from '@zaber/shared/ui/antd/input';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ContactMessageSendDocument } from '../api/operations.generated';

export function ContactPage({ match }: PageProps) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const [send] = useMutation(ContactMessageSendDocument);
  const form = useZodForm(contactMessageSchema, { defaultValues: { name: '', email: '', message: '' } });
  usePageMeta(match.route.title, t('public.contact.metaDescription'));

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph className="z-max-w-640">{t('public.contact.lead')}</Typography.Paragraph>
      {sent && <Alert type="success" showIcon title={t('public.contact.sent')} className="z-max-w-640 z-mb-4" role="status" />}
      <SchemaForm
        form={form}
        className="z-max-w-640"
        aria-label={match.route.title}
        onSubmit={async (input) => {
          setSent(false);
          await send({ variables: { input } });
          form.reset();
          setSent(true);
        }}
      >
        <ZodField form={form} name="name" id="contact-name" label={t('public.contact.name')} render={(field) => <Input {...field} autoComplete="name" />} />
        <ZodField
          form={form}
          name="email"
          id="contact-email"
          label={t('public.contact.email')}
          render={(field) => <Input {...field} type="email" autoComplete="email" />}
        />
        <ZodField
          form={form}
          name="message"
          id="contact-message"
          label={t('public.contact.message')}
          render={(field) => <Input.TextArea {...field} rows={6} />}
        />
        <SubmitButton size="large">{t('public.contact.submit')}</SubmitButton>
      </SchemaForm>
    </>
  );
}
