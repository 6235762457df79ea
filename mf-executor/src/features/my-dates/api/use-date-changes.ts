import { useApolloClient } from '@apollo/client/react';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { DATES_PER_CALL_MAX, type DateStatus } from '@zaber/shared/profiles/schema';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { DateListDocument, DatesSetDocument } from './operations.generated';

/** Taps within this window go out as one setDates. */
const BATCH_MS = 600;

/** date → status (null clears the day), of one service. */
type Days = Map<string, DateStatus | null>;

export interface DateChanges {
  /** The status the professional chose for a day and the API has not confirmed yet (null: cleared), or undefined. */
  pending(categorySlug: string, date: string): DateStatus | null | undefined;
  /** Marks a day; it is shown at once and saved with the taps around it. */
  apply(categorySlug: string, date: string, status: DateStatus | null): void;
  /** Taps not yet confirmed by the API. */
  pendingCount: number;
  /** The API's Czech refusal of the last batch, until a later one is saved. */
  error: string | null;
  /** The last batch was saved. */
  saved: boolean;
  dismissError(): void;
}

/**
 * The professional's taps on the calendar, saved without a save button and without losing one:
 * each tap shows at once, taps within BATCH_MS go out as one setDates of their service, one call
 * at a time (taps made meanwhile wait for the next), and what is still waiting is sent when the
 * page is left. After a save the shown months are fetched again, so the calendar shows what the
 * API stored; a refused batch is taken back and its message shown.
 */
export function useDateChanges(profileId: string | null): DateChanges {
  const client = useApolloClient();
  const t = useT();
  const fallback = t('common.genericError');
  const queued = useRef(new Map<string, Days>());
  const sending = useRef<{ categorySlug: string; days: Days } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const flush = useCallback(async (): Promise<void> => {
    timer.current = null;
    if (sending.current) return;
    const next = queued.current.entries().next();
    if (next.done) return;
    const [categorySlug, waiting] = next.value;
    const batch: Days = new Map([...waiting].slice(0, DATES_PER_CALL_MAX));
    for (const date of batch.keys()) waiting.delete(date);
    if (waiting.size === 0) queued.current.delete(categorySlug);
    sending.current = { categorySlug, days: batch };
    rerender();
    try {
      await client.mutate({
        mutation: DatesSetDocument,
        variables: { input: { categorySlug, days: [...batch].map(([date, status]) => ({ date, status })) } },
        refetchQueries: [DateListDocument],
        awaitRefetchQueries: true,
        update(cache) {
          // The profile's "Termíny" tab reads them again instead of showing the old ones.
          if (profileId) cache.evict({ id: cache.identify({ __typename: 'PublicProfile', id: profileId }), fieldName: 'dates' });
        },
      });
      setError(null);
      setSaved(true);
    } catch (failure) {
      setError(errorMessage(failure, fallback));
      setSaved(false);
      // What the API really holds replaces the refused taps.
      void client.refetchQueries({ include: [DateListDocument] }).catch(() => undefined);
    } finally {
      sending.current = null;
      rerender();
      if (queued.current.size > 0) void flush();
    }
  }, [client, fallback, profileId]);

  const apply = useCallback(
    (categorySlug: string, date: string, status: DateStatus | null) => {
      const days = queued.current.get(categorySlug) ?? new Map<string, DateStatus | null>();
      // A day tapped again before it went out is sent once, with its last status.
      days.set(date, status);
      queued.current.set(categorySlug, days);
      rerender();
      timer.current ??= setTimeout(() => void flush(), BATCH_MS);
    },
    [flush],
  );

  // Leaving the page sends what is still waiting (the shell's Apollo client outlives the page).
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      void flushRef.current();
    },
    [],
  );

  let pendingCount = sending.current?.days.size ?? 0;
  for (const days of queued.current.values()) pendingCount += days.size;

  // Closing the tab while taps wait would lose them: the browser asks first.
  useEffect(() => {
    if (pendingCount === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pendingCount]);

  return {
    pending(categorySlug, date) {
      const waiting = queued.current.get(categorySlug);
      if (waiting?.has(date)) return waiting.get(date);
      const sent = sending.current;
      if (sent?.categorySlug === categorySlug && sent.days.has(date)) return sent.days.get(date);
      return undefined;
    },
    apply,
    pendingCount,
    error,
    saved,
    dismissError: () => setError(null),
  };
}
