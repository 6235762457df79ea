import { useMutation, useQuery } from '@apollo/client/react';
import { MoneyInput } from '@zaber/shared/money/money-input';
import { PROPOSAL_BOOST_COST, PROPOSAL_HIGHLIGHT_COST } from '@zaber/shared/platform/business';
import { formatMoney } from '@zaber/shared/platform/format';
import { hasErrorCode } from '@zaber/shared/platform/graphql-errors';
import { profileBalanceLoaded } from '@zaber/shared/platform/store/auth-slice';
import { ProposalCard } from '@zaber/shared/proposals/proposal-card';
import { PROPOSAL_TEXT_MAX_LENGTH, REQUEST_ERRORS } from '@zaber/shared/requests/constants';
import { type CreateProposal, createProposalSchema } from '@zaber/shared/requests/schema';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Checkbox } from '@zaber/shared/ui/antd/checkbox';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/use-t';
import { proposalCost } from '../../../lib/proposal-cost';
import { useViewer } from '../../../lib/use-viewer';
import { ProfileBalanceDocument, ProposalCreateDocument } from '../api/operations.generated';
import { CostSummary } from './cost-summary';

export interface ProposalFormProps {
  requestId: string;
  /** After a proposal was sent and paid (the balance is already in the store). */
  onSent(): Promise<unknown> | undefined;
  onCancel(): void;
}

/**
 * A paid proposal (spec §5: price 50 – 500 000 Kč, text required): price, text, boost and highlight,
 * what it costs against the credit there is, a preview as the client will see it, then send.
 */
