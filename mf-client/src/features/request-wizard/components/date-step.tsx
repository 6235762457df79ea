import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/cs';
import { pragueToday, requestDateStep } from '@zaber/shared/requests/schema';
import { DatePicker } from '@zaber/shared/ui/antd/date-picker';
import { Radio } from '@zaber/shared/ui/antd/radio';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { Typography } from '@zaber/shared/ui/typography';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/use-t';
import { stepValues, type WizardDraft } from '../wizard-draft';
import { StepForm, type StepProps, useStepForm } from './step-form';

const ISO = 'YYYY-MM-DD';
const SHOWN = 'D. M. YYYY';

const dateToDraft = (values: { date?: string | null; dateToBeAgreed?: boolean | null }): Partial<WizardDraft> => ({
  date: values.date ?? null,
  dateToBeAgreed: Boolean(values.dateToBeAgreed),
});

// Days before today (in Prague, the marketplace's calendar) cannot be picked.
const beforeToday = (day: Dayjs) => day.format(ISO) < pragueToday();

/** Step 4: a specific day (today or later) or "Termín dohodou". */
export function DateStep({ draft, nav }: StepProps) {
  const t = useT();
  const form = useStepForm(requestDateStep, stepValues.date(draft), nav, dateToDraft);
  const toBeAgreed = Boolean(useWatch({ control: form.control, name: 'dateToBeAgreed' }));
  const mode = t('client.wizard.date.mode');
  return (
    <StepForm form={form} nav={nav} toDraft={dateToDraft} label={t('client.wizard.steps.date')}>
      <ZodField
        form={form}
        name="dateToBeAgreed"
        label={mode}
        render={({ id, value, onChange, ref: _ref }) => (
          <Radio.Group
            id={id}
            aria-label={mode}
            optionType="button"
            buttonStyle="solid"
            size="large"
            value={Boolean(value)}
            onChange={(event) => {
              onChange(event.target.value);
              // A new choice asks again: the old message no longer applies.
              form.clearErrors('date');
            }}
            options={[
              { value: false, label: t('client.wizard.date.specific') },
              { value: true, label: t('client.wizard.date.toBeAgreed') },
            ]}
          />
        )}
      />
      {toBeAgreed ? (
        <Typography.Paragraph type="secondary">{t('client.wizard.date.toBeAgreedHint')}</Typography.Paragraph>
      ) : (
        <ZodField
          form={form}
          name="date"
          label={t('client.wizard.date.day')}
          render={({ id, value, onChange, onBlur, ref: _ref, ...field }) => (
            <DatePicker
              id={id}
              aria-invalid={field['aria-invalid']}
              aria-describedby={field['aria-describedby']}
              size="large"
              format={SHOWN}
              placeholder={t('client.wizard.date.dayPlaceholder')}
              disabledDate={beforeToday}
              value={value ? dayjs(value).locale('cs') : null}
              onChange={(day: Dayjs | null) => onChange(day ? day.format(ISO) : null)}
              onBlur={onBlur}
              className="z-w-full z-max-w-280"
            />
          )}
        />
      )}
    </StepForm>
  );
}
