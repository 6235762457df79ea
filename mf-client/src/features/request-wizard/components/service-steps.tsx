import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { requestServiceStep } from '@zaber/shared/requests/schema';
import { RadioField } from '@zaber/shared/ui/forms/radio-field';
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

/** Step 1: which service (top-level category). */
export function ServiceStep({ draft, nav }: StepProps) {
  const t = useT();
  const form = useStepForm(requestServiceStep, stepValues.service(draft), nav, serviceToDraft);
  const legend = t('client.wizard.service.legend');
  return (
    <StepForm form={form} nav={nav} toDraft={serviceToDraft} label={t('client.wizard.steps.service')}>
      <RadioField
        form={form}
        name="categorySlug"
        label={legend}
        className="zc-choices"
        options={SERVICE_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))}
      />
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
      {/* '' is "something else": a choice of its own. */}
      <RadioField
        form={form}
        name="subcategorySlug"
        label={service ? `${legend} (${service.name})` : legend}
        legend={legend}
        className="zc-choices"
        options={options}
        emptyIsChoice
      />
    </StepForm>
  );
}
