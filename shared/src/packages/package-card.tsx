import { FavouriteButton } from '@zaber/shared/favourites/favourite-button';
import { formatMoney } from '@zaber/shared/platform/format';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import type { PackageCardFieldsFragment } from '@zaber/shared/platform/ui-fragments.generated';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { CardCover } from '@zaber/shared/ui/card-cover';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';

/** Selected by `PackageCardFields` (package-card.graphql) in every list of packages. */
export type PackageCardData = PackageCardFieldsFragment;

/** `priority`: the first card of a page, whose cover is the page's lead image. */
export function PackageCard({ pkg, priority = false }: { pkg: PackageCardData; priority?: boolean }) {
  const t = useCommonT();
  return (
    <Surface
      hoverable
      className="zp-card"
      data-testid="package-card"
      cover={pkg.cover ? <CardCover image={pkg.cover} priority={priority} /> : undefined}
      bodyClassName="z-p-4"
    >
      <FavouriteButton kind="PACKAGE" id={pkg.id} />
      <Typography.Text type="secondary" className="z-font-sm">
        {pkg.category.name} · {pkg.placeName}
      </Typography.Text>
      <Typography.Title level={3} className="z-font-17px z-m-1-0-2">
        <Link to={pkg.url} className="zp-stretched">
          {pkg.title}
        </Link>
      </Typography.Title>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">{pkg.executor.title}</Typography.Text>
        <Typography.Text strong className="z-font-md">
          {t('common.cards.priceFrom', { price: formatMoney(pkg.priceFrom) })}
        </Typography.Text>
      </Flex>
    </Surface>
  );
}
