import { useEffect, useState } from 'react';
import { LOCATION_COUNTRY } from '@zaber/shared/constants/business';

export interface ProvinceOption {
  slug: string;
  name: string;
}

let cached: Promise<ProvinceOption[]> | undefined;

/** Kraje for the filters, from GET /v1/location/provinces (spec §7: fetched once, cached). */
export function useProvinces(): ProvinceOption[] {
  const [provinces, setProvinces] = useState<ProvinceOption[]>([]);
  useEffect(() => {
    let active = true;
    cached ??= fetch(`/v1/location/provinces?country=${LOCATION_COUNTRY}`, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ results: ProvinceOption[] }>) : { results: [] }))
      .then((body) => body.results.map((p) => ({ slug: p.slug, name: p.name })))
      .catch(() => {
        cached = undefined;
        return [];
      });
    void cached.then((list) => {
      if (active) setProvinces(list);
    });
    return () => {
      active = false;
    };
  }, []);
  return provinces;
}
