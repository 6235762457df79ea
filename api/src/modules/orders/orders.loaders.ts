import type { Db } from '../../db/database';
import { groupLoader, rowLoader } from '../../lib/loaders';
import { countPendingOrdersOfPackages, findPackagesByIds, findServicesOfOrders } from './orders.repository';

/** Per-request loaders (built per request from the list in graphql-server/loaders.ts): a page of orders costs one statement per field. */
export function createOrderLoaders(db: Db) {
  return {
    orderServices: groupLoader(
      (ids: readonly string[]) => findServicesOfOrders(db, ids),
      (row) => row.orderId,
    ),
    pendingOrdersOfPackage: rowLoader(
      (ids: readonly number[]) => countPendingOrdersOfPackages(db, ids),
      (row) => row.packageId,
    ),
    /** Any package by id, whatever its status: an order shows the package it was of to its two parties. */
    orderedPackage: rowLoader(
      (ids: readonly number[]) => findPackagesByIds(db, ids),
      (row) => row.id,
    ),
  };
}
