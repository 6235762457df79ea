import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Button } from '@zaber/shared/ui/antd/button';
import { Result } from '@zaber/shared/ui/antd/result';
import { LazyAlert } from '@zaber/shared/ui/lazy-alert';
import { usePageHead, useResponseStatus } from '@zaber/shared/ui/page-head';
import { SkeletonLines } from '@zaber/shared/ui/page-skeleton';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';

export function Loading() {
  const t = useCommonT();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.list.loading')}>
      <SkeletonLines rows={6} />
    </div>
  );
}

export function LoadError() {
  const t = useCommonT();
  return <LazyAlert type="error" showIcon icon={<AlertIcon type="error" />} title={t('common.list.error')} />;
}

/** Nothing to list; `children` says why in the page's words. */
export function Empty({ children }: { children?: string }) {
  const t = useCommonT();
  return <Typography.Paragraph>{children ?? t('common.list.empty')}</Typography.Paragraph>;
}

/** Data that does not exist or is not public: the 404 of spec §8, inside the remote's area. */
export function NotFound() {
  const t = useCommonT();
  useResponseStatus(404);
  usePageHead({ title: t('common.list.notFound'), noindex: true }, 2);
  return (
    <Result
      status="404"
      title={t('common.list.notFound')}
      subTitle={t('common.list.notFoundDetail')}
      extra={
        <Link to="/">
          <Button type="primary">{t('common.home')}</Button>
        </Link>
      }
    />
  );
}
