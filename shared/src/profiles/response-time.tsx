import { isFastResponse } from '@zaber/shared/platform/dates';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { Tag } from '@zaber/shared/ui/antd/tag';

/** Response time in hours; green under 24 (spec §9). */
export function ResponseTime({ hours }: { hours: number | null | undefined }) {
  const t = useCommonT();
  if (hours === null || hours === undefined) return null;
  return (
    <Tag color={isFastResponse(hours) ? 'green' : 'default'} data-fast={isFastResponse(hours)}>
      {t('common.cards.responseTime', { hours })}
    </Tag>
  );
}
