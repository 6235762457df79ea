import {
  PROPOSAL_BOOST_COST,
  PROPOSAL_COST,
  PROPOSAL_HIGHLIGHT_COST,
  PROPOSALS_PER_REQUEST_MAX,
  TOP_UP_BONUS_PERCENT,
  TOP_UP_BONUS_THRESHOLD,
  TOP_UP_MAX,
  TOP_UP_MIN,
  UNREAD_PROPOSAL_REFUND_DAYS,
} from '@zaber/shared/platform/business';
import { formatMoney } from '@zaber/shared/platform/format';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The price list reads the very constants the API charges with (DESIGN.md §5), so they cannot drift. */
export function PriceListPage({ match }: PageProps) {
  const t = useT();
  usePageMeta(match.route.title, t('public.priceList.metaDescription'));
  const rows = [
    { key: 'proposal', label: t('public.priceList.proposal'), price: formatMoney(PROPOSAL_COST) },
    { key: 'boost', label: t('public.priceList.boost'), price: `+ ${formatMoney(PROPOSAL_BOOST_COST)}` },
    { key: 'highlight', label: t('public.priceList.highlight'), price: `+ ${formatMoney(PROPOSAL_HIGHLIGHT_COST)}` },
    {
      key: 'top-up',
      label: t('public.priceList.topUp'),
      price: t('public.priceList.topUpRange', { min: formatMoney(TOP_UP_MIN), max: formatMoney(TOP_UP_MAX) }),
    },
    {
      key: 'bonus',
      label: t('public.priceList.bonus', { threshold: formatMoney(TOP_UP_BONUS_THRESHOLD) }),
      price: t('public.priceList.bonusValue', { percent: TOP_UP_BONUS_PERCENT }),
    },
  ];
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph className="z-max-w-720">{t('public.priceList.lead')}</Typography.Paragraph>
      <Surface className="z-max-w-720" bodyClassName="z-p-0">
        <table className="z-w-full z-border-collapse-collapse" data-testid="price-list">
          <thead>
            <tr>
              <th className="z-text-left z-p-3-4 z-rule-bottom">{t('public.priceList.service')}</th>
              <th className="z-text-right z-p-3-4 z-rule-bottom">{t('public.priceList.price')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <td className="z-p-3-4 z-rule-bottom">{row.label}</td>
                <td className="z-p-3-4 z-rule-bottom z-text-right z-weight-600 z-ws-nowrap">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Surface>
      <ul className="z-max-w-720 z-mt-4 z-pl-20px">
        <li>{t('public.priceList.maxProposals', { count: PROPOSALS_PER_REQUEST_MAX })}</li>
        <li>{t('public.priceList.refund', { days: UNREAD_PROPOSAL_REFUND_DAYS })}</li>
      </ul>
    </>
  );
}
