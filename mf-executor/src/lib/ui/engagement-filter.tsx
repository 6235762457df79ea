import type { EngagementStatus } from '@zaber/shared/engagements/engagement-status';
import { enumParam, pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Tabs } from '@zaber/shared/ui/antd/tabs';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

/** The status filter of a professional's orders and targeted requests, by its Czech URL value; `vse` shows all. */
const FILTERS = ['vse', 'cekajici', 'prijate', 'odmitnute'] as const;
type Filter = (typeof FILTERS)[number];
const STATUS_OF: Record<Filter, EngagementStatus | null> = { vse: null, cekajici: 'PENDING', prijate: 'ACCEPTED', odmitnute: 'REJECTED' };
const URL_SCHEMA = { filter: enumParam('stav', FILTERS, 'vse'), page: pageParam('strana') };

/** The list's filter and page from the URL (`?stav=cekajici&strana=2`), and the status to ask the API for. */
export function useEngagementFilter() {
  const url = useUrlState(URL_SCHEMA);
  const { filter, page } = url.values;
  return {
    filter,
    page,
    /** null: every status. */
    status: STATUS_OF[filter],
    /** Whether every status is shown (the empty state says "none yet" rather than "none with this status"). */
    all: filter === 'vse',
    setPage: (next: number) => url.set({ page: next }),
    setFilter: (key: string) => url.set({ filter: FILTERS.find((f) => f === key) ?? 'vse' }),
  };
}

/** The status tabs above a list of engagements; the active tab holds `list`. */
export function EngagementFilterTabs({ filter, onChange, list }: { filter: Filter; onChange(key: string): void; list: ReactNode }) {
  const t = useT();
  return (
    <Tabs
      activeKey={filter}
      onChange={onChange}
      items={FILTERS.map((key) => ({ key, label: t(`executor.engagements.filters.${key}`), children: key === filter ? list : null }))}
    />
  );
}
