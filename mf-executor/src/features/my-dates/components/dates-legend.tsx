import { useT } from '../../../i18n/use-t';
import { DayState } from './dates-calendar';

/** What the colours and marks of the calendar mean, drawn with the calendar's own cells. */
export function DatesLegend() {
  const t = useT();
  return (
    <ul className="zx-legend" aria-label={t('executor.dates.legend')}>
      <li>
        <span className="zx-day zx-day--free zx-legend__swatch" aria-hidden="true">
          <DayState status="FREE" />
        </span>
        {t('executor.dates.legendFree')}
      </li>
      <li>
        <span className="zx-day zx-day--occupied zx-legend__swatch" aria-hidden="true">
          <DayState status="OCCUPIED" />
        </span>
        {t('executor.dates.legendOccupied')}
      </li>
      <li>
        <span className="zx-day zx-day--unset zx-legend__swatch" aria-hidden="true" />
        {t('executor.dates.legendUnset')}
      </li>
      <li>
        <span className="zx-day zx-day--unset zx-legend__swatch zx-legend__today" aria-hidden="true" />
        {t('executor.dates.legendToday')}
      </li>
      <li>
        <span className="zx-day zx-day--unset zx-legend__swatch zx-legend__past" aria-hidden="true" />
        {t('executor.dates.legendPast')}
      </li>
    </ul>
  );
}
