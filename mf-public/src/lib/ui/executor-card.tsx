import { Flex } from '@zaber/shared/antd/flex';
import { FavouriteButton } from '@zaber/shared/favourites/favourite-button';
import { formatMoney } from '@zaber/shared/format';
import { useCommonT } from '@zaber/shared/i18n/use-common-t';
import { Rating } from '@zaber/shared/profile/rating';
import { ResponseTime } from '@zaber/shared/profile/response-time';
import { FinishedJobs, VerifiedBadge } from '@zaber/shared/profile/verified-badge';
import { CardCover } from '@zaber/shared/ui/card-cover';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { Distance } from './distance';
import type { ExecutorCardFieldsFragment } from './operations.generated';

/** Selected by `ExecutorCardFields` (executor-card.graphql) in every list of professionals. */
export type ExecutorCardData = ExecutorCardFieldsFragment;

/** `priority`: the first card of a page, whose cover is the page's lead image; `distanceKm`: from the place searched. */
export function ExecutorCard({
  executor,
  priority = false,
  distanceKm = null,
}: {
  executor: ExecutorCardData;
  priority?: boolean;
  distanceKm?: number | null;
}) {
  const t = useCommonT();
  return (
    <Surface
      hoverable
      className="zp-card"
      data-testid="executor-card"
      cover={executor.cover ? <CardCover image={executor.cover} priority={priority} /> : undefined}
      bodyClassName="z-p-4"
    >
      <FavouriteButton kind="EXECUTOR" id={executor.id} />
      <Flex gap={12} align="center">
        <span className="zp-avatar" aria-hidden="true">
          {executor.avatar ? <img src={executor.avatar} alt="" width={48} height={48} loading="lazy" /> : executor.title.slice(0, 1)}
        </span>
        <div className="z-min-w-0">
          <Typography.Title level={3} className="z-font-lg z-m-0">
            <Link to={executor.url} className="zp-stretched">
              {executor.title}
            </Link>
          </Typography.Title>
          <Typography.Text type="secondary" className="z-font-sm">
            {[executor.location, executor.categories.map((c) => c.category.name).join(', ')].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
      </Flex>
      <Flex justify="space-between" align="center" gap={8} wrap className="z-mt-3">
        <Rating rating={executor.rating} count={executor.reviewsCount} />
        {executor.priceFrom !== null && (
          <Typography.Text strong className="z-font-md" data-testid="price-from">
            {t('common.cards.priceFrom', { price: formatMoney(executor.priceFrom) })}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={8} wrap className="z-mt-2">
        <VerifiedBadge verified={executor.verified} />
        <ResponseTime hours={executor.responseTime} />
        <FinishedJobs count={executor.finishedJobs} />
        <Distance km={distanceKm} />
      </Flex>
    </Surface>
  );
}
