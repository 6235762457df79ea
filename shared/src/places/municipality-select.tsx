import { useQuery } from '@apollo/client/react';
import { municipalityLabel } from '@zaber/shared/places/municipality-label';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { MunicipalitySearchDocument, type MunicipalitySearchQuery } from '@zaber/shared/platform/ui-fragments.generated';
import { AutoComplete } from '@zaber/shared/ui/antd/auto-complete';
import { useDebounced } from '@zaber/shared/ui/use-debounced';
import { useEffect, useMemo, useState } from 'react';

export type MunicipalityOption = MunicipalitySearchQuery['municipalities'][number];

const SEARCH_DELAY_MS = 250;
const MIN_SEARCH_LENGTH = 2;

export interface MunicipalitySelectProps {
  id: string;
  /** What the field shows at first (e.g. a restored draft's text). */
  initialLabel?: string;
  /** initialLabel names an obec chosen already: it is not searched again. */
  initialChosen?: boolean;
  /** The obec chosen already, when its data is at hand. */
  initial?: MunicipalityOption | null;
  /** The obec's id, or '' while none of the list is chosen; and what is typed. */
  onChange(municipalityId: string, label: string): void;
  onBlur(): void;
  size?: 'middle' | 'large';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** An obec picked from `municipalities(search)` as the user types; only an obec of the list counts. */
export function MunicipalitySelect({ id, initialLabel, initialChosen = false, initial = null, onChange, onBlur, size, ...aria }: MunicipalitySelectProps) {
  const t = useCommonT();
  const [text, setText] = useState(initial ? municipalityLabel(initial) : (initialLabel ?? ''));
  const [known, setKnown] = useState<MunicipalityOption[]>(initial ? [initial] : []);
  const [restored] = useState(() => (initial ? municipalityLabel(initial) : initialChosen ? (initialLabel?.trim() ?? null) : null));
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const chosen = known.some((m) => municipalityLabel(m) === text);
  const { data, loading } = useQuery(MunicipalitySearchDocument, {
    variables: { search, limit: 10 },
    skip: search.length < MIN_SEARCH_LENGTH || chosen || search === restored,
  });
  const found = data?.municipalities;
  useEffect(() => {
    if (found) setKnown((current) => [...found, ...current.filter((m) => !found.some((f) => f.id === m.id))]);
  }, [found]);
  const options = useMemo(() => (found ?? []).map((m) => ({ value: municipalityLabel(m), label: municipalityLabel(m) })), [found]);

  return (
    <AutoComplete
      id={id}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      size={size}
      value={text}
      options={options}
      placeholder={t('common.places.placeholder')}
      notFoundContent={search.length >= MIN_SEARCH_LENGTH && !loading ? t('common.places.noMatch') : null}
      onBlur={onBlur}
      onChange={(next: string) => {
        setText(next);
        const match = known.find((m) => municipalityLabel(m) === next);
        // Only an obec from the list counts; typing again clears the choice.
        onChange(match ? match.id : '', next);
      }}
    />
  );
}
