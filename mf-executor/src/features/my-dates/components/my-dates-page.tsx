import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useQuery } from '@apollo/client/react';
import { formatMonth } from '@zaber/shared/platform/dates';
import { href } from '@zaber/shared/platform/routes';
import { textParam, type UrlParam, useUrlState } from '@zaber/shared/platform/url-state';
import type { DateStatus } from '@zaber/shared/profiles/schema';
import { pragueToday } from '@zaber/shared/requests/schema';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Segmented } from '@zaber/shared/ui/antd/segmented';
import { Select } from '@zaber/shared/ui/antd/select';
import { Tabs } from '@zaber/shared/ui/antd/tabs';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useMediaQuery } from '@zaber/shared/ui/use-media-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { useViewer } from '../../../lib/use-viewer';
import { DateCategoryListDocument, type DateCategoryListQuery, DateListDocument } from '../api/operations.generated';
import { useDateChanges } from '../api/use-date-changes';
import { addMonths, isMonth, type Month, monthOf, monthRange } from '../lib/month';
import { DatesCalendar } from './dates-calendar';
import { DatesLegend } from './dates-legend';
import { DatesStyles } from './dates-styles';

type ProfileCategory = NonNullable<DateCategoryListQuery['publicProfile']>['categories'][number];

/** What a tap on a day does. */
const MODES = ['FREE', 'OCCUPIED', 'CLEAR'] as const;
type Mode = (typeof MODES)[number];
const STATUS_OF_MODE: Record<Mode, DateStatus | null> = { FREE: 'FREE', OCCUPIED: 'OCCUPIED', CLEAR: null };

/** Below this width the services are a select: tabs of several services do not fit a phone. */
const PHONE_QUERY = '(max-width: 575px)';

function monthParam(key: string): UrlParam<Month | null> {
  return { key, parse: (raw) => (isMonth(raw) ? raw : null), serialize: (value) => value };
}

const URL_SCHEMA = { category: textParam('sluzba'), month: monthParam('mesic') };

/** /my-dates/: the professional marks days free or occupied, per service, month by month. */
export function MyDatesPage({ match }: PageProps) {
  const t = useT();
  const viewer = useViewer();
  const { data, loading, error } = useQuery(DateCategoryListDocument, {
    variables: { username: viewer?.username ?? '' },
    skip: !viewer,
    fetchPolicy: 'cache-and-network',
  });
  const profile = data?.publicProfile;

  let body = <Loading />;
  if (profile && profile.categories.length === 0 && viewer) body = <NoCategories username={viewer.username} />;
  else if (profile) body = <DatesEditor profileId={profile.id} categories={profile.categories} />;
  else if (error || !loading) body = <LoadError />;

  return (
    <>
      <DatesStyles />
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      {body}
    </>
  );
}

/** Dates belong to a service: without one there is nothing to mark, so the way to choose them. */
function NoCategories({ username }: { username: string }) {
  const t = useT();
  return (
    <Surface data-testid="dates-no-categories">
      <Typography.Paragraph>{t('executor.dates.noCategories')}</Typography.Paragraph>
      <Link to={href('profile', { username })}>{t('executor.dates.toProfile')} →</Link>
    </Surface>
  );
}

function DatesEditor({ profileId, categories }: { profileId: string; categories: readonly ProfileCategory[] }) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const url = useUrlState(URL_SCHEMA);
  const [mode, setMode] = useState<Mode>('FREE');
  const changes = useDateChanges(profileId);

  const today = pragueToday();
  const thisMonth = monthOf(today);
  // Past months have nothing left to change.
  const month = url.values.month && url.values.month > thisMonth ? url.values.month : thisMonth;
  const current = categories.find((c) => c.category.slug === url.values.category) ?? categories[0];
  const categorySlug = current?.category.slug ?? '';

  const dates = useQuery(DateListDocument, { variables: { ...monthRange(month), categorySlug }, fetchPolicy: 'cache-and-network' });
  const stored = useMemo(() => new Map((dates.data?.myDates ?? []).map((d) => [d.date, d.status])), [dates.data]);
  const statusOf = (date: string) => {
    const pending = changes.pending(categorySlug, date);
    return pending === undefined ? (stored.get(date) ?? null) : pending;
  };

  const toMonth = (next: Month) => url.set({ month: next === thisMonth ? null : next });
  const toCategory = (slug: string) => url.set({ category: slug });
  const label = (c: ProfileCategory) => (c.active ? c.category.name : t('executor.dates.inactive', { name: c.category.name }));
  const monthLabel = formatMonth(month);

  return (
    <>
      {phone ? (
        <label className="zx-filter z-mb-4">
          <Typography.Text>{t('executor.dates.category')}</Typography.Text>
          <Select
            className="z-w-full"
            value={categorySlug}
            onChange={toCategory}
            options={categories.map((c) => ({ value: c.category.slug, label: label(c) }))}
            aria-label={t('executor.dates.category')}
          />
        </label>
      ) : (
        <Tabs
          activeKey={categorySlug}
          onChange={toCategory}
          aria-label={t('executor.dates.categories')}
          items={categories.map((c) => ({ key: c.category.slug, label: label(c) }))}
        />
      )}
      <Typography.Paragraph type="secondary">{t('executor.dates.lead')}</Typography.Paragraph>
      <div className="zx-dates-toolbar">
        <div role="group" aria-label={t('executor.dates.mode')}>
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'FREE', label: t('executor.dates.modeFree') },
              { value: 'OCCUPIED', label: t('executor.dates.modeOccupied') },
              { value: 'CLEAR', label: t('executor.dates.modeClear') },
            ]}
          />
        </div>
        <div className="zx-dates-month">
          <Button
            icon={<LeftOutlined aria-hidden />}
            aria-label={t('executor.dates.previousMonth')}
            disabled={month <= thisMonth}
            onClick={() => toMonth(addMonths(month, -1))}
          />
          <h2 aria-live="polite">{monthLabel}</h2>
          <Button icon={<RightOutlined aria-hidden />} aria-label={t('executor.dates.nextMonth')} onClick={() => toMonth(addMonths(month, 1))} />
        </div>
      </div>
      {changes.error && (
        <Alert
          type="error"
          showIcon
          icon={<AlertIcon type="error" />}
          title={changes.error}
          closable={{ onClose: changes.dismissError, 'aria-label': t('executor.dates.dismissError') }}
          className="z-mb-4"
          data-testid="dates-error"
        />
      )}
      {dates.error && !dates.data ? (
        <LoadError />
      ) : (
        <Surface size="small">
          <DatesCalendar
            month={month}
            today={today}
            statusOf={statusOf}
            onTap={(date) => changes.apply(categorySlug, date, STATUS_OF_MODE[mode])}
            busy={dates.loading}
          />
        </Surface>
      )}
      <p className="zx-dates-status" role="status">
        {changes.pendingCount > 0 ? t('executor.dates.saving') : changes.saved ? t('executor.dates.saved') : ''}
      </p>
      <DatesLegend />
    </>
  );
}
