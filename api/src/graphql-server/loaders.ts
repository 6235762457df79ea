import type { Db } from '../db/database';
import type { Loaders } from '../graphql/context';
import { present } from '../lib/present';
import { createCategoryLoaders } from '../modules/categories/categories.loaders';
import { createConversationLoaders } from '../modules/conversations/conversations.loaders';
import { createExecutorLoaders } from '../modules/executors/executors.loaders';
import { createInvoiceLoaders } from '../modules/invoices/invoices.loaders';
import { createLocationLoaders } from '../modules/location/location.loaders';
import { createOrderLoaders } from '../modules/orders/orders.loaders';
import { createPackageLoaders } from '../modules/packages/packages.loaders';
import { createProfileLoaders } from '../modules/profile/profile.loaders';
import { createRequestLoaders } from '../modules/requests/requests.loaders';

/** The one list of loader factories: each module's `<domain>.loaders.ts` makes that module's loaders together. */
const FACTORIES = [
  createCategoryLoaders,
  createLocationLoaders,
  createProfileLoaders,
  createPackageLoaders,
  createExecutorLoaders,
  createRequestLoaders,
  createConversationLoaders,
  createOrderLoaders,
  createInvoiceLoaders,
] as const;

type Factory = (typeof FACTORIES)[number];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type AllLoaders = Intersection<ReturnType<Factory>>;

declare module '../graphql/context' {
  /** Every module's loaders, as the GraphQL context carries them. */
  interface Loaders extends AllLoaders {}
}

let owners: Map<PropertyKey, number> | undefined;
/** Which factory makes each loader (learnt once: a factory only builds loaders, it reads nothing). */
function ownerOf(name: PropertyKey): number | undefined {
  owners ??= new Map(FACTORIES.flatMap((factory, i) => Object.keys(factory(null as unknown as Db)).map((key) => [key, i] as const)));
  return owners.get(name);
}

/**
 * Everything a list resolves per row, batched: fresh for each HTTP request and each subscription
 * operation (context.ts), so nothing is cached across viewers or over time (only reference rows a
 * deploy's seed alone changes, categories and obce, are kept per process: `keptRows`). A module's loaders are
 * made when a field first asks for one of them: most operations (currentProfile, the counters, a
 * socket's subscriptions) use none, and thousands of open subscriptions then hold none.
 */
export function createLoaders(db: Db): Loaders {
  const made: Record<PropertyKey, unknown>[] = [];
  return new Proxy({} as Loaders, {
    get(_target, name) {
      const i = ownerOf(name);
      if (i === undefined) return undefined;
      made[i] ??= present(FACTORIES[i])(db) as Record<PropertyKey, unknown>;
      return made[i][name];
    },
  });
}
