import { ENGAGEMENT_ERRORS, type orderPackageSchema, PACKAGE_ERRORS } from '@zaber/shared/packages/schema';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { DATE_IN_PAST, pragueToday } from '@zaber/shared/requests/schema';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { type FieldErrors, FieldErrorsError, NotFoundError } from '../../lib/domain-errors';
import type { Paging } from '../../lib/paging';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { conversationPath, openEngagementConversation } from '../conversations/conversations.service';
import { publishUnreadCounters } from '../counters/counters.service';
import { notify, pushNotified } from '../notifications/notifications.service';
import { packageUrl } from '../packages/packages.mappers';
import { isEngagementId, type OrderRow, orderSummary } from './orders.mappers';
import { type Decision, decisionTarget, type EngagementStatus, engagementSideOf, ORDER_NOT_FOUND, orderRefusal } from './orders.policy';
import {
  findOrder,
  findPackagesByIds,
  findPriceOptionOfPackage,
  findServicesOfOrders,
  findServicesOfPackage,
  insertOrder,
  insertOrderServices,
  listClientOrders,
  listExecutorOrders,
  lockOrder,
  lockPackageForOrder,
  occupyDate,
  setOrderStatus,
} from './orders.repository';

// Targeted requests occupy the accepted day the same way.

type Deps = Pick<Services, 'db' | 'pubSub'>;
type OrderPackageValues = z.output<typeof orderPackageSchema>;

