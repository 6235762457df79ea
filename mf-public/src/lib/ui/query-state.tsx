import { Alert, Button, Result, Skeleton } from '@zaber/shared/antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('public.common.loading')}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

export function LoadError() {
  const { t } = useTranslation();
  return <Alert type="error" showIcon message={t('public.common.error')} />;
}

/** Data that does not exist or is not public: the 404 of spec §8, inside the remote's area. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('public.common.notFound')}
      subTitle={t('public.common.notFoundDetail')}
      extra={
        <Link to="/">
          <Button type="primary">{t('public.common.backHome')}</Button>
        </Link>
      }
    />
  );
}
