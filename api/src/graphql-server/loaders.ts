import type { Db } from '../db/database';
import { createCategoryLoaders } from '../modules/categories/categories.service';
import { createConversationLoaders } from '../modules/conversations/conversations.service';
import { createExecutorLoaders } from '../modules/executors/executors.service';
import { createInvoiceLoaders } from '../modules/invoices/invoices.service';
import { createOrderLoaders } from '../modules/orders/orders.service';
import { createPackageLoaders } from '../modules/packages/packages.service';
import { createProfileLoaders } from '../modules/profile/profile.service';
import { createRequestLoaders } from '../modules/requests/requests.service';

/** One factory per module service; each makes that module's loaders together. */
const FACTORIES = [
  createCategoryLoaders,
  createProfileLoaders,
  createPackageLoaders,
  createExecutorLoaders,
  createRequestLoaders,
  createConversationLoaders,
  createOrderLoaders,
  createInvoiceLoaders,
] as const;

export type Loaders = ReturnType<typeof createCategoryLoaders> &
  ReturnType<typeof createProfileLoaders> &
  ReturnType<typeof createPackageLoaders> &
  ReturnType<typeof createExecutorLoaders> &
  ReturnType<typeof createRequestLoaders> &
  ReturnType<typeof createConversationLoaders> &
  ReturnType<typeof createOrderLoaders> &
  ReturnType<typeof createInvoiceLoaders>;

let owners: Map<PropertyKey, number> | undefined;
/** Which factory makes each loader (learnt once: a factory only builds loaders, it reads nothing). */
function ownerOf(name: PropertyKey): number | undefined {
  owners ??= new Map(FACTORIES.flatMap((factory, i) => Object.keys(factory(null as unknown as Db)).map((key) => [key, i] as const)));
  return owners.get(name);
}

/**
 * Everything a list resolves per row, batched: fresh for each HTTP request and each subscription
 * operation (context.ts), so nothing is cached across viewers or over time. A module's loaders are
 * made when a field first asks for one of them: most operations (currentProfile, the counters, a
 * socket's subscriptions) use none, and thousands of open subscriptions then hold none.
 */
export function createLoaders(db: Db): Loaders {
  const made: Record<PropertyKey, unknown>[] = [];
  return new Proxy({} as Loaders, {
    get(_target, name) {
      const i = ownerOf(name);
      if (i === undefined) return undefined;
      made[i] ??= FACTORIES[i]!(db) as Record<PropertyKey, unknown>;
      return made[i][name];
    },
  });
}
