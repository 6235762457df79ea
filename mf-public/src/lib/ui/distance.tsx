import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../i18n/use-t';

/** "12 km" (rounded), "< 1 km": how far a professional is from the place searched or filtered by. */
export function Distance({ km }: { km: number | null | undefined }) {
  const t = useT();
  if (km === null || km === undefined) return null;
  const text = km < 1 ? t('public.filters.distanceUnderOne') : t('public.filters.distance', { km: Math.round(km) });
  return (
    <Typography.Text type="secondary" className="z-font-sm z-ws-nowrap" data-testid="distance">
      <span title={t('public.filters.distanceLabel')}>{text}</span>
    </Typography.Text>
  );
}
