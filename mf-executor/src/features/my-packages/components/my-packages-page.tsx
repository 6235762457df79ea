import { useQuery } from '@apollo/client/react';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Button } from '@zaber/shared/ui/antd/button';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { MyPackageListDocument } from '../api/operations.generated';
import { PackageCreateModal } from './package-create-modal';
import { PackageListItem } from './package-list-item';
import { PackageStyles } from './package-styles';

const PAGE_SIZE = 12;
const URL_SCHEMA = { page: pageParam('strana') };

/** /my-offers/: the professional's packages, newest first, and "Nový balíček". */
export function MyPackagesPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const { page } = url.values;
  const [creating, setCreating] = useState(false);
  const { data, loading, error, refetch } = useQuery(MyPackageListDocument, { variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  // A new order came or one was decided elsewhere: the badges follow.
  useCounterChange('executorPendingOrders', () => void refetch());
  const result = data?.myPackages;
  const create = (
    <Button type="primary" onClick={() => setCreating(true)} aria-haspopup="dialog">
      {t('executor.packages.list.create')}
    </Button>
  );

  return (
    <>
      <PackageStyles />
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} extra={result?.pageInfo.totalCount ? create : null} />
      {result && result.pageInfo.totalCount === 0 ? (
        <Surface data-testid="packages-empty">
          <Typography.Title level={2} className="z-font-xl">
            {t('executor.packages.list.emptyTitle')}
          </Typography.Title>
          <Typography.Paragraph>{t('executor.packages.list.emptyText')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('executor.packages.list.emptySteps')}</Typography.Paragraph>
          {create}
        </Surface>
      ) : (
        <ListPage
          result={result}
          loading={loading}
          error={error}
          renderItem={(pkg) => <PackageListItem key={pkg.id} pkg={pkg} />}
          onPageChange={(p) => url.set({ page: p })}
        />
      )}
      {creating && <PackageCreateModal onClose={() => setCreating(false)} />}
    </>
  );
}
