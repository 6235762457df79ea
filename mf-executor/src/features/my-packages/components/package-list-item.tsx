import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { CardCover } from '@zaber/shared/ui/card-cover';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import type { MyPackageListQuery } from '../api/operations.generated';
import { PackageStatusTag } from './package-status-tag';
import { tabPath } from './package-tabs';

export type MyPackageItem = MyPackageListQuery['myPackages']['items'][number];

/** One of the professional's packages: cover, status, service and place, price from, orders waiting. */
export function PackageListItem({ pkg }: { pkg: MyPackageItem }) {
  const t = useT();
  return (
    <Surface
      hoverable
      className="zp-card"
      data-testid="my-package"
      cover={pkg.cover ? <CardCover image={pkg.cover} /> : <div className="zx-package-card__blank">{t('executor.packages.list.noCover')}</div>}
      bodyClassName="z-p-4"
    >
      <div className="zx-package-card__tags">
        <PackageStatusTag status={pkg.status} />
        {pkg.pendingOrdersCount > 0 && (
          <Link to={tabPath(pkg.id, 'orders')} className="zx-above-link" data-testid="pending-orders">
            <Tag color="red">{t('executor.packages.list.pending', { count: pkg.pendingOrdersCount })}</Tag>
          </Link>
        )}
      </div>
      <Typography.Text type="secondary" className="z-font-sm">
        {pkg.category.name} · {pkg.placeName}
      </Typography.Text>
      <Typography.Title level={2} className="z-font-17px z-m-1-0-2">
        <Link to={href('my-package-detail', { id: pkg.id })} className="zp-stretched">
          {pkg.title}
        </Link>
      </Typography.Title>
      <Typography.Text strong={pkg.priceOptions.length > 0} type={pkg.priceOptions.length > 0 ? undefined : 'secondary'}>
        {pkg.priceOptions.length > 0 ? t('executor.packages.list.priceFrom', { price: formatMoney(pkg.priceFrom) }) : t('executor.packages.list.noPrice')}
      </Typography.Text>
    </Surface>
  );
}
