import { useProvinces } from '@zaber/shared/places/use-provinces';
import { Input } from '@zaber/shared/ui/antd/input';
import { Select } from '@zaber/shared/ui/antd/select';
import { Typography } from '@zaber/shared/ui/typography';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { type CatalogueFilterValues, RADII_KM } from './catalogue-params';
import { NearPlaceField } from './near-place-field';
import { useRegions } from './use-regions';

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
          className="z-w-full"
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
          className="z-w-full"
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
          className="z-w-full"
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
          className="z-w-full"
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
