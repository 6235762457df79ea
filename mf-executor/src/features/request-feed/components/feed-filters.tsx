import type { ProvinceOption } from '@zaber/shared/places/use-provinces';
import { DatePicker } from '@zaber/shared/ui/antd/date-picker';
import { Select } from '@zaber/shared/ui/antd/select';
import { Typography } from '@zaber/shared/ui/typography';
import dayjs from 'dayjs';
import { useT } from '../../../i18n/use-t';
import { BudgetFilter } from './budget-filter';

export interface CategoryOption {
  slug: string;
  name: string;
}

export interface FeedFilterValues {
  categorySlug: string | null;
  province: string | null;
  dateFrom: string | null;
  dateTo: string | null;
}

export interface FeedFiltersProps {
  values: FeedFilterValues;
  /** The URL's text of the minimum budget (crowns), as written. */
  rawBudgetMin: string | null;
  categories: readonly CategoryOption[];
  provinces: readonly ProvinceOption[];
  onCategory(slug: string | null): void;
  onChange(changes: Partial<Omit<FeedFilterValues, 'categorySlug'> & { budgetMin: number | null }>): void;
}

const DATE_FORMAT = 'D. M. YYYY';
const ISO = 'YYYY-MM-DD';

/** The feed's filter fields: service, kraj, date range and minimum budget. */
export function FeedFilters({ values, rawBudgetMin, categories, provinces, onCategory, onChange }: FeedFiltersProps) {
  const t = useT();
  const { categorySlug, province, dateFrom, dateTo } = values;
  return (
    <>
      <label className="zx-filter">
        <Typography.Text>{t('executor.feed.filterCategory')}</Typography.Text>
        <Select
          className="z-w-full"
          value={categorySlug ?? ''}
          onChange={(value: string) => onCategory(value || null)}
          options={[{ value: '', label: t('executor.feed.allMyCategories') }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
          aria-label={t('executor.feed.filterCategory')}
        />
      </label>
      <label className="zx-filter">
        <Typography.Text>{t('executor.feed.filterProvince')}</Typography.Text>
        <Select
          className="z-w-full"
          value={province ?? ''}
          onChange={(value: string) => onChange({ province: value || null })}
          options={[{ value: '', label: t('executor.feed.allProvinces') }, ...provinces.map((p) => ({ value: p.slug, label: p.name }))]}
          aria-label={t('executor.feed.filterProvince')}
        />
      </label>
      <label className="zx-filter">
        <Typography.Text>{t('executor.feed.filterDateFrom')}</Typography.Text>
        <DatePicker
          className="z-w-full"
          format={DATE_FORMAT}
          placeholder={t('executor.feed.datePlaceholder')}
          value={dateFrom ? dayjs(dateFrom) : null}
          disabledDate={(day) => Boolean(dateTo && day.format(ISO) > dateTo)}
          onChange={(day) => onChange({ dateFrom: day ? day.format(ISO) : null })}
          aria-label={t('executor.feed.filterDateFrom')}
        />
      </label>
      <label className="zx-filter">
        <Typography.Text>{t('executor.feed.filterDateTo')}</Typography.Text>
        <DatePicker
          className="z-w-full"
          format={DATE_FORMAT}
          placeholder={t('executor.feed.datePlaceholder')}
          value={dateTo ? dayjs(dateTo) : null}
          disabledDate={(day) => Boolean(dateFrom && day.format(ISO) < dateFrom)}
          onChange={(day) => onChange({ dateTo: day ? day.format(ISO) : null })}
          aria-label={t('executor.feed.filterDateTo')}
        />
      </label>
      <BudgetFilter raw={rawBudgetMin} label={t('executor.feed.filterBudgetMin')} onApply={(budgetMin) => onChange({ budgetMin })} />
    </>
  );
}
