import { Tag } from '@zaber/shared/antd';
import { useTranslation } from 'react-i18next';
import { isFastResponse } from '../format';

/** Response time in hours; green under 24 (spec §9). */
export function ResponseTime({ hours }: { hours: number | null | undefined }) {
  const { t } = useTranslation();
  if (hours === null || hours === undefined) return null;
  return (
    <Tag color={isFastResponse(hours) ? 'green' : 'default'} data-fast={isFastResponse(hours)}>
      {t('public.common.responseTime', { hours })}
    </Tag>
  );
}
