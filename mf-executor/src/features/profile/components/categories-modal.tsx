import { useMutation } from '@apollo/client/react';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import type { ProfileDetail } from '@zaber/shared/profiles/profile-view';
import { CATEGORY_SUMMARY_MAX_LENGTH, profileCategorySchema } from '@zaber/shared/profiles/schema';
import { Button } from '@zaber/shared/ui/antd/button';
import { Checkbox } from '@zaber/shared/ui/antd/checkbox';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { Switch } from '@zaber/shared/ui/antd/switch';
import { FormModal } from '@zaber/shared/ui/forms/form-modal';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useT } from '../../../i18n/use-t';
import { ProfileCategoriesSetDocument } from '../api/operations.generated';

/*
 * One row per service of the marketplace: offered or not, its summary (the contact-data rule of
 * spec §5) and whether clients see it yet. Only the offered rows are checked and sent.
 */
const serviceRowSchema = z.discriminatedUnion('selected', [
  profileCategorySchema.extend({ selected: z.literal(true) }),
  z.object({ selected: z.literal(false), categorySlug: z.string(), summary: z.string().nullish(), active: z.boolean().nullish() }),
]);

const categoriesFormSchema = z.object({ services: z.array(serviceRowSchema) }).transform(({ services }) => ({
  categories: services.flatMap((row) => (row.selected ? [{ categorySlug: row.categorySlug, summary: row.summary, active: row.active }] : [])),
}));

export interface CategoriesModalProps {
  profile: ProfileDetail;
  onClose(): void;
  onSaved(): Promise<unknown>;
}

/** "Moje služby": the whole list of the professional's services, saved with `setProfileCategories`. */
export function CategoriesModal({ profile, onClose, onSaved }: CategoriesModalProps) {
  const t = useT();
  const { notify } = useShell();
  const [setCategories] = useMutation(ProfileCategoriesSetDocument);
  const form = useZodForm(categoriesFormSchema, {
    defaultValues: {
      services: SERVICE_CATEGORIES.map((service) => {
        const offered = profile.categories.find((c) => c.category.slug === service.slug);
        return { categorySlug: service.slug, selected: Boolean(offered), summary: offered?.summary ?? '', active: offered?.active ?? true };
      }),
    },
  });
  const rows = useWatch({ control: form.control, name: 'services' });

  const submit = async (input: z.output<typeof categoriesFormSchema>) => {
    await setCategories({ variables: { input } });
    notify('success', t('executor.profile.categories.saved'));
    onClose();
    await onSaved();
  };

  return (
    <FormModal title={t('executor.profile.categories.title')} closeLabel={t('executor.profile.categories.close')} onClose={onClose} width={680}>
      <SchemaForm form={form} onSubmit={submit} aria-label={t('executor.profile.categories.title')}>
        <Typography.Paragraph type="secondary">{t('executor.profile.categories.lead')}</Typography.Paragraph>
        {SERVICE_CATEGORIES.map((service, index) => {
          const selected = Boolean(rows?.[index]?.selected);
          // The API keeps a service that has works (it may only be switched off), so it cannot be unticked here.
          const locked = selected && (profile.categories.find((c) => c.category.slug === service.slug)?.worksCount ?? 0) > 0;
          return (
            <div key={service.slug} className="zx-service" data-service={service.slug}>
              <Flex justify="space-between" align="center" wrap gap={8}>
                <Controller
                  control={form.control}
                  name={`services.${index}.selected`}
                  render={({ field }) => (
                    <Checkbox checked={Boolean(field.value)} disabled={locked} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur}>
                      <strong>{service.name}</strong>
                    </Checkbox>
                  )}
                />
                {selected && (
                  <Controller
                    control={form.control}
                    name={`services.${index}.active`}
                    render={({ field }) => (
                      <span className="zx-switch">
                        <Switch
                          size="small"
                          checked={Boolean(field.value)}
                          onChange={(checked) => field.onChange(checked)}
                          aria-label={`${t('executor.profile.categories.active')}: ${service.name}`}
                        />
                        <span aria-hidden="true">{t('executor.profile.categories.active')}</span>
                      </span>
                    )}
                  />
                )}
              </Flex>
              {selected && (
                <ZodField
                  form={form}
                  name={`services.${index}.summary`}
                  label={`${t('executor.profile.categories.summary')}: ${service.name}`}
                  render={({ value, ...field }) => (
                    <Input.TextArea
                      {...field}
                      value={value ?? ''}
                      rows={3}
                      placeholder={t('executor.profile.categories.summaryPlaceholder')}
                      count={{ show: true, max: CATEGORY_SUMMARY_MAX_LENGTH }}
                    />
                  )}
                />
              )}
              {locked && (
                <Typography.Text type="secondary" className="zx-field-hint">
                  {t('executor.profile.categories.keepWithWorks')}
                </Typography.Text>
              )}
            </div>
          );
        })}
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>{t('executor.profile.categories.cancel')}</Button>
          <SubmitButton>{t('executor.profile.categories.save')}</SubmitButton>
        </Flex>
      </SchemaForm>
    </FormModal>
  );
}
