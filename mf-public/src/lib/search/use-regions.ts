import { ShellServicesContext } from '@zaber/shared/ui/shell-services';
import { useContext, useEffect, useState } from 'react';

export interface RegionOption {
  slug: string;
  name: string;
  /** The kraj's slug. */
  provinceSlug: string;
}

interface RegionRow {
  slug: string;
  name: string;
  province: number;
}

interface ProvinceRow {
  id: number;
  slug: string;
}

/**
 * The 77 okresy of REST /v1/location/regions with their kraj (the shell's client fetches both once per page load).
 * Loaded after the page has hydrated, so the server's HTML and the first render in the browser agree.
 */
export function useRegions(): readonly RegionOption[] | null {
  const rest = useContext(ShellServicesContext)?.rest;
  const [regions, setRegions] = useState<readonly RegionOption[] | null>(null);
  useEffect(() => {
    if (!rest) return;
    let live = true;
    Promise.all([
      rest.get<{ results: RegionRow[] }>('/location/regions', { country: 'CZ' }),
      rest.get<{ results: ProvinceRow[] }>('/location/provinces', { country: 'CZ' }),
    ])
      .then(([regionAnswer, provinceAnswer]) => {
        if (!live) return;
        const provinceSlug = new Map(provinceAnswer.results.map((p) => [p.id, p.slug]));
        const options = regionAnswer.results.map((r) => ({ slug: r.slug, name: r.name, provinceSlug: provinceSlug.get(r.province) ?? '' }));
        setRegions(options.sort((a, b) => a.name.localeCompare(b.name, 'cs')));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [rest]);
  return regions;
}
