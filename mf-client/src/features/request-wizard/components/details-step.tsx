import { REQUEST_OPTIONS, type RequestOptionCode } from '@zaber/shared/requests/constants';
import { requestDetailsStep } from '@zaber/shared/requests/schema';
import { Checkbox } from '@zaber/shared/ui/antd/checkbox';
import { Input } from '@zaber/shared/ui/antd/input';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useT } from '../../../i18n/use-t';
import { stepValues, type WizardDraft } from '../wizard-draft';
import { StepForm, type StepProps, useStepForm } from './step-form';

const detailsToDraft = (values: { description: string; options?: RequestOptionCode[] | null }): Partial<WizardDraft> => ({
  description: values.description,
  options: values.options ?? [],
});

/** Step 6: what the client needs, in words, and the extra services they would like. */
export function DetailsStep({ draft, nav }: StepProps) {
  const t = useT();
  const form = useStepForm(requestDetailsStep, stepValues.details(draft), nav, detailsToDraft);
  const optionsLabel = t('client.wizard.details.options');
  return (
    <StepForm form={form} nav={nav} toDraft={detailsToDraft} label={t('client.wizard.steps.details')}>
      <ZodField
        form={form}
        name="description"
        label={t('client.wizard.details.description')}
        render={(field) => <Input.TextArea {...field} rows={6} showCount placeholder={t('client.wizard.details.descriptionPlaceholder')} />}
      />
      <ZodField
        form={form}
        name="options"
        label={optionsLabel}
        render={({ value, onChange, ref: _ref, ...field }) => (
          <Checkbox.Group
            aria-label={optionsLabel}
            aria-invalid={field['aria-invalid']}
            aria-describedby={field['aria-describedby']}
            className="zc-options"
            value={value ?? []}
            onChange={(codes) => onChange(codes)}
            options={REQUEST_OPTIONS.map((o) => ({ value: o.code, label: o.name }))}
          />
        )}
      />
    </StepForm>
  );
}
