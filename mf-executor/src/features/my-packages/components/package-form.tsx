import { PACKAGE_DESCRIPTION_MAX_LENGTH, PACKAGE_TITLE_MAX_LENGTH, packageSchema } from '@zaber/shared/packages/schema';
import { type MunicipalityOption, MunicipalitySelect } from '@zaber/shared/places/municipality-select';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { REQUIRED } from '@zaber/shared/platform/validation/messages';
import { Input } from '@zaber/shared/ui/antd/input';
import { Select } from '@zaber/shared/ui/antd/select';
import { RadioField } from '@zaber/shared/ui/forms/radio-field';
import { SchemaForm } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { type ReactNode, useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useT } from '../../../i18n/use-t';
import type { PackageInput } from '../api/operations.generated';

/**
 * The package's details (spec §3: title, service, obec or the whole country, description): the
 * shared `packageSchema` plus the choice between the whole country and one obec, so an obec typed
 * but not picked from the list is 'Povinné pole' instead of quietly meaning the whole country.
 */
const packageFormSchema = packageSchema
  .extend({ placeScope: z.enum(['COUNTRY', 'MUNICIPALITY']) })
  .refine((v) => v.placeScope === 'COUNTRY' || Boolean(v.municipalityId), {
    path: ['municipalityId'],
    error: REQUIRED,
    // Checked with the other fields' messages, not only once they are all right.
    when: () => true,
  })
  .transform(({ placeScope, ...input }): PackageInput => ({ ...input, municipalityId: placeScope === 'COUNTRY' ? null : input.municipalityId }));

export interface PackageFormValues {
  title: string;
  categorySlug: string;
  municipality: MunicipalityOption | null;
  description: string;
}

export interface PackageFormProps {
  initial: PackageFormValues;
  /** The form's accessible name. */
  label: string;
  onSubmit(input: PackageInput): Promise<unknown>;
  /** The submit button and whatever stands beside it. */
  actions: ReactNode;
}

/** The create modal's and the description tab's form. */
export function PackageForm({ initial, label, onSubmit, actions }: PackageFormProps) {
  const t = useT();
  const form = useZodForm(packageFormSchema, {
    defaultValues: {
      title: initial.title,
      categorySlug: initial.categorySlug,
      placeScope: initial.municipality ? 'MUNICIPALITY' : 'COUNTRY',
      municipalityId: initial.municipality?.id ?? '',
      description: initial.description,
    },
  });
  const scope = useWatch({ control: form.control, name: 'placeScope' });
  // The obec field starts anew from the saved obec each time it is shown.
  const { setValue } = form;
  const initialId = initial.municipality?.id ?? '';
  useEffect(() => {
    if (scope === 'MUNICIPALITY') setValue('municipalityId', initialId);
  }, [scope, initialId, setValue]);
  const categoryLabel = t('executor.packages.form.category');

  return (
    <SchemaForm form={form} onSubmit={onSubmit} aria-label={label}>
      <ZodField
        form={form}
        name="title"
        label={t('executor.packages.form.title')}
        render={({ value, ...field }) => (
          <Input
            {...field}
            value={value ?? ''}
            placeholder={t('executor.packages.form.titlePlaceholder')}
            count={{ show: true, max: PACKAGE_TITLE_MAX_LENGTH }}
          />
        )}
      />
      <ZodField
        form={form}
        name="categorySlug"
        label={categoryLabel}
        render={({ id, value, onChange, onBlur, ref: _ref, ...field }) => (
          <Select
            id={id}
            aria-label={categoryLabel}
            aria-invalid={field['aria-invalid']}
            aria-describedby={field['aria-describedby']}
            value={value || undefined}
            onChange={(next: string) => onChange(next)}
            onBlur={onBlur}
            placeholder={t('executor.packages.form.categoryPlaceholder')}
            options={SERVICE_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        )}
      />
      <RadioField
        form={form}
        name="placeScope"
        label={t('executor.packages.form.placeScope')}
        options={[
          { value: 'COUNTRY', label: t('executor.packages.form.wholeCountry') },
          { value: 'MUNICIPALITY', label: t('executor.packages.form.oneMunicipality') },
        ]}
      />
      {scope === 'MUNICIPALITY' && (
        <ZodField
          form={form}
          name="municipalityId"
          label={t('executor.packages.form.municipality')}
          render={({ id, onChange, onBlur, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
            <MunicipalitySelect
              id={id}
              initial={initial.municipality}
              onChange={onChange}
              onBlur={onBlur}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        />
      )}
      <ZodField
        form={form}
        name="description"
        label={t('executor.packages.form.description')}
        render={({ value, ...field }) => (
          <Input.TextArea
            {...field}
            value={value ?? ''}
            rows={8}
            placeholder={t('executor.packages.form.descriptionPlaceholder')}
            count={{ show: true, max: PACKAGE_DESCRIPTION_MAX_LENGTH }}
          />
        )}
      />
      {actions}
    </SchemaForm>
  );
}
