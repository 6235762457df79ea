import { Skeleton } from '@zaber/shared/antd/skeleton';
import { useCommonT } from '@zaber/shared/i18n/use-common-t';

/**
 * What a page shows while its chunk loads: breadcrumb, title and text lines in about the height
 * of a page, so the footer (kept below the fold by the shell's main area) does not jump.
 */
export function PageSkeleton() {
  const t = useCommonT();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.list.loading')} data-page-skeleton="" style={{ minHeight: 'calc(100vh - 160px)' }}>
      <Skeleton.Input active size="small" style={{ width: 180, marginBottom: 20 }} />
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 8 }} />
    </div>
  );
}
