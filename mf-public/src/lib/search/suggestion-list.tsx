import { useQuery } from '@apollo/client/react';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { useEffect, useState } from 'react';
import { SearchSuggestionsDocument, type SearchSuggestionsQuery } from './operations.generated';

export type Suggestion = SearchSuggestionsQuery['searchSuggestions'][number];

/** Waits this long after the last key before asking the API. */
export const SUGGEST_DELAY_MS = 200;
/** Fewer characters than this suggest nothing. */
export const SUGGEST_MIN_LENGTH = 2;
const LIMIT = 8;

export interface SuggestionListProps {
  text: string;
  listId: string;
  /** The highlighted option (arrow keys), or -1. */
  activeIndex: number;
  open: boolean;
  /** The options shown, so the search box can move through them and choose. */
  onItems(items: readonly Suggestion[]): void;
  onChoose(item: Suggestion): void;
}

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The listbox of the search box's suggestions (services and places, `searchSuggestions`).
 * Loaded lazily, on the first focus or key in a search box, so pages do not carry it up front.
 */
export function SuggestionList({ text, listId, activeIndex, open, onItems, onChoose }: SuggestionListProps) {
  const t = useCommonT();
  const query = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const skip = query.length < SUGGEST_MIN_LENGTH;
  const { data } = useQuery(SearchSuggestionsDocument, { variables: { text: query, limit: LIMIT }, skip });
  // Keep the last answer while the next one loads; an error (or a short text) suggests nothing.
  const items = skip ? EMPTY : (data?.searchSuggestions ?? EMPTY);
  useEffect(() => onItems(items), [items, onItems]);
  if (!open || items.length === 0) return null;
  return (
    <div id={listId} role="listbox" aria-label={t('common.search.suggestions')} className="zp-suggestions">
      {items.map((item, index) => (
        <div
          key={`${item.kind}-${item.slug}`}
          id={optionId(listId, index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          // Keep the focus in the input; choose on mouse down, before the input's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(item);
          }}
          className="zp-suggestion"
        >
          <span>{item.label}</span>
          <span className="z-color-text-tertiary z-font-sm">{t(`common.search.kinds.${item.kind}`)}</span>
        </div>
      ))}
    </div>
  );
}

const EMPTY: readonly Suggestion[] = [];