export function ProposalForm({ requestId, onSent, onCancel }: ProposalFormProps) {
  const t = useT();
  const { store, notify, openModal } = useShell();
  const viewer = useViewer();
  const ids = useId();
  const [createProposal] = useMutation(ProposalCreateDocument);
  const balanceQuery = useQuery(ProfileBalanceDocument, { fetchPolicy: 'network-only' });
  const form = useZodForm(createProposalSchema, { defaultValues: { requestId, text: '', boost: false, highlight: false } });
  const [price, text, boost, highlight] = useWatch({ control: form.control, name: ['price', 'text', 'boost', 'highlight'] });
  const [creditRefused, setCreditRefused] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);

  // The credit as the API has it now, merged into the shell's profile (the header shows it too).
  const fresh = balanceQuery.data?.currentProfileBalance;
  useEffect(() => {
    if (fresh) store.dispatch(profileBalanceLoaded({ balance: fresh.balance, isPublic: fresh.isPublic }));
  }, [fresh, store]);

  const extras = { boost: Boolean(boost), highlight: Boolean(highlight) };
  const total = proposalCost(extras);
  const balance = viewer?.balance ?? fresh?.balance ?? null;
  const short = balance !== null && balance < total;
  const topUp = () => openModal({ type: 'top-up' });

  const submit = async (input: CreateProposal) => {
    setCreditRefused(false);
    let result: { balance: number; proposal: { cost: number | null } } | undefined;
    try {
      result = (
        await createProposal({
          variables: { input },
          // The request shows the proposal at once (no second "Poslat nabídku" while it is fetched again).
          update(cache, { data }) {
            const sent = data?.createProposal.proposal;
            if (!sent) return;
            cache.modify({
              id: cache.identify({ __typename: 'Request', id: input.requestId }),
              fields: {
                myProposal: (_current, { toReference }) => toReference({ __typename: 'Proposal', id: sent.id }),
                proposalsCount: (count: number) => count + 1,
              },
            });
          },
        })
      ).data?.createProposal;
    } catch (error) {
      if (!hasErrorCode(error, 'INSUFFICIENT_CREDIT')) throw error;
      setCreditRefused(true);
      void balanceQuery.refetch().catch(() => undefined);
      return;
    }
    if (!result) return;
    store.dispatch(profileBalanceLoaded({ balance: result.balance }));
    notify('success', t('executor.proposalForm.sent', { cost: formatMoney(result.proposal.cost ?? total) }));
    await onSent();
  };

  const topUpButton = (
    <Button size="small" onClick={topUp}>
      {t('executor.proposalForm.topUp')}
    </Button>
  );
  const previewId = `${ids}preview`;

  return (
    <SchemaForm form={form} onSubmit={submit} aria-label={t('executor.proposalForm.title')}>
      {creditRefused && (
        <Alert
          type="error"
          showIcon
          icon={<AlertIcon type="error" />}
          title={REQUEST_ERRORS.insufficientCredit}
          description={t('executor.proposalForm.insufficientCredit')}
          action={topUpButton}
          className="z-mb-4"
          data-testid="insufficient-credit"
        />
      )}
      <ZodField
        form={form}
        name="price"
        label={t('executor.proposalForm.price')}
        render={(field) => <MoneyInput {...field} placeholder={t('executor.proposalForm.pricePlaceholder')} />}
      />
      <ZodField
        form={form}
        name="text"
        label={t('executor.proposalForm.text')}
        render={(field) => (
          <Input.TextArea
            {...field}
            value={field.value ?? ''}
            placeholder={t('executor.proposalForm.textPlaceholder')}
            rows={6}
            count={{ show: true, max: PROPOSAL_TEXT_MAX_LENGTH }}
          />
        )}
      />
      <fieldset className="zx-extras">
        <legend>{t('executor.proposalForm.extras')}</legend>
        <Controller
          control={form.control}
          name="boost"
          render={({ field }) => (
            <div>
              <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur}>
                {t('executor.proposalForm.boost', { price: formatMoney(PROPOSAL_BOOST_COST) })}
              </Checkbox>
              <Typography.Text type="secondary" className="zx-extras__hint">
                {t('executor.proposalForm.boostHint')}
              </Typography.Text>
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="highlight"
          render={({ field }) => (
            <div>
              <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur}>
                {t('executor.proposalForm.highlight', { price: formatMoney(PROPOSAL_HIGHLIGHT_COST) })}
              </Checkbox>
              <Typography.Text type="secondary" className="zx-extras__hint">
                {t('executor.proposalForm.highlightHint')}
              </Typography.Text>
            </div>
          )}
        />
      </fieldset>
      <CostSummary {...extras} balance={balance} />
      {short && !creditRefused && balance !== null && (
        <Alert
          type="warning"
          showIcon
          icon={<AlertIcon type="warning" />}
          title={t('executor.proposalForm.balanceShort', { missing: formatMoney(total - balance) })}
          action={topUpButton}
          className="z-mb-4"
          data-testid="balance-short"
        />
      )}
      <div id={previewId} hidden={!previewOpen} className="z-mb-4">
        {previewOpen && (
          <section aria-labelledby={`${previewId}-title`}>
            <h3 id={`${previewId}-title`} className="zx-cost__title">
              {t('executor.proposalForm.previewTitle')}
            </h3>
            <ProposalCard
              proposal={{
                price: typeof price === 'number' && Number.isFinite(price) ? price : null,
                text: text ?? '',
                boosted: extras.boost,
                highlighted: extras.highlight,
                executor: { title: viewer?.title ?? '', avatar: viewer?.avatar ?? null },
              }}
              emptyText={t('executor.proposalForm.previewNoText')}
              data-testid="proposal-preview"
            />
          </section>
        )}
      </div>
      <Flex justify="space-between" wrap gap={8}>
        <Button onClick={() => setPreviewOpen((open) => !open)} aria-expanded={previewOpen} aria-controls={previewId}>
          {previewOpen ? t('executor.proposalForm.hidePreview') : t('executor.proposalForm.preview')}
        </Button>
        <Flex gap={8} wrap>
          <Button onClick={onCancel}>{t('executor.proposalForm.cancel')}</Button>
          <SubmitButton>{t('executor.proposalForm.submit')}</SubmitButton>
        </Flex>
      </Flex>
    </SchemaForm>
  );
}
