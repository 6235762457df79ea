import { Button } from '@zaber/shared/ui/antd/button';
import { FormError } from '@zaber/shared/ui/forms/form-error';
import { useFormSubmit } from '@zaber/shared/ui/forms/use-form-submit';
import { useHydrated } from '@zaber/shared/ui/use-hydrated';
import { type ComponentProps, createContext, type FormHTMLAttributes, type ReactNode, useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const SubmittingContext = createContext(false);

export interface SchemaFormProps<T extends FieldValues, C, O> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<T, C, O>;
  /** Gets the schema's parsed values; throw (e.g. let the mutation reject) to show the server's messages. */
  onSubmit: (values: O) => Promise<unknown> | unknown;
  children: ReactNode;
}

/**
 * A kit form: `<form noValidate>` (the schema validates, in Czech, not the browser), the
 * form-level error above the fields and the submit state for its SubmitButton.
 */
export function SchemaForm<T extends FieldValues, C, O>({ form, onSubmit, children, ...rest }: SchemaFormProps<T, C, O>) {
  const submit = useFormSubmit(form, onSubmit);
  return (
    <form {...rest} onSubmit={submit.onSubmit} noValidate>
      <FormError message={submit.formError} />
      <SubmittingContext.Provider value={submit.submitting}>{children}</SubmittingContext.Provider>
    </form>
  );
}

/**
 * The primary submit button of the SchemaForm around it, spinning while the handler runs. On a page
 * rendered on the server it waits for the page's scripts: a click before them would submit the
 * form to the page's own address instead of its handler.
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, 'htmlType' | 'loading'>) {
  const submitting = useContext(SubmittingContext);
  const hydrated = useHydrated();
  return <Button type="primary" {...props} disabled={disabled || !hydrated} htmlType="submit" loading={submitting} />;
}
