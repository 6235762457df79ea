import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/cs';
import { formatLongDay } from '@zaber/shared/platform/dates';
import type { DateStatus } from '@zaber/shared/profiles/schema';
import { Calendar } from '@zaber/shared/ui/antd/calendar';
import { useT } from '../../../i18n/use-t';
import type { Month } from '../lib/month';

const ISO = 'YYYY-MM-DD';

export interface DatesCalendarProps {
  month: Month;
  /** Today in Prague (YYYY-MM-DD): earlier days cannot be changed. */
  today: string;
  /** What a day shows: the API's status with the professional's unsaved taps over it. */
  statusOf(date: string): DateStatus | null;
  onTap(date: string): void;
  /** The month's dates are being fetched. */
  busy: boolean;
}

/** A day's state: colour, icon and word together (never colour alone). */
export function DayState({ status }: { status: DateStatus | null }) {
  const t = useT();
  if (!status) return null;
  return (
    <span className="zx-day__state" aria-hidden="true">
      {status === 'FREE' ? <CheckOutlined /> : <CloseOutlined />}
      <span className="zx-day__word">{status === 'FREE' ? t('executor.dates.free') : t('executor.dates.occupied')}</span>
    </span>
  );
}

/**
 * One month, Monday first, seven columns that fit a 375 px phone: each day a button named by its
 * date and state. Days of the neighbouring months are left blank, past days are disabled.
 */
export function DatesCalendar({ month, today, statusOf, onTap, busy }: DatesCalendarProps) {
  const t = useT();
  // The Czech locale makes Monday the first column (the shell sets it globally too).
  const shown = dayjs(`${month}-01`).locale('cs');
  const outside = (day: Dayjs) => !day.isSame(shown, 'month');

  const cell = (day: Dayjs) => {
    if (outside(day)) return <span className="zx-day zx-day--outside" aria-hidden="true" />;
    const date = day.format(ISO);
    const status = statusOf(date);
    const past = date < today;
    const word = status === 'FREE' ? t('executor.dates.free') : status === 'OCCUPIED' ? t('executor.dates.occupied') : t('executor.dates.unset');
    const name = formatLongDay(date);
    return (
      <button
        type="button"
        className={`zx-day zx-day--${status?.toLowerCase() ?? 'unset'}`}
        disabled={past}
        aria-current={date === today ? 'date' : undefined}
        aria-label={t(date === today ? 'executor.dates.todayLabel' : 'executor.dates.dayLabel', { day: day.date(), state: word, date: name })}
        data-date={date}
        data-status={status ?? undefined}
        onClick={() => {
          if (!past) onTap(date);
        }}
      >
        <span className="zx-day__number">{day.date()}</span>
        {/* A space, so the visible text reads "12 volno" (the start of the name), not "12volno". */} <DayState status={status} />
      </button>
    );
  };

  return (
    <div className="zx-calendar" aria-busy={busy}>
      <Calendar
        fullscreen={false}
        value={shown}
        headerRender={() => null}
        disabledDate={(day) => outside(day) || day.format(ISO) < today}
        fullCellRender={(day, info) => (info.type === 'date' ? cell(day) : info.originNode)}
      />
    </div>
  );
}
