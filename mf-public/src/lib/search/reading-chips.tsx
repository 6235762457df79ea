import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { Typography } from '@zaber/shared/ui/typography';
import { type PublicKey, useT } from '../../i18n/use-t';
import type { SearchReadingFieldsFragment, WorkType } from './operations.generated';
import { suggestionName } from './suggestion-phrase';

const WORK_TYPE_LABEL: Record<WorkType, PublicKey> = {
  PHOTO: 'public.executors.photographers',
  VIDEO: 'public.executors.videographers',
};

export interface ReadingChipsProps {
  reading: SearchReadingFieldsFragment | null | undefined;
  /** The search text that was read (the URL's "q"). */
  search: string | null;
  /** Searches for another text (null: none), e.g. the phrase without its place. */
  onSearch(text: string | null): void;
}

/**
 * What the search text was read as, above the results: "Kameramani · Praha a okolí · „levně“".
 * The service and the place can be taken back (the search goes on without them); the other words stay.
 */
export function ReadingChips({ reading, search, onSearch }: ReadingChipsProps) {
  const t = useT();
  if (!reading) return null;
  const named = [reading.workType ? t(WORK_TYPE_LABEL[reading.workType]) : null, reading.category?.name ?? null].filter(Boolean).join(': ');
  // Words that name several services ("svatba": photo and video) are shown as typed.
  const service = named || (reading.withoutService !== null ? wordsLeftOut(search ?? '', reading.withoutService) : '');
  const place = reading.place
    ? reading.place.kind === 'MUNICIPALITY'
      ? t('public.filters.readingNear', { name: suggestionName(reading.place) })
      : suggestionName(reading.place)
    : null;
  const chips = [
    service ? { key: 'service', label: service, undo: reading.withoutService } : null,
    place ? { key: 'place', label: place, undo: reading.withoutPlace } : null,
    reading.words.length > 0 ? { key: 'words', label: t('public.filters.readingWords', { words: reading.words.join(' ') }), undo: null } : null,
  ].filter((chip) => chip !== null);
  if (chips.length === 0) return null;

  return (
    <Flex gap={8} wrap align="center" className="z-mb-3" data-testid="search-reading" role="group" aria-label={t('public.filters.readingLabel')}>
      <Typography.Text type="secondary">{t('public.filters.readingLabel')}:</Typography.Text>
      {chips.map((chip) => (
        <Tag key={chip.key} className="z-font-base z-p-1-10px z-m-0">
          <span data-testid={`reading-${chip.key}`}>{chip.label}</span>
          {chip.undo !== null && (
            <button
              type="button"
              aria-label={t('public.filters.removeReading', { name: chip.label })}
              onClick={() => onSearch(chip.undo?.trim() || null)}
              className="zp-chip-remove"
            >
              ×
            </button>
          )}
        </Tag>
      ))}
    </Flex>
  );
}

/** The words of `text` that `rest` no longer has ("svatba brno" without "brno" → "svatba"). */
function wordsLeftOut(text: string, rest: string): string {
  const kept = rest.split(/\s+/).filter(Boolean);
  return text
    .split(/\s+/)
    .filter((word) => {
      const at = kept.indexOf(word);
      if (at === -1) return true;
      kept.splice(at, 1);
      return false;
    })
    .join(' ');
}
