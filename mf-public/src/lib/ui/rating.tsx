import { Flex, Rate, Typography } from '@zaber/shared/antd';
import { useTranslation } from 'react-i18next';

export function Rating({ rating, count }: { rating: number | null | undefined; count: number }) {
  const { t } = useTranslation();
  if (!rating || count === 0) return <Typography.Text type="secondary">{t('public.common.noReviews')}</Typography.Text>;
  return (
    <Flex align="center" gap={6} wrap>
      <Rate disabled allowHalf value={Math.round(rating * 2) / 2} style={{ fontSize: 14 }} />
      <Typography.Text strong>{rating.toLocaleString('cs-CZ', { maximumFractionDigits: 1 })}</Typography.Text>
      <Typography.Text type="secondary">({t('public.common.reviews', { count })})</Typography.Text>
    </Flex>
  );
}
