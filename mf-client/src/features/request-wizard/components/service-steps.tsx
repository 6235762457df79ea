import { Radio } from '@zaber/shared/antd/radio';
import { SERVICE_CATEGORIES } from '@zaber/shared/constants/services';
import { ZodField } from '@zaber/shared/forms/zod-field';
import { requestServiceStep } from '@zaber/shared/schemas/requests';
import { useT } from '../../../i18n/use-t';
import { stepValues, type WizardDraft } from '../wizard-draft';
import { StepForm, type StepProps, useStepForm } from './step-form';

function belongsTo(categorySlug: string, subcategorySlug: string | null | undefined): boolean {
  const service = SERVICE_CATEGORIES.find((c) => c.slug === categorySlug);
  return subcategorySlug === '' || Boolean(service?.subcategories.some((s) => s.slug === subcategorySlug));
}

function serviceToDraft(values: { categorySlug: string; subcategorySlug?: string | null }): Partial<WizardDraft> {
  const categorySlug = values.categorySlug || null;
  // Another service: its subcategory is chosen again.
  const keep = categorySlug !== null && belongsTo(categorySlug, values.subcategorySlug);
  return { categorySlug, subcategorySlug: keep ? (values.subcategorySlug ?? null) : null };
}

type ServiceForm = ReturnType<typeof useStepForm<typeof requestServiceStep>>;

/** One choice among large radio cards: the service, or its subcategory ('' is "something else"). */
function ChoiceField({
  form,
  name,
  label,
  legend,
  options,
}: {
  form: ServiceForm;
  name: 'categorySlug' | 'subcategorySlug';
  label: string;
  legend: string;
  options: { value: string; label: string }[];
}) {
  return (
    <ZodField
      form={form}
      name={name}
      label={label}
      render={({ id, value, onChange, ref: _ref, ...field }) => (
        <Radio.Group
          id={id}
          aria-label={legend}
          aria-invalid={field['aria-invalid']}
          aria-describedby={field['aria-describedby']}
          className="zc-choices"
          // An empty service is no choice yet; an empty subcategory is "something else".
          value={name === 'categorySlug' ? value || null : (value ?? null)}
          onChange={(event) => onChange(event.target.value)}
          options={options}
        />
      )}
    />
  );
}

/** Step 1: which service (top-level category). */
export function ServiceStep({ draft, nav }: StepProps) {
  const t = useT();
  const form = useStepForm(requestServiceStep, stepValues.service(draft), nav, serviceToDraft);
  const legend = t('client.wizard.service.legend');
  return (
    <StepForm form={form} nav={nav} toDraft={serviceToDraft} label={t('client.wizard.steps.service')}>
      <ChoiceField form={form} name="categorySlug" label={legend} legend={legend} options={SERVICE_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))} />
    </StepForm>
  );
}

/** Step 2: what exactly, among the service's subcategories, or something else. */
export function SubcategoryStep({ draft, nav }: StepProps) {
  const t = useT();
  const form = useStepForm(requestServiceStep, stepValues.service(draft), nav, serviceToDraft);
  const service = SERVICE_CATEGORIES.find((c) => c.slug === draft.categorySlug);
  const legend = t('client.wizard.subcategory.legend');
  const options = [
    ...(service?.subcategories ?? []).map((s) => ({ value: s.slug, label: s.name })),
    { value: '', label: t('client.wizard.subcategory.other') },
  ];
  return (
    <StepForm form={form} nav={nav} toDraft={serviceToDraft} label={t('client.wizard.steps.subcategory')}>
      <ChoiceField form={form} name="subcategorySlug" label={service ? `${legend} (${service.name})` : legend} legend={legend} options={options} />
    </StepForm>
  );
}
