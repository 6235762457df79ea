import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import {
  activityCounts,
  findExecutorIds,
  findStoredFigures,
  messageResponseSamples,
  proposalResponseSamples,
  reviewAggregates,
  type StoredFigures,
  writeFigures,
} from './executor-figures.repository';

/*
 * The figures a professional's card shows and the catalogue sorts by (docs/api/profiles.md "Computed
 * figures"), computed from what the professional did, never typed in: rating and reviews from the
 * reviews, response time from how soon they answer, the activity index from recent work.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Response times are the median over this many days. */
export const RESPONSE_WINDOW_DAYS = 90;
/** The activity index counts what happened in this many days… */
export const ACTIVITY_WINDOW_DAYS = 30;
/** …plus a bonus when the professional was seen in this many days. */
export const SEEN_WINDOW_DAYS = 7;
export const ACTIVITY_WEIGHTS = { proposal: 5, message: 2, work: 1, seen: 20 } as const;
/** Profiles handled per statement by the daily refresh. */
const BATCH = 500;

/** The median of the samples; null without any. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? present(sorted[mid]) : (present(sorted[mid - 1]) + present(sorted[mid])) / 2;
}

/** Whole hours, rounded up and at least 1 ("odpovídá do 1 h"); null without samples. */
export function responseTimeHours(samples: readonly number[]): number | null {
  const m = median(samples);
  return m === null ? null : Math.max(1, Math.ceil(m));
}

/** 0–100: 5 per proposal, 2 per message, 1 per work (last 30 days), +20 when seen in the last 7 days. */
export function activityIndex(facts: { proposals: number; messages: number; works: number; seenRecently: boolean }): number {
  const w = ACTIVITY_WEIGHTS;
  return Math.min(100, w.proposal * facts.proposals + w.message * facts.messages + w.work * facts.works + (facts.seenRecently ? w.seen : 0));
}

// The rating column is a float4: 4.7 reads back as 4.69999…, so ratings compare to a tolerance.
const sameRating = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-4);
const sameFigures = (a: StoredFigures, b: StoredFigures) =>
  sameRating(a.rating, b.rating) && a.reviewsCount === b.reviewsCount && a.responseTime === b.responseTime && a.activityIndex === b.activityIndex;

const byProfile = <T extends { profileId: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.profileId, r]));

/** Computes and stores the figures of these professionals (clients are skipped); answers how many changed. */
async function refreshFigures(services: Pick<Services, 'db'>, profileIds: readonly string[], now: Date): Promise<number> {
  const db = services.db;
  const stored = await findStoredFigures(db, profileIds);
  if (!stored.length) return 0;
  const ids = stored.map((s) => s.profileId);
  const responseSince = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const activitySince = new Date(now.getTime() - ACTIVITY_WINDOW_DAYS * DAY_MS);
  const seenSince = now.getTime() - SEEN_WINDOW_DAYS * DAY_MS;
  const [reviews, proposalSamples, messageSamples, activity] = await Promise.all([
    reviewAggregates(db, ids),
    proposalResponseSamples(db, ids, responseSince),
    messageResponseSamples(db, ids, responseSince),
    activityCounts(db, ids, activitySince),
  ]);
  const samples = new Map<string, number[]>();
  for (const s of [...proposalSamples, ...messageSamples]) samples.set(s.profileId, [...(samples.get(s.profileId) ?? []), Number(s.hours)]);
  const reviewOf = byProfile(reviews);
  const sent = byProfile(activity.proposals);
  const written = byProfile(activity.messages);
  const added = byProfile(activity.works);
  let changed = 0;
  for (const current of stored) {
    const id = current.profileId;
    const review = reviewOf.get(id);
    const next: StoredFigures = {
      profileId: id,
      rating: review ? Math.round(review.avg * 10) / 10 : null,
      reviewsCount: review?.n ?? 0,
      responseTime: responseTimeHours(samples.get(id) ?? []),
      activityIndex: activityIndex({
        proposals: sent.get(id)?.n ?? 0,
        messages: written.get(id)?.n ?? 0,
        works: added.get(id)?.n ?? 0,
        seenRecently: current.lastSeenAt !== null && current.lastSeenAt.getTime() > seenSince,
      }),
    };
    if (sameFigures(current, next)) continue;
    await writeFigures(db, next);
    changed += 1;
  }
  return changed;
}

/** After something that changes them (a proposal sent, a message written): the professional's figures now. */
export async function refreshExecutorFigures(services: Pick<Services, 'db'>, profileId: string, now: Date = new Date()): Promise<void> {
  await refreshFigures(services, [profileId], now);
}

/** The daily job `refresh-executor-figures`: every professional, so the activity index decays with time. */
export async function refreshAllExecutorFigures(services: Pick<Services, 'db'>, now: Date = new Date()): Promise<number> {
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await findExecutorIds(services.db, after, BATCH);
    if (!ids.length) return changed;
    changed += await refreshFigures(services, ids, now);
    after = present(ids[ids.length - 1]);
  }
}
