import { Radio } from '@zaber/shared/ui/antd/radio';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

export interface RadioFieldProps<T extends FieldValues, C, O, N extends FieldPath<T>> {
  form: UseFormReturn<T, C, O>;
  name: N;
  label: string;
  /** The group's accessible name (the label by default). */
  legend?: string;
  options: readonly { value: string; label: string }[];
  className?: string;
  /** Whether '' is a choice of its own (e.g. "something else"); otherwise it is no choice yet. */
  emptyIsChoice?: boolean;
}

/** One choice of a few, as radio buttons bound to a kit form field (label, Czech message, ARIA). */
export function RadioField<T extends FieldValues, C, O, N extends FieldPath<T>>({
  form,
  name,
  label,
  legend,
  options,
  className,
  emptyIsChoice = false,
}: RadioFieldProps<T, C, O, N>) {
  return (
    <ZodField
      form={form}
      name={name}
      label={label}
      render={({ id, value, onChange, ref: _ref, ...field }) => (
        <Radio.Group
          id={id}
          aria-label={legend ?? label}
          aria-invalid={field['aria-invalid']}
          aria-describedby={field['aria-describedby']}
          className={className}
          value={emptyIsChoice ? (value ?? null) : value || null}
          onChange={(event) => onChange(event.target.value)}
          options={[...options]}
        />
      )}
    />
  );
}
