import { Button } from '@zaber/shared/ui/antd/button';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { applyServerErrors } from '@zaber/shared/ui/forms/use-form-submit';
import { type FormSchema, useZodForm, type ZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { type ReactNode, useEffect, useRef } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useT } from '../../../i18n/use-t';
import type { WizardDraft } from '../wizard-draft';

/** What a step is asked to show when it opens: the server's refusal of its fields, or its own check. */
export interface PendingErrors {
  error?: unknown;
  validate?: boolean;
}

/** How a step talks to the wizard. */
export interface WizardNav {
  /** Keeps what was typed in the draft (and so in localStorage). */
  update(patch: Partial<WizardDraft>): void;
  /** The previous step; null on the first. */
  back: (() => void) | null;
  /** The next step, or creating the request after the last one. */
  next(patch: Partial<WizardDraft>): Promise<void>;
  /** Creates the request from the draft (the contact step calls it once the guest is signed in). */
  finish(): Promise<void>;
  /** The last step's button says what it does. */
  last: boolean;
  /** The request is being created. */
  busy: boolean;
  pending: PendingErrors | null;
  clearPending(): void;
}

export interface StepProps {
  draft: WizardDraft;
  nav: WizardNav;
}

/**
 * A step's form: the kit's form of its step schema, started from the draft, copying every change
 * back into the draft, and showing what the wizard found wrong when it sent the client back here.
 */
export function useStepForm<S extends FormSchema>(
  schema: S,
  values: DefaultValues<z.input<S>>,
  nav: WizardNav,
  toDraft: (values: z.input<S>) => Partial<WizardDraft>,
) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { defaultValues: values });
  const latest = useRef({ nav, toDraft });
  latest.current = { nav, toDraft };
  useEffect(() => {
    const subscription = form.watch(() => latest.current.nav.update(latest.current.toDraft(form.getValues())));
    return () => subscription.unsubscribe();
  }, [form]);
  const { pending, clearPending } = nav;
  useEffect(() => {
    if (!pending) return;
    clearPending();
    if (pending.error) applyServerErrors(form, pending.error, t('common.genericError'));
    if (pending.validate) void form.trigger();
  }, [pending, clearPending, form, t]);
  return form;
}

export interface StepFormProps<S extends FormSchema> {
  form: ZodForm<S>;
  nav: WizardNav;
  toDraft: (values: z.input<S>) => Partial<WizardDraft>;
  /** The form's accessible name: the step's title. */
  label: string;
  children: ReactNode;
}

/** One screen of the wizard: its fields, then Zpět / Pokračovat; Pokračovat checks the step schema first. */
export function StepForm<S extends FormSchema>({ form, nav, toDraft, label, children }: StepFormProps<S>) {
  return (
    <SchemaForm form={form} aria-label={label} onSubmit={() => nav.next(toDraft(form.getValues()))}>
      {children}
      <StepActions nav={nav} />
    </SchemaForm>
  );
}

/** Zpět and Pokračovat (or the last step's submit) under a step's fields. */
export function StepActions({ nav, submitLabel }: { nav: WizardNav; submitLabel?: string }) {
  const t = useT();
  return (
    <div className="zc-actions">
      {nav.back ? (
        <Button size="large" onClick={nav.back} disabled={nav.busy}>
          {t('client.wizard.back')}
        </Button>
      ) : (
        <span />
      )}
      <SubmitButton size="large" disabled={nav.busy}>
        {submitLabel ?? (nav.last ? t('client.wizard.submit') : t('client.wizard.next'))}
      </SubmitButton>
    </div>
  );
}
