import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the part of the server-rendered page holding `field` has hydrated (`data-hydrated` of
 * shared/ui/hydrate-when), focusing the field first: focus is a use, and a part waiting for one
 * hydrates then. Text typed into a field still holding the server's HTML is the server's to keep:
 * the hydrating render puts the field's own value back (seen under load at 1280 px: "Brno" typed
 * into "V okolí obce" a few hundred milliseconds before its part hydrated, the field then empty and
 * no suggestion asked for). A person clicks before typing; `fill` types at once.
 */
export async function partHydrated(field: Locator): Promise<void> {
  const waiting = () => field.evaluate((el) => el.closest('[data-hydrate-id]:not([data-hydrated])') !== null);
  if (!(await waiting())) return;
  await field.focus();
  await expect.poll(waiting, { message: 'the part of the page holding the field hydrated' }).toBe(false);
}
