import { DATE_IN_PAST, DATE_OR_TO_BE_AGREED, pragueToday } from '@zaber/shared/requests/schema';
import { z } from 'zod';

/*
 * A preferred day or "to be agreed" (the order of a package, the targeted request): the API takes
 * the day or null; the form asks which one the client means, so an empty day is not a silent
 * "to be agreed", and refuses a day in the past (Prague's calendar).
 */

/** The form-only switch; the submitted input leaves it out. */
export const dateToBeAgreedField = z.boolean().nullish();

interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: string[] }): void;
}

/** Adds the day's message under `field` unless the date is to be agreed. */
export function checkDateChoice(day: unknown, toBeAgreed: boolean | null | undefined, ctx: IssueSink, field: string): void {
  if (toBeAgreed) return;
  if (typeof day !== 'string' || day === '') ctx.addIssue({ code: 'custom', message: DATE_OR_TO_BE_AGREED, path: [field] });
  else if (day < pragueToday()) ctx.addIssue({ code: 'custom', message: DATE_IN_PAST, path: [field] });
}

/** superRefine's params that check the day also while other fields are invalid: every message shows at once. */
export const EVEN_WITH_OTHER_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
