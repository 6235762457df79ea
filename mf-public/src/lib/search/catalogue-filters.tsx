import { Input } from '@zaber/shared/antd/input';
import { Select } from '@zaber/shared/antd/select';
import { Typography } from '@zaber/shared/ui/typography';
import { enumParam, textParam, type UrlParam } from '@zaber/shared/url-state';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { useProvinces } from '../use-provinces';
import { NearPlaceField } from './near-place-field';
import { useRegions } from './use-regions';

export const RADII_KM = ['10', '25', '50', '100'] as const;
/** "Hodnocení od": '' is any rating. */
export const RATINGS = ['', '4', '4.5'] as const;

/** A day as YYYY-MM-DD; anything else (or an impossible day) reads as absent. */
export function dayParam(key: string): UrlParam<string | null> {
  return {
    key,
    parse: (raw) => {
      const day = raw?.trim() ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
      const date = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
    },
    serialize: (value) => value || null,
  };
}

/** The query-string keys of the catalogues' place, date and rating filters (Czech, shareable). */
export const catalogueParams = {
  province: textParam('kraj'),
  region: textParam('okres'),
  near: textParam('obec'),
  radius: enumParam('okruh', RADII_KM, '25'),
  freeOn: dayParam('volno'),
  ratingMin: enumParam('hodnoceni', RATINGS, ''),
};

export interface CatalogueFilterValues {
  province: string | null;
  region: string | null;
  near: string | null;
  radius: (typeof RADII_KM)[number];
  freeOn: string | null;
  ratingMin: (typeof RATINGS)[number];
}

/** The API's filter fields (ExecutorFilter and PackageFilter share them). */
export function catalogueFilter(values: CatalogueFilterValues) {
  return {
    provinceSlug: values.province,
    regionSlug: values.region,
    nearSlug: values.near,
    radiusKm: values.near ? Number(values.radius) : null,
    freeOn: values.freeOn,
    ratingMin: values.ratingMin ? Number(values.ratingMin) : null,
  };
}

/** How many of these filters are set (the phones' "Filtry (N)"); the radius belongs to the obec. */
export function activeCatalogueFilters(values: CatalogueFilterValues): number {
  return [values.province, values.region, values.near, values.freeOn, values.ratingMin].filter(Boolean).length;
}

export interface CatalogueFilterFieldsProps {
  values: CatalogueFilterValues;
  onChange(changes: Partial<CatalogueFilterValues>): void;
}

/**
 * Kraj, okres (of the chosen kraj, or all of them), v okolí obce with its radius, volno v termínu and
 * hodnocení od: the fields of a catalogue's FilterPanel. Every change goes to the URL.
 */
export function CatalogueFilterFields({ values, onChange }: CatalogueFilterFieldsProps) {
  const t = useT();
  const ids = useId();
  const provinces = useProvinces();
  const regions = useRegions();
  const regionOptions = (regions ?? []).filter((r) => !values.province || r.provinceSlug === values.province);
  // Until the okresy have loaded (after hydration), the chosen one is named by nothing rather than by its slug.
  const regionValue = values.region && regions ? values.region : '';

  return (
    <>
      <label>
        <Typography.Text>{t('public.packages.filterProvince')}</Typography.Text>
        <Select
          style={{ width: '100%' }}
          value={values.province ?? ''}
          onChange={(value: string) => {
            const keep = regions?.find((r) => r.slug === values.region)?.provinceSlug === value;
            onChange({ province: value || null, ...(keep ? {} : { region: null }) });
          }}
          options={[{ value: '', label: t('public.common.allProvinces') }, ...provinces.map((p) => ({ value: p.slug, label: p.name }))]}
          aria-label={t('public.packages.filterProvince')}
        />
      </label>
      <label>
        <Typography.Text>{t('public.filters.region')}</Typography.Text>
        <Select
          style={{ width: '100%' }}
          value={regionValue}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value: string) => {
            const province = regions?.find((r) => r.slug === value)?.provinceSlug;
            onChange({ region: value || null, ...(province ? { province } : {}) });
          }}
          options={[{ value: '', label: t('public.filters.allRegions') }, ...regionOptions.map((r) => ({ value: r.slug, label: r.name }))]}
          aria-label={t('public.filters.region')}
        />
      </label>
      <label htmlFor={`${ids}near`}>
        <Typography.Text>{t('public.filters.near')}</Typography.Text>
        <NearPlaceField id={`${ids}near`} label={t('public.filters.near')} slug={values.near} onChange={(near) => onChange({ near })} />
      </label>
      <label>
        <Typography.Text>{t('public.filters.radius')}</Typography.Text>
        <Select
          style={{ width: '100%' }}
          value={values.radius}
          disabled={!values.near}
          onChange={(radius: CatalogueFilterValues['radius']) => onChange({ radius })}
          options={RADII_KM.map((km) => ({ value: km, label: t('public.filters.radiusKm', { km }) }))}
          aria-label={t('public.filters.radius')}
        />
      </label>
      <label>
        <Typography.Text>{t('public.filters.freeOn')}</Typography.Text>
        <Input
          type="date"
          value={values.freeOn ?? ''}
          onChange={(event) => onChange({ freeOn: event.target.value || null })}
          aria-label={t('public.filters.freeOn')}
        />
      </label>
      <label>
        <Typography.Text>{t('public.filters.ratingMin')}</Typography.Text>
        <Select
          style={{ width: '100%' }}
          value={values.ratingMin}
          onChange={(ratingMin: CatalogueFilterValues['ratingMin']) => onChange({ ratingMin })}
          options={[
            { value: '', label: t('public.filters.ratingAny') },
            { value: '4', label: t('public.filters.rating4') },
            { value: '4.5', label: t('public.filters.rating45') },
          ]}
          aria-label={t('public.filters.ratingMin')}
        />
      </label>
    </>
  );
}
