import { useQuery } from '@apollo/client/react';
import { municipalityLabel } from '@zaber/shared/places/municipality-label';
import { AutoComplete } from '@zaber/shared/ui/antd/auto-complete';
import { useDebounced } from '@zaber/shared/ui/use-debounced';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { NearMunicipalitySearchDocument, type NearMunicipalitySearchQuery } from './operations.generated';

type Municipality = NearMunicipalitySearchQuery['municipalities'][number];

const SEARCH_DELAY_MS = 250;
const MIN_SEARCH_LENGTH = 2;
const RESOLVE_LIMIT = 30;

/** The chosen one in the narrow field: its okres tells it apart already ("Praha", not "Praha (Praha)"). */
const shortLabelOf = (m: Municipality) => (m.region.name === m.name ? m.name : `${m.name} (${m.region.name})`);

/** The words of an obec's slug, to find it again by name ("nove-mesto-na-morave" → "nove mesto na morave"). */
const slugWords = (slug: string) => slug.replace(/-\d+$/, '').replace(/-/g, ' ');

export interface NearPlaceFieldProps {
  id: string;
  label: string;
  /** The chosen obec's slug (the URL's "obec"), or null. */
  slug: string | null;
  onChange(slug: string | null): void;
}

/**
 * "V okolí obce": an obec picked from `municipalities(search)` as the visitor types. The chosen
 * one comes from the URL as a slug; its name is looked up by the slug's words (on the server too),
 * so the field shows it before any typing.
 */
export function NearPlaceField({ id, label, slug, onChange }: NearPlaceFieldProps) {
  const t = useT();
  // null: not typing, the field shows the chosen obec.
  const [typed, setTyped] = useState<string | null>(null);
  const [picked, setPicked] = useState<Municipality | null>(null);
  const search = useDebounced(typed?.trim() ?? '', SEARCH_DELAY_MS);
  const found = useQuery(NearMunicipalitySearchDocument, {
    variables: { search, limit: 10 },
    skip: typed === null || search.length < MIN_SEARCH_LENGTH,
  });
  const known = picked?.slug === slug ? picked : null;
  const resolved = useQuery(NearMunicipalitySearchDocument, {
    variables: { search: slug ? slugWords(slug) : '', limit: RESOLVE_LIMIT },
    skip: !slug || known !== null,
  });
  const chosen = known ?? resolved.data?.municipalities.find((m) => m.slug === slug) ?? null;
  const options = (typed === null ? [] : (found.data?.municipalities ?? [])).map((m) => ({ value: m.slug, label: municipalityLabel(m), municipality: m }));
  const shown = typed ?? (chosen ? shortLabelOf(chosen) : (slug ?? ''));

  return (
    <AutoComplete
      id={id}
      aria-label={label}
      className="z-w-full"
      value={shown}
      options={options}
      allowClear
      placeholder={t('public.filters.nearPlaceholder')}
      notFoundContent={typed !== null && search.length >= MIN_SEARCH_LENGTH && !found.loading ? t('public.filters.nearNoMatch') : null}
      onSearch={(text: string) => setTyped(text)}
      onSelect={(_value: string, option: (typeof options)[number]) => {
        setPicked(option.municipality);
        setTyped(null);
        onChange(option.municipality.slug);
      }}
      onClear={() => {
        setTyped(null);
        onChange(null);
      }}
      onBlur={() => setTyped(null)}
    />
  );
}
