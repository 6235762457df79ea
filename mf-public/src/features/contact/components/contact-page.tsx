import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Typography } from '@zaber/shared/antd';
import { contactMessageSchema, type ContactMessageInput } from '@zaber/shared/schemas/contact';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ContactMessageSendDocument } from '../api/operations.generated';

const FIELDS: readonly FieldPath<ContactMessageInput>[] = ['name', 'email', 'message'];

export function ContactPage({ match }: PageProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [send, { loading }] = useMutation(ContactMessageSendDocument);
  const { control, handleSubmit, setError, reset, formState } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  usePageMeta(match.route.title, t('public.contact.metaDescription'));

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    try {
      await send({ variables: { input: values } });
      reset();
      setSent(true);
    } catch (error) {
      // The server validates with the same schema; show its field messages where they belong.
      const fieldErrors = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.fieldErrors as Record<string, string> | undefined) : undefined;
      if (!fieldErrors) throw error;
      for (const field of FIELDS) if (fieldErrors[field]) setError(field, { message: fieldErrors[field] });
    }
  });

  const status = (field: FieldPath<ContactMessageInput>) => (formState.errors[field] ? 'error' : undefined);
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph style={{ maxWidth: 640 }}>{t('public.contact.lead')}</Typography.Paragraph>
      {sent && <Alert type="success" showIcon message={t('public.contact.sent')} style={{ maxWidth: 640, marginBottom: 16 }} role="status" />}
      <Form layout="vertical" component={false}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate style={{ maxWidth: 640 }} aria-label={match.route.title}>
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <Form.Item label={t('public.contact.name')} htmlFor="contact-name" validateStatus={status('name')} help={formState.errors.name?.message}>
              <Input id="contact-name" autoComplete="name" {...field} />
            </Form.Item>
          )}
        />
        <Controller
          control={control}
          name="email"
          render={({ field }) => (
            <Form.Item label={t('public.contact.email')} htmlFor="contact-email" validateStatus={status('email')} help={formState.errors.email?.message}>
              <Input id="contact-email" type="email" autoComplete="email" {...field} />
            </Form.Item>
          )}
        />
        <Controller
          control={control}
          name="message"
          render={({ field }) => (
            <Form.Item label={t('public.contact.message')} htmlFor="contact-message" validateStatus={status('message')} help={formState.errors.message?.message}>
              <Input.TextArea id="contact-message" rows={6} {...field} />
            </Form.Item>
          )}
        />
          <Button type="primary" htmlType="submit" loading={loading} size="large">
            {t('public.contact.submit')}
          </Button>
        </form>
      </Form>
    </>
  );
}
