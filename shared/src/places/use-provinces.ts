import { useQuery } from '@apollo/client/react';
import { ProvinceListDocument } from '@zaber/shared/platform/ui-fragments.generated';

export interface ProvinceOption {
  slug: string;
  name: string;
}

/** Kraje for the filters (spec §7: fetched once; Apollo's cache keeps them for the session). */
export function useProvinces(): readonly ProvinceOption[] {
  const { data } = useQuery(ProvinceListDocument, { fetchPolicy: 'cache-first' });
  return data?.provinces ?? [];
}
