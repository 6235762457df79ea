import { MoneyInput } from '@zaber/shared/money/money-input';
import { requestBudgetStep } from '@zaber/shared/requests/schema';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import { stepValues, type WizardDraft } from '../wizard-draft';
import { StepForm, type StepProps, useStepForm } from './step-form';

// A number that is not one (letters typed) is not stored: the field asks for whole crowns until fixed.
const money = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const budgetToDraft = (values: { budgetMin?: number | null; budgetMax?: number | null }): Partial<WizardDraft> => ({
  budgetMin: money(values.budgetMin),
  budgetMax: money(values.budgetMax),
});

/** Step 5: an optional budget range in whole Kč (held in haléř). */
export function BudgetStep({ draft, nav }: StepProps) {
  const t = useT();
  const form = useStepForm(requestBudgetStep, stepValues.budget(draft), nav, budgetToDraft);
  return (
    <StepForm form={form} nav={nav} toDraft={budgetToDraft} label={t('client.wizard.steps.budget')}>
      <Typography.Paragraph>{t('client.wizard.budget.intro')}</Typography.Paragraph>
      <div className="zc-pair">
        <ZodField form={form} name="budgetMin" label={t('client.wizard.budget.min')} render={(field) => <MoneyInput {...field} />} />
        <ZodField form={form} name="budgetMax" label={t('client.wizard.budget.max')} render={(field) => <MoneyInput {...field} />} />
      </div>
    </StepForm>
  );
}
