import { formatMoney } from '@zaber/shared/platform/format';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import type { ExecutorCardHeaderFieldsFragment } from '@zaber/shared/platform/ui-fragments.generated';
import { Rating } from '@zaber/shared/profiles/rating';
import { ResponseTime } from '@zaber/shared/profiles/response-time';
import { VerifiedBadge } from '@zaber/shared/profiles/verified-badge';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Typography } from '@zaber/shared/ui/typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface ExecutorCardHeaderProps {
  /** Selected by `ExecutorCardHeaderFields` (executor-card.graphql). */
  executor: ExecutorCardHeaderFieldsFragment;
  /** The name's link covers the whole card (a hoverable card with no other control under it). */
  stretched?: boolean;
  /** Leaves room at the top right for the card's heart when no cover is above the head. */
  roomForHeart?: boolean;
  /** Right of the rating (the lowest price). */
  aside?: ReactNode;
  /** More tags after the badge and the response time. */
  children?: ReactNode;
}

/** Where a professional works and in what: the place, then the categories. */
export function executorPlace(executor: Pick<ExecutorCardHeaderFieldsFragment, 'location' | 'categories'>): string {
  return [executor.location, executor.categories.map((c) => c.category.name).join(', ')].filter(Boolean).join(' · ');
}

/** "od 2 900 Kč": the lowest price of the professional's packages, beside the rating; nothing without one. */
export function ExecutorPriceFrom({ price }: { price: number | null }) {
  const t = useCommonT();
  if (price === null) return null;
  return (
    <Typography.Text strong className="z-font-md" data-testid="price-from">
      {t('common.cards.priceFrom', { price: formatMoney(price) })}
    </Typography.Text>
  );
}

/**
 * The head of every card of a professional: avatar, name (the profile's link), place, rating and
 * badges; the card adds its own facts and actions around it.
 */
export function ExecutorCardHeader({ executor, stretched = true, roomForHeart = false, aside, children }: ExecutorCardHeaderProps) {
  const place = executorPlace(executor);
  return (
    <>
      <Flex gap={12} align="center" className={roomForHeart ? 'z-pr-44px' : undefined}>
        <span className="zp-avatar" aria-hidden="true">
          {executor.avatar ? <img src={executor.avatar} alt="" width={48} height={48} loading="lazy" /> : executor.title.slice(0, 1)}
        </span>
        <div className="z-min-w-0">
          <Typography.Title level={3} className="z-font-17px z-m-0">
            <Link to={executor.url} className={stretched ? 'zp-stretched' : undefined}>
              {executor.title}
            </Link>
          </Typography.Title>
          {place && (
            <Typography.Text type="secondary" className="z-font-sm">
              {place}
            </Typography.Text>
          )}
        </div>
      </Flex>
      <Flex justify="space-between" align="center" gap={8} wrap className="z-mt-3">
        <Rating rating={executor.rating} count={executor.reviewsCount} />
        {aside}
      </Flex>
      <Flex gap={8} wrap className="z-mt-2">
        <VerifiedBadge verified={executor.verified} />
        <ResponseTime hours={executor.responseTime} />
        {children}
      </Flex>
    </>
  );
}
