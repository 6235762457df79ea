import { WHOLE_NUMBER } from '@zaber/shared/money/price-range';
import { Input } from '@zaber/shared/ui/antd/input';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useEffect, useRef } from 'react';
import { z } from 'zod';

/** "Rozpočet alespoň" as typed: empty, or whole crowns. */
const budgetFilterSchema = z
  .object({ budgetMin: z.string().trim().regex(/^\d*$/, { error: WHOLE_NUMBER }) })
  .transform(({ budgetMin }) => ({ budgetMin: budgetMin === '' ? null : Number(budgetMin) }));

/** Waits this long after typing before the results follow. */
const APPLY_DELAY_MS = 500;

export interface BudgetFilterProps {
  /** The URL's text (crowns), as written; an invalid one is shown with its message. */
  raw: string | null;
  label: string;
  /** Called with whole crowns (null: no minimum) once the professional pauses typing. */
  onApply(budgetMin: number | null): void;
}

/** The feed's minimum budget: whole crowns only, applied after a pause, a Czech message under the field. */
export function BudgetFilter({ raw, label, onApply }: BudgetFilterProps) {
  const form = useZodForm(budgetFilterSchema, { defaultValues: { budgetMin: raw ?? '' }, mode: 'onChange' });
  const applyRef = useRef(onApply);
  applyRef.current = onApply;
  const typed = useRef(false);

  // The URL changed from outside (cleared filters, back button): show its value.
  useEffect(() => {
    if (form.getValues().budgetMin.trim() !== (raw ?? '')) {
      typed.current = false;
      form.reset({ budgetMin: raw ?? '' });
    }
    if (raw) void form.trigger();
  }, [form, raw]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      if (!typed.current) return;
      timer = setTimeout(() => void form.handleSubmit((values) => applyRef.current(values.budgetMin))(), APPLY_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form]);

  return (
    <ZodField
      form={form}
      name="budgetMin"
      label={label}
      render={({ ref: _ref, onChange, ...input }) => (
        <Input
          {...input}
          onChange={(event) => {
            typed.current = true;
            onChange(event);
          }}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    />
  );
}
