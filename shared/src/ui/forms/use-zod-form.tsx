import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A zod schema a form can be built from: an object of fields in, the mutation's input out. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A form of schema S: fields hold the schema's input; submit handlers get its parsed output (trimmed, lower-cased…). */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface ZodFormOptions<S extends FormSchema> extends Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> {
  defaultValues: DefaultValues<z.input<S>>;
}

/**
 * A react-hook-form form validated by the schema the API validates with, so the Czech messages
 * are the same on both sides. Validates on submit, then again on every change (react-hook-form's
 * defaults), so a message disappears as soon as the field is fixed.
 */
export function useZodForm<S extends FormSchema>(schema: S, options: ZodFormOptions<S>): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}
