import type { Db } from '../db/database';
import { createCategoryLoaders } from '../modules/categories/categories.service';
import { createConversationLoaders } from '../modules/conversations/conversations.service';
import { createExecutorLoaders } from '../modules/executors/executors.service';
import { createInvoiceLoaders } from '../modules/invoices/invoices.service';
import { createOrderLoaders } from '../modules/orders/orders.service';
import { createPackageLoaders } from '../modules/packages/packages.service';
import { createProfileLoaders } from '../modules/profile/profile.service';
import { createRequestLoaders } from '../modules/requests/requests.service';

/**
 * Everything a list resolves per row, batched: built fresh for each HTTP request and each
 * subscription operation (context.ts), so nothing is cached across viewers or over time.
 */
export function createLoaders(db: Db) {
  return {
    ...createCategoryLoaders(db),
    ...createProfileLoaders(db),
    ...createPackageLoaders(db),
    ...createExecutorLoaders(db),
    ...createRequestLoaders(db),
    ...createConversationLoaders(db),
    ...createOrderLoaders(db),
    ...createInvoiceLoaders(db),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
