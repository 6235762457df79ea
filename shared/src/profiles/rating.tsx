import { formatNumber } from '@zaber/shared/platform/format';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Typography } from '@zaber/shared/ui/typography';

// Drawn stars are decoration (hidden from screen readers, which read the number); antd's Rate
// would be an interactive radio group in every card.

export function Rating({ rating, count }: { rating: number | null | undefined; count: number }) {
  const t = useCommonT();
  if (!rating || count === 0) return <Typography.Text type="secondary">{t('common.cards.noReviews')}</Typography.Text>;
  const full = Math.round(rating);
  return (
    <Flex align="center" gap={6} wrap>
      <span aria-hidden="true" className="zp-stars">
        {'★'.repeat(full)}
        <span className="z-opacity-0_35">{'★'.repeat(5 - full)}</span>
      </span>
      <Typography.Text strong>{formatNumber(rating, 1)}</Typography.Text>
      <Typography.Text type="secondary">({t('common.cards.reviews', { count })})</Typography.Text>
    </Flex>
  );
}

/** Stars of one review: drawn for the eye, read as `label` (e.g. "Hodnocení 4 z 5"). */
export function Stars({ value, label }: { value: number; label: string }) {
  const full = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span role="img" aria-label={label} className="zp-stars">
      <span aria-hidden="true">
        {'★'.repeat(full)}
        <span className="z-opacity-0_35">{'★'.repeat(5 - full)}</span>
      </span>
    </span>
  );
}