/** Package, option and service ids are serial integers; anything else names none. */
export function numericId(value: string | null | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * A client orders a package, in ONE transaction: the package row is share-locked (it stays ACTIVE
 * while the order is written), the rules are checked (not one's own, ACTIVE, a public professional;
 * the option and services of this package; a date from today on), then the order is written with
 * copies of the option's and services' titles and prices and their sum, and the professional's
 * notification; after the commit their counters are pushed (executorPendingOrders grew).
 */
export async function orderPackage(services: Deps, clientProfileId: string, input: OrderPackageValues, now: Date = new Date()): Promise<OrderRow> {
  const packageId = numericId(input.packageId);
  if (packageId === null) throw new NotFoundError(PACKAGE_ERRORS.NOT_FOUND);
  const order = await services.db.transaction(async (tx) => {
    const found = await lockPackageForOrder(tx, packageId);
    if (!found) throw new NotFoundError(PACKAGE_ERRORS.NOT_FOUND);
    const refusal = orderRefusal({
      viewerProfileId: clientProfileId,
      executorProfileId: found.pkg.executorProfileId,
      packageActive: found.pkg.status === 'ACTIVE',
      executorIsPublic: found.executor.isExecutor && found.executor.isPublic,
    });
    if (refusal) throw refusal;
    const errors: FieldErrors = {};
    const optionId = numericId(input.priceOptionId);
    const option = optionId === null ? undefined : await findPriceOptionOfPackage(tx, packageId, optionId);
    if (!option) errors.priceOptionId = ENGAGEMENT_ERRORS.UNKNOWN_OPTION;
    const serviceIds = input.additionalServiceIds.map(numericId);
    const wanted = new Set(serviceIds.filter((id) => id !== null));
    const chosen = serviceIds.includes(null) ? [] : await findServicesOfPackage(tx, packageId, [...wanted]);
    if (serviceIds.includes(null) || chosen.length !== wanted.size) errors.additionalServiceIds = ENGAGEMENT_ERRORS.UNKNOWN_SERVICE;
    if (input.preferredDate && input.preferredDate < pragueToday(now)) errors.preferredDate = DATE_IN_PAST;
    const first = Object.values(errors)[0];
    if (first || !option) throw new FieldErrorsError(errors, first);
    const order = await insertOrder(tx, {
      packageId,
      clientProfileId,
      executorProfileId: found.pkg.executorProfileId,
      priceOptionId: option.id,
      priceOptionTitle: option.title,
      price: option.price,
      total: option.price + chosen.reduce((sum, s) => sum + s.price, 0),
      preferredDate: input.preferredDate,
      info: input.info,
      createdAt: now,
    });
    await insertOrderServices(
      tx,
      chosen.map((s, sort) => ({ orderId: order.id, serviceId: s.id, title: s.title, price: s.price, sort })),
    );
    await notify(tx, {
      profileId: order.executorProfileId,
      type: 'ORDER_RECEIVED',
      text: `Nová objednávka balíčku „${found.pkg.title}“ (č. ${order.number}) za ${formatMoney(order.total)}. Přijměte ji, nebo odmítněte.`,
      link: href('my-package-detail', { id: String(found.pkg.id), tab: 'objednavky' }),
    });
    return order;
  });
  await pushNotified(services, [order.executorProfileId]);
  return order;
}

/**
 * The order's professional accepts or rejects a PENDING order (anyone else: NOT_FOUND, as if it did
 * not exist; not PENDING: CONFLICT). Accepting, in the same transaction, opens the order's
 * conversation (its first message sums the order up) and marks the preferred day OCCUPIED in the
 * professional's dates of the package's service. The client's notification is written with the
 * decision; both parties' counters follow the commit.
 */
export async function decideOrder(services: Deps, executorProfileId: string, id: string, decision: Decision, now: Date = new Date()): Promise<OrderRow> {
  if (!isEngagementId(id)) throw new NotFoundError(ORDER_NOT_FOUND);
  const updated = await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order || order.executorProfileId !== executorProfileId) throw new NotFoundError(ORDER_NOT_FOUND);
    const updated = await setOrderStatus(tx, order.id, decisionTarget(order.status, decision), now);
    const [pkg] = await findPackagesByIds(tx, [order.packageId]);
    if (decision === 'reject') {
      await notify(tx, {
        profileId: updated.clientProfileId,
        type: 'ORDER_REJECTED',
        text: `Objednávka balíčku „${present(pkg).title}“ nebyla přijata. ${ENGAGEMENT_ERRORS.NO_FREE_DATE}`,
        link: href('orders'),
      });
      return updated;
    }
    const conversation = await openEngagementConversation(tx, {
      kind: 'ORDER',
      engagementId: order.id,
      clientProfileId: order.clientProfileId,
      executorProfileId: order.executorProfileId,
      subject: present(pkg).title,
      subjectUrl: packageUrl(present(pkg)),
      summary: orderSummary({
        packageTitle: present(pkg).title,
        priceOptionTitle: order.priceOptionTitle,
        price: order.price,
        services: await findServicesOfOrders(tx, [order.id]),
        total: order.total,
        preferredDate: order.preferredDate,
        info: order.info,
      }),
    });
    // A day already gone needs no marking (and the dates never change the past).
    if (order.preferredDate && order.preferredDate >= pragueToday(now))
      await occupyDate(tx, order.executorProfileId, present(pkg).categoryId, order.preferredDate);
    await notify(tx, {
      profileId: updated.clientProfileId,
      type: 'ORDER_ACCEPTED',
      text: `Profík přijal vaši objednávku balíčku „${present(pkg).title}“. Domluvte se na podrobnostech ve zprávách.`,
      link: conversationPath(conversation.id),
    });
    return updated;
  });
  await pushNotified(services, [updated.clientProfileId]);
  await publishUnreadCounters(services, executorProfileId);
  return updated;
}

export async function ordersOfClient(db: Db, clientProfileId: string, status: EngagementStatus | null, p: Paging) {
  return listClientOrders(db, clientProfileId, status, p);
}

/** The professional's received orders; `packageId` narrows them to one package (one of someone else's gives none). */
export async function ordersOfExecutor(db: Db, executorProfileId: string, filter: { packageId: string | null; status: EngagementStatus | null }, p: Paging) {
  const packageId = filter.packageId === null ? null : numericId(filter.packageId);
  if (filter.packageId !== null && packageId === null) return { rows: [], totalCount: 0 };
  return listExecutorOrders(db, executorProfileId, { packageId, status: filter.status }, p);
}

/** An order for one of its two parties; null for anyone else (a guest, another client, another professional). */
export async function visibleOrder(db: Db, viewerProfileId: string | null, id: string): Promise<OrderRow | null> {
  const row = isEngagementId(id) ? await findOrder(db, id) : undefined;
  return row && engagementSideOf(row, viewerProfileId) ? row : null;
}
