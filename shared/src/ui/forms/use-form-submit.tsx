import { serverErrors } from '@zaber/shared/platform/graphql-errors';
import { type BaseSyntheticEvent, useEffect } from 'react';
import type { Control, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Where a message for the whole form lives in react-hook-form's errors. */
export const FORM_ERROR = 'root.serverError';

// Fields drawn on screen, per form: a server message for a field the user cannot see
// (a hidden token, an input of another step) must go to the form instead.
const mountedFields = new WeakMap<object, Map<string, number>>();

/** Marks a field as shown while the calling component is mounted (ZodField does this). */
export function useMountedField<T extends FieldValues, C, O>(control: Control<T, C, O>, name: string): void {
  useEffect(() => {
    const fields = mountedFields.get(control) ?? new Map<string, number>();
    mountedFields.set(control, fields);
    fields.set(name, (fields.get(name) ?? 0) + 1);
    return () => {
      const count = (fields.get(name) ?? 1) - 1;
      if (count > 0) fields.set(name, count);
      else fields.delete(name);
    };
  }, [control, name]);
}

/**
 * Puts a failed mutation's messages on the form: each `extensions.fieldErrors` message under its
 * field when that field is shown, the rest (and any other error, as `fallback`) on the form.
 */
export function applyServerErrors<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, error: unknown, fallback: string): void {
  const errors = serverErrors(error, fallback);
  const shown = mountedFields.get(form.control);
  let formMessage = errors.form;
  let focused = false;
  for (const [field, message] of Object.entries(errors.fields)) {
    if (!shown?.has(field)) {
      formMessage ??= message;
      continue;
    }
    // Focus the first field the server refused, as react-hook-form does for client errors.
    form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  if (formMessage) form.setError(FORM_ERROR, { type: 'server', message: formMessage });
}

/** The form-level message, if the last submit left one. */
export function formError<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>): string | undefined {
  return form.formState.errors.root?.serverError?.message;
}

export interface FormSubmit {
  /** For `<form onSubmit>`: validates, then runs the handler. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** True from a valid submit until the handler settles. */
  submitting: boolean;
  /** The message for the whole form, if the last submit left one. */
  formError: string | undefined;
}

/**
 * Submits a form: runs `handler` with the parsed values; when it throws, the server's field
 * messages land under their fields and everything else in one Czech form-level message.
 */
export function useFormSubmit<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, handler: (values: O) => Promise<unknown> | unknown): FormSubmit {
  const { t } = useTranslation();
  const submit = form.handleSubmit(async (values) => {
    try {
      await handler(values);
    } catch (error) {
      applyServerErrors(form, error, t('common.genericError'));
    }
  });
  return {
    onSubmit: (event) => void submit(event),
    submitting: form.formState.isSubmitting,
    formError: formError(form),
  };
}
