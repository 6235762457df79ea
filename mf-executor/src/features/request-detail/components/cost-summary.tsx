import { PROPOSAL_BOOST_COST, PROPOSAL_COST, PROPOSAL_HIGHLIGHT_COST } from '@zaber/shared/platform/business';
import { formatMoney } from '@zaber/shared/platform/format';
import { useT } from '../../../i18n/use-t';
import { type ProposalExtras, proposalCost } from '../../../lib/proposal-cost';

export interface CostSummaryProps extends ProposalExtras {
  /** The professional's credit in haléř; null when unknown. */
  balance: number | null;
}

/** What sending takes from the credit, line by line, and the credit there is; read out as it changes. */
export function CostSummary({ boost, highlight, balance }: CostSummaryProps) {
  const t = useT();
  const total = proposalCost({ boost, highlight });
  return (
    <section className="zx-cost" aria-labelledby="proposal-cost-title" data-testid="cost-summary">
      <h3 id="proposal-cost-title" className="zx-cost__title">
        {t('executor.proposalForm.costTitle')}
      </h3>
      <dl aria-live="polite">
        <div>
          <dt>{t('executor.proposalForm.costBase')}</dt>
          <dd>{formatMoney(PROPOSAL_COST)}</dd>
        </div>
        {boost && (
          <div>
            <dt>{t('executor.proposalForm.costBoost')}</dt>
            <dd>+{formatMoney(PROPOSAL_BOOST_COST)}</dd>
          </div>
        )}
        {highlight && (
          <div>
            <dt>{t('executor.proposalForm.costHighlight')}</dt>
            <dd>+{formatMoney(PROPOSAL_HIGHLIGHT_COST)}</dd>
          </div>
        )}
        <div className="zx-cost__total">
          <dt>{t('executor.proposalForm.costTotal')}</dt>
          <dd data-testid="cost-total">{formatMoney(total)}</dd>
        </div>
        <div className="zx-cost__balance">
          <dt>{t('executor.proposalForm.balance')}</dt>
          <dd data-testid="balance">{balance === null ? t('executor.proposalForm.balanceUnknown') : formatMoney(balance)}</dd>
        </div>
      </dl>
    </section>
  );
}
