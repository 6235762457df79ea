import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  packageOrderServices,
  packageOrders,
  packagePriceOptions,
  packageServices,
  packages,
  profileCategories,
  profileDates,
  profiles,
} from '../../db/schema';
import type { Paging } from '../../lib/paging';
import { present } from '../../lib/present';
import type { OrderRow, OrderServiceRow } from './orders.mappers';
import type { EngagementStatus } from './orders.policy';

/*
 * Orders read the package they are of (its option and services are copied into the order) straight
 * from the packages' tables: the packages module has no service for it, and an order only reads.
 */

/**
 * The package with its professional's flags, the package's row share-locked for the ordering
 * transaction: the owner cannot hide it until the order is written. Only the package's row: the
 * packages module locks the profile's row before the package's, and so never waits for an order
 * that waits for it.
 */
export async function lockPackageForOrder(tx: Db, packageId: number) {
  const [row] = await tx
    .select({ pkg: packages, executor: { id: profiles.id, isExecutor: profiles.isExecutor, isPublic: profiles.isPublic } })
    .from(packages)
    .innerJoin(profiles, eq(profiles.id, packages.executorProfileId))
    .where(eq(packages.id, packageId))
    .for('share', { of: packages });
  return row;
}

export async function findPriceOptionOfPackage(tx: Db, packageId: number, optionId: number) {
  const [row] = await tx
    .select()
    .from(packagePriceOptions)
    .where(and(eq(packagePriceOptions.packageId, packageId), eq(packagePriceOptions.id, optionId)));
  return row;
}

/** The package's additional services among `ids`, in the package's order. */
export async function findServicesOfPackage(tx: Db, packageId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(packageServices)
    .where(and(eq(packageServices.packageId, packageId), inArray(packageServices.id, [...ids])))
    .orderBy(asc(packageServices.sort), asc(packageServices.id));
}

export async function insertOrder(tx: Db, values: typeof packageOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(packageOrders).values(values).returning();
  return present(row);
}

export async function insertOrderServices(tx: Db, rows: (typeof packageOrderServices.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(packageOrderServices).values(rows);
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(packageOrders).where(eq(packageOrders.id, id));
  return row;
}

export async function lockOrder(tx: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(packageOrders).where(eq(packageOrders.id, id)).for('update');
  return row;
}

export async function setOrderStatus(tx: Db, id: string, status: EngagementStatus, now: Date): Promise<OrderRow> {
  const [row] = await tx.update(packageOrders).set({ status, decidedAt: now }).where(eq(packageOrders.id, id)).returning();
  return present(row);
}

async function pageOfOrders(db: Db, where: SQL | undefined, p: Paging) {
  const [rows, [total]] = await Promise.all([
    db.select().from(packageOrders).where(where).orderBy(desc(packageOrders.createdAt), desc(packageOrders.number)).limit(p.pageSize).offset(p.offset),
    db.select({ n: count() }).from(packageOrders).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** The client's orders, newest first. */
export async function listClientOrders(db: Db, clientProfileId: string, status: EngagementStatus | null, p: Paging) {
  return pageOfOrders(db, and(eq(packageOrders.clientProfileId, clientProfileId), status ? eq(packageOrders.status, status) : undefined), p);
}

/** The professional's received orders, of one package when given, newest first. */
export async function listExecutorOrders(db: Db, executorProfileId: string, filter: { packageId: number | null; status: EngagementStatus | null }, p: Paging) {
  return pageOfOrders(
    db,
    and(
      eq(packageOrders.executorProfileId, executorProfileId),
      filter.packageId === null ? undefined : eq(packageOrders.packageId, filter.packageId),
      filter.status ? eq(packageOrders.status, filter.status) : undefined,
    ),
    p,
  );
}

/** The ordered services of several orders (a page), each order's in the order they were listed. */
export async function findServicesOfOrders(db: Db, orderIds: readonly string[]): Promise<OrderServiceRow[]> {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(packageOrderServices)
    .where(inArray(packageOrderServices.orderId, [...orderIds]))
    .orderBy(asc(packageOrderServices.orderId), asc(packageOrderServices.sort), asc(packageOrderServices.id));
}

/** PENDING orders per package (only packages that have some). */
export async function countPendingOrdersOfPackages(db: Db, packageIds: readonly number[]) {
  if (!packageIds.length) return [];
  return db
    .select({ packageId: packageOrders.packageId, n: count() })
    .from(packageOrders)
    .where(and(inArray(packageOrders.packageId, [...packageIds]), eq(packageOrders.status, 'PENDING')))
    .groupBy(packageOrders.packageId);
}

export async function findPackagesByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(packages)
    .where(inArray(packages.id, [...ids]));
}

/**
 * Marks an accepted engagement's day OCCUPIED in the professional's dates (profile_dates) of that
 * service, when the professional still offers it (dates of a removed service are never kept).
 */
export async function occupyDate(tx: Db, profileId: string, categoryId: number, date: string): Promise<void> {
  const [offered] = await tx
    .select({ id: profileCategories.categoryId })
    .from(profileCategories)
    .where(and(eq(profileCategories.profileId, profileId), eq(profileCategories.categoryId, categoryId)));
  if (!offered) return;
  await tx
    .insert(profileDates)
    .values({ profileId, categoryId, date, status: 'OCCUPIED' })
    .onConflictDoUpdate({ target: [profileDates.profileId, profileDates.categoryId, profileDates.date], set: { status: 'OCCUPIED' } });
}
