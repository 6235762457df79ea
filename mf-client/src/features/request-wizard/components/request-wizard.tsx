import { useMutation } from '@apollo/client/react';
import { fieldErrorsOf } from '@zaber/shared/platform/graphql-errors';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import { Steps } from '@zaber/shared/ui/antd/steps';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useMediaQuery } from '@zaber/shared/ui/use-media-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { RequestCreateDocument } from '../api/operations.generated';
import {
  clearDraft,
  createInput,
  DATA_STEPS,
  firstInvalidStep,
  loadDraft,
  type ServicePreset,
  type StepKey,
  saveDraft,
  startingDraft,
  stepsFor,
  type WizardDraft,
} from '../wizard-draft';
import { BudgetStep } from './budget-step';
import { ContactStep } from './contact-step';
import { DateStep } from './date-step';
import { DetailsStep } from './details-step';
import { PlaceStep } from './place-step';
import { ServiceStep, SubcategoryStep } from './service-steps';
import type { PendingErrors, StepProps, WizardNav } from './step-form';

const STEP_VIEWS: Record<StepKey, (props: StepProps) => ReactNode> = {
  service: ServiceStep,
  subcategory: SubcategoryStep,
  place: PlaceStep,
  date: DateStep,
  budget: BudgetStep,
  details: DetailsStep,
  contact: ContactStep,
};

/** Wide screens show every step's title in a row; phones a compact bar, so nothing scrolls sideways. */
const STEPS_ROW_QUERY = '(min-width: 768px)';

export interface RequestWizardProps {
  role: Exclude<ViewerRole, 'executor'>;
  /** The service the route names, preselected. */
  preset: ServicePreset | null;
}

/**
 * The create-request wizard: one screen per step, each checked by its zod step schema before the
 * next; the draft (and the step) kept in localStorage until the request is created.
 */
export function RequestWizard({ role, preset }: RequestWizardProps) {
  const t = useT();
  const { navigate, notify } = useShell();
  const wide = useMediaQuery(STEPS_ROW_QUERY);
  const [draft, setDraft] = useState<WizardDraft>(() => startingDraft(loadDraft(), preset));
  const [pending, setPending] = useState<PendingErrors | null>(null);
  const [busy, setBusy] = useState(false);
  const [createRequest] = useMutation(RequestCreateDocument);
  const latest = useRef(draft);
  latest.current = draft;
  const done = useRef(false);

  useEffect(() => {
    if (!done.current) saveDraft(draft);
  }, [draft]);

  const steps = stepsFor(role);
  // A draft from before signing in may stand on the contact step; a draft without a service starts there.
  const wanted = draft.categorySlug ? draft.step : 'service';
  const current = steps.includes(wanted) ? wanted : (steps[steps.length - 1] ?? 'details');
  const index = steps.indexOf(current);

  const update = useCallback((patch: Partial<WizardDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const goTo = useCallback((step: StepKey) => setDraft((d) => ({ ...d, step })), []);
  const clearPending = useCallback(() => setPending(null), []);

  const finish = async (patch: Partial<WizardDraft> = {}) => {
    const ready = { ...latest.current, ...patch };
    setDraft(ready);
    const invalid = firstInvalidStep(ready);
    if (invalid) {
      setPending({ validate: true });
      goTo(invalid);
      return;
    }
    setBusy(true);
    try {
      const result = await createRequest({ variables: { input: createInput(ready) } });
      const created = result.data?.createRequest;
      if (!created) throw new Error('createRequest answered without a request');
      done.current = true;
      clearDraft();
      notify('success', t('client.wizard.created'));
      navigate(created.url);
    } catch (error) {
      // Back to the step whose field the server refused; anything else is said on the last data step.
      const fields = Object.keys(fieldErrorsOf(error));
      const target = DATA_STEPS.find((step) => step.fields.some((f) => fields.includes(f)))?.key ?? 'details';
      setPending({ error });
      goTo(target);
    } finally {
      setBusy(false);
    }
  };

  const next = async (patch: Partial<WizardDraft>) => {
    const following = steps[index + 1];
    if (following) {
      setDraft((d) => ({ ...d, ...patch, step: following }));
      return;
    }
    await finish(patch);
  };

  const previous = steps[index - 1];
  const nav: WizardNav = {
    update,
    back: previous ? () => goTo(previous) : null,
    next,
    finish: () => finish(),
    last: index === steps.length - 1,
    busy,
    pending,
    clearPending,
  };
  const title = t(`client.wizard.steps.${current}`);
  const View = STEP_VIEWS[current];

  // A new step replaces the form that had the focus: its heading takes it, so a screen reader says
  // which step this is and Tab goes on into its fields (not from the page's start).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    heading.current?.focus();
  }, [current]);

  return (
    <section className="zc-wizard" aria-label={t('client.wizard.label')}>
      {wide ? (
        <Steps
          className="zc-steps"
          size="small"
          current={index}
          onChange={(target) => {
            // Back to any step done; forward only through Pokračovat (each step is checked).
            const step = steps[target];
            if (step && target < index) goTo(step);
          }}
          items={steps.map((key, i) => ({ key, title: t(`client.wizard.steps.${key}`), disabled: i > index }))}
        />
      ) : (
        // Phones: dots only, so seven steps fit 320 px; the heading below says which step it is.
        <div aria-hidden="true">
          <Steps className="zc-steps" type="inline" responsive={false} current={index} items={steps.map((key) => ({ key }))} />
        </div>
      )}
      <Surface>
        <Typography.Title level={2} ref={heading} tabIndex={-1} className="z-font-xl z-mt-0" data-testid="wizard-step">
          {t('client.wizard.progress', { current: index + 1, total: steps.length, title })}
        </Typography.Title>
        <View key={current} draft={draft} nav={nav} />
      </Surface>
    </section>
  );
}
