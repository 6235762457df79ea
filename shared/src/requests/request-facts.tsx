import { formatDate } from '@zaber/shared/platform/dates';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { formatBudget } from '@zaber/shared/requests/request-card';
import { Descriptions } from '@zaber/shared/ui/antd/descriptions';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';

/**
 * The facts of a request: `RequestFactsFields` (request-facts.graphql) selects them from a Request;
 * the public detail passes a PublicRequest, which has all but the place detail and the options.
 */
export interface RequestFactsData {
  placeName: string;
  locationDetail?: string | null;
  date: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
  description: string;
  proposalsCount: number;
  created: string;
  category: { name: string };
  subcategory: { name: string } | null;
  options?: readonly { code: string; name: string }[];
}

/** What, where, when, for how much, what else; never who. */
export function RequestFacts({ request }: { request: RequestFactsData }) {
  const t = useCommonT();
  const place = request.locationDetail ? `${request.placeName}, ${request.locationDetail}` : request.placeName;
  const items = [
    { key: 'category', label: t('common.requests.category'), children: [request.category.name, request.subcategory?.name].filter(Boolean).join(' › ') },
    { key: 'place', label: t('common.requests.place'), children: place },
    { key: 'date', label: t('common.cards.date'), children: request.date ? formatDate(request.date) : t('common.cards.dateToAgree') },
    { key: 'budget', label: t('common.cards.budget'), children: formatBudget(t, request.budgetMin, request.budgetMax) ?? t('common.cards.budgetOpen') },
  ];
  if (request.options?.length) items.push({ key: 'options', label: t('common.requests.options'), children: request.options.map((o) => o.name).join(', ') });
  return (
    <Surface className="z-mb-4" data-testid="request-detail">
      <Descriptions column={{ xs: 1, sm: 2 }} items={items} />
      <Typography.Paragraph className="z-font-md z-ws-pre-line z-mt-4">{request.description}</Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('common.cards.created', { date: formatDate(request.created) })} · {t('common.cards.proposals', { count: request.proposalsCount })}
      </Typography.Text>
    </Surface>
  );
}
