import { FormField } from '@zaber/shared/ui/form-field';
import { useMountedField } from '@zaber/shared/ui/forms/use-form-submit';
import { type ReactNode, useId } from 'react';
import { Controller, type ControllerRenderProps, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** What a field's input gets: react-hook-form's binding plus the id and ARIA that tie it to its label and message. */
export interface FieldInputProps<T extends FieldValues, N extends FieldPath<T>> extends ControllerRenderProps<T, N> {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface ZodFieldProps<T extends FieldValues, C, O, N extends FieldPath<T>> {
  form: UseFormReturn<T, C, O>;
  name: N;
  label: ReactNode;
  /** The input's id; generated when left out. */
  id?: string;
  /** Draws the input; spread the props onto antd's Input, or bind `value`/`onChange` by hand for other controls. */
  render: (input: FieldInputProps<T, N>) => ReactNode;
}

/** One field of a kit form: label, input and its Czech message (client or server) under it. */
export function ZodField<T extends FieldValues, C, O, N extends FieldPath<T>>({ form, name, label, id, render }: ZodFieldProps<T, C, O, N>) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}${name}`;
  const errorId = `${inputId}-error`;
  useMountedField(form.control, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        // react-hook-form checks a field on change only after a submit: a message shown before one
        // (a wizard step's check on opening) would stay under a filled field. After a submit it
        // checks the field itself.
        const onChange: typeof field.onChange = (...event) => {
          field.onChange(...event);
          if (fieldState.error && !form.formState.isSubmitted) void form.trigger(name);
        };
        return (
          <FormField label={label} error={error} htmlFor={inputId} errorId={errorId}>
            {render({ ...field, onChange, id: inputId, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
          </FormField>
        );
      }}
    />
  );
}
