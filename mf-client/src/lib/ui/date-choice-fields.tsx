import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/cs';
import { pragueToday } from '@zaber/shared/requests/schema';
import { DatePicker } from '@zaber/shared/ui/antd/date-picker';
import { Radio } from '@zaber/shared/ui/antd/radio';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { type FieldPath, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/use-t';

const ISO = 'YYYY-MM-DD';
const SHOWN = 'D. M. YYYY';

// Days before today (in Prague, the marketplace's calendar) cannot be picked.
const beforeToday = (day: Dayjs) => day.format(ISO) < pragueToday();

export interface DateChoiceFieldsProps<T extends FieldValues, C, O> {
  /** A form with a boolean `dateToBeAgreed` (see lib/date-choice) and the day field `name`. */
  form: UseFormReturn<T, C, O>;
  name: FieldPath<T>;
}

/** "Konkrétní den" with a date picker (today or later), or "Termín dohodou". */
export function DateChoiceFields<T extends FieldValues, C, O>({ form, name }: DateChoiceFieldsProps<T, C, O>) {
  const t = useT();
  const modeName = 'dateToBeAgreed' as FieldPath<T>;
  const toBeAgreed = Boolean(useWatch({ control: form.control, name: modeName }));
  const mode = t('client.dateChoice.mode');
  return (
    <>
      <ZodField
        form={form}
        name={modeName}
        label={mode}
        render={({ id, value, onChange, ref: _ref }) => (
          <Radio.Group
            id={id}
            name={id}
            aria-label={mode}
            optionType="button"
            buttonStyle="solid"
            value={Boolean(value)}
            onChange={(event) => {
              onChange(event.target.value);
              // A new choice asks again: the old message no longer applies.
              form.clearErrors(name);
            }}
            options={[
              { value: false, label: t('client.dateChoice.specific') },
              { value: true, label: t('client.dateChoice.toBeAgreed') },
            ]}
          />
        )}
      />
      {!toBeAgreed && (
        <ZodField
          form={form}
          name={name}
          label={t('client.dateChoice.day')}
          render={({ id, value, onChange, onBlur, ref: _ref, ...field }) => (
            <DatePicker
              id={id}
              aria-invalid={field['aria-invalid']}
              aria-describedby={field['aria-describedby']}
              format={SHOWN}
              placeholder={t('client.dateChoice.dayPlaceholder')}
              disabledDate={beforeToday}
              value={typeof value === 'string' && value ? dayjs(value).locale('cs') : null}
              onChange={(day: Dayjs | null) => onChange(day ? day.format(ISO) : null)}
              onBlur={onBlur}
              className="z-w-full z-max-w-280"
            />
          )}
        />
      )}
    </>
  );
}
