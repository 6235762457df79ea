import { MunicipalitySelect } from '@zaber/shared/places/municipality-select';
import { requestPlaceStep } from '@zaber/shared/requests/schema';
import { Input } from '@zaber/shared/ui/antd/input';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useT } from '../../../i18n/use-t';
import { stepValues, type WizardDraft } from '../wizard-draft';
import { StepForm, type StepProps, useStepForm } from './step-form';

const placeToDraft = (values: { municipalityId: string | number; locationDetail?: string | null }): Partial<WizardDraft> => ({
  municipalityId: values.municipalityId === '' ? null : String(values.municipalityId),
  locationDetail: values.locationDetail || null,
});

/** Step 3: the obec (chosen from `municipalities(search)`) and an optional detail of the place. */
export function PlaceStep({ draft, nav }: StepProps) {
  const t = useT();
  const form = useStepForm(requestPlaceStep, stepValues.place(draft), nav, placeToDraft);

  return (
    <StepForm form={form} nav={nav} toDraft={placeToDraft} label={t('client.wizard.steps.place')}>
      <ZodField
        form={form}
        name="municipalityId"
        label={t('client.wizard.place.municipality')}
        render={({ id, onChange, onBlur, ...field }) => (
          <MunicipalitySelect
            id={id}
            aria-invalid={field['aria-invalid']}
            aria-describedby={field['aria-describedby']}
            size="large"
            initialLabel={draft.municipalityLabel}
            // The obec restored from the draft is chosen already: it is not searched again.
            initialChosen={Boolean(draft.municipalityId)}
            onBlur={onBlur}
            onChange={(municipalityId, label) => {
              onChange(municipalityId);
              nav.update({ municipalityLabel: label });
            }}
          />
        )}
      />
      <ZodField
        form={form}
        name="locationDetail"
        label={t('client.wizard.place.locationDetail')}
        render={({ value, ...field }) => <Input {...field} value={value ?? ''} size="large" placeholder={t('client.wizard.place.locationDetailPlaceholder')} />}
      />
    </StepForm>
  );
}
