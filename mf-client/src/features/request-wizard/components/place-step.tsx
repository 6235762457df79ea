import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AutoComplete } from '@zaber/shared/antd/auto-complete';
import { Input } from '@zaber/shared/antd/input';
import { ZodField } from '@zaber/shared/forms/zod-field';
import { requestPlaceStep } from '@zaber/shared/schemas/requests';
import { useT } from '../../../i18n/use-t';
import { MunicipalitySearchDocument, type MunicipalitySearchQuery } from '../api/operations.generated';
import { stepValues, type WizardDraft } from '../wizard-draft';
import { StepForm, type StepProps, useStepForm } from './step-form';

type Municipality = MunicipalitySearchQuery['municipalities'][number];

const SEARCH_DELAY_MS = 250;
const MIN_SEARCH_LENGTH = 2;

/** "Brno (Brno-město, Jihomoravský kraj)": obce of one name differ by okres. */
export function municipalityLabel(m: Municipality): string {
  return `${m.name} (${m.region.name}, ${m.province.name})`;
}

const placeToDraft = (values: { municipalityId: string | number; locationDetail?: string | null }): Partial<WizardDraft> => ({
  municipalityId: values.municipalityId === '' ? null : String(values.municipalityId),
  locationDetail: values.locationDetail || null,
});

/** What is typed, searched a moment after the typing stops. */
function useDebounced(text: string): string {
  const [value, setValue] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setValue(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return value;
}

/** Step 3: the obec (chosen from `municipalities(search)`) and an optional detail of the place. */
export function PlaceStep({ draft, nav }: StepProps) {
  const t = useT();
  const form = useStepForm(requestPlaceStep, stepValues.place(draft), nav, placeToDraft);
  const [text, setText] = useState(draft.municipalityLabel);
  const [known, setKnown] = useState<Municipality[]>([]);
  // The obec restored from the draft is chosen already: no need to search for it.
  const [restored] = useState(() => (draft.municipalityId ? draft.municipalityLabel.trim() : null));
  const search = useDebounced(text.trim());
  const chosen = known.find((m) => municipalityLabel(m) === text);
  const { data, loading } = useQuery(MunicipalitySearchDocument, {
    variables: { search, limit: 10 },
    skip: search.length < MIN_SEARCH_LENGTH || Boolean(chosen) || search === restored,
  });
  const found = data?.municipalities;
  useEffect(() => {
    if (found) setKnown((current) => [...found, ...current.filter((m) => !found.some((f) => f.id === m.id))]);
  }, [found]);
  const options = useMemo(() => (found ?? []).map((m) => ({ value: municipalityLabel(m), label: municipalityLabel(m) })), [found]);

  return (
    <StepForm form={form} nav={nav} toDraft={placeToDraft} label={t('client.wizard.steps.place')}>
      <ZodField
        form={form}
        name="municipalityId"
        label={t('client.wizard.place.municipality')}
        render={({ id, onChange, onBlur, ref: _ref, ...field }) => (
          <AutoComplete
            id={id}
            aria-invalid={field['aria-invalid']}
            aria-describedby={field['aria-describedby']}
            size="large"
            value={text}
            options={options}
            placeholder={t('client.wizard.place.municipalityPlaceholder')}
            notFoundContent={search.length >= MIN_SEARCH_LENGTH && !loading ? t('client.wizard.place.noMatch') : null}
            onBlur={onBlur}
            onChange={(next: string) => {
              setText(next);
              const match = known.find((m) => municipalityLabel(m) === next);
              // Only an obec from the list counts; typing again clears the choice.
              onChange(match ? match.id : '');
              nav.update({ municipalityLabel: next });
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
