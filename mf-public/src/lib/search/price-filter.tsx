import { type PriceFilter as PriceFilterValues, priceFilterSchema } from '@zaber/shared/money/price-filter';
import { Input } from '@zaber/shared/ui/antd/input';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useEffect, useRef } from 'react';

export interface PriceFilterProps {
  /** The URL's texts of "cena_od" / "cena_do" as written (invalid ones are shown with their message). */
  rawMin: string | null;
  rawMax: string | null;
  labels: { priceMin: string; priceMax: string };
  /** The fields shown: both, or only "Cena do" (the professionals' price from is at most it). */
  fields?: readonly ('priceMin' | 'priceMax')[];
  /** Called with a valid range only; an invalid one keeps the results as they are. */
  onApply(values: PriceFilterValues): void;
}

/** Waits this long after typing before the results follow. */
const APPLY_DELAY_MS = 500;

/**
 * "Cena od" / "Cena do" of a list page: whole crowns only, "od" not above "do", Czech messages
 * under the fields. Plain text inputs with a numeric keyboard (antd's InputNumber would add
 * English "Increase Value" buttons).
 */
export function PriceFilter({ rawMin, rawMax, labels, fields = BOTH, onApply }: PriceFilterProps) {
  const form = useZodForm(priceFilterSchema, { defaultValues: { priceMin: rawMin ?? '', priceMax: rawMax ?? '' }, mode: 'onChange' });
  const applyRef = useRef(onApply);
  applyRef.current = onApply;
  const typed = useRef(false);

  // The URL changed from outside (cleared filters, back button): show its values. Values that came
  // in the URL invalid are ignored by the page; say why under the field.
  useEffect(() => {
    const current = form.getValues();
    if (current.priceMin.trim() !== (rawMin ?? '') || current.priceMax.trim() !== (rawMax ?? '')) {
      typed.current = false;
      form.reset({ priceMin: rawMin ?? '', priceMax: rawMax ?? '' });
    }
    if (rawMin || rawMax) void form.trigger();
  }, [form, rawMin, rawMax]);

  // Apply what the user typed once they pause; only a valid range reaches the URL.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      if (!typed.current) return;
      timer = setTimeout(() => void form.handleSubmit((values) => applyRef.current(values))(), APPLY_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form]);

  const field = (name: 'priceMin' | 'priceMax') => (
    <ZodField
      key={name}
      form={form}
      name={name}
      label={labels[name]}
      render={({ ref: _ref, onChange, ...input }) => (
        <Input
          {...input}
          onChange={(event) => {
            typed.current = true;
            onChange(event);
            // "od" and "do" are checked together: fixing one clears the other's range message.
            void form.trigger(name === 'priceMin' ? 'priceMax' : 'priceMin');
          }}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    />
  );
  return <>{fields.map(field)}</>;
}

const BOTH = ['priceMin', 'priceMax'] as const;
