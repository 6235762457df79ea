import { type createPrivateRequestSchema, ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { href } from '@zaber/shared/platform/routes';
import { DATE_IN_PAST, pragueToday } from '@zaber/shared/requests/schema';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ConflictError, type FieldErrors, FieldErrorsError, NotFoundError } from '../../lib/domain-errors';
import type { Paging } from '../../lib/paging';
import type { Services } from '../../lib/ports';
import { findCategoriesByIds, findCategoryBySlug } from '../categories/categories.repository';
import { conversationPath, openEngagementConversation } from '../conversations/conversations.service';
import { publishUnreadCounters } from '../counters/counters.service';
import { canSeeProfile } from '../executors/executors.policy';
import { findProfileByUsername } from '../executors/executors.repository';
import { findMunicipality } from '../location/location.repository';
import { notify, pushNotified } from '../notifications/notifications.service';
import { isEngagementId } from '../orders/orders.mappers';
import { type Decision, decisionTarget, type EngagementStatus } from '../orders/orders.policy';
import { occupyDate } from '../orders/orders.repository';
import { type PrivateRequestRow, privateRequestSummary, privateRequestTitle } from './private-requests.mappers';
import { PRIVATE_REQUEST_NOT_FOUND, PRIVATE_REQUEST_TO_SELF, UNKNOWN_PLACE, UNKNOWN_SUBCATEGORY } from './private-requests.policy';
import { insertPrivateRequest, listPrivateRequests, lockPrivateRequest, offersActively, setPrivateRequestStatus } from './private-requests.repository';

type Deps = Pick<Services, 'db' | 'pubSub'>;
type CreatePrivateRequestValues = z.output<typeof createPrivateRequestSchema>;

/** '<subcategory or service> – <obec>' of a targeted request. */
async function titleOf(db: Db, row: Pick<PrivateRequestRow, 'categoryId' | 'subcategoryId' | 'municipalityId'>): Promise<string> {
  const names = await findCategoriesByIds(db, row.subcategoryId ? [row.categoryId, row.subcategoryId] : [row.categoryId]);
  const service = names.find((c) => c.id === row.subcategoryId) ?? names.find((c) => c.id === row.categoryId);
  const place = await findMunicipality(db, row.municipalityId);
  return privateRequestTitle(service?.name ?? '', place?.municipality.name ?? '');
}

/**
 * A client asks one professional (spec §2): a public professional (else UNKNOWN_EXECUTOR) who
 * offers the service actively (else 'Takové služby neposkytuje' on `categorySlug`), a subcategory of
 * that service, an existing obec, a date from today on. The professional's notification is written
 * with the request (and their counters pushed: executorPendingPrivateProjects grew).
 */
export async function createPrivateRequest(
  services: Deps,
  clientProfileId: string,
  input: CreatePrivateRequestValues,
  now: Date = new Date(),
): Promise<PrivateRequestRow> {
  const db = services.db;
  const executor = await findProfileByUsername(db, input.executorUsername);
  if (!executor || !canSeeProfile(executor, null)) {
    throw new FieldErrorsError({ executorUsername: ENGAGEMENT_ERRORS.UNKNOWN_EXECUTOR }, ENGAGEMENT_ERRORS.UNKNOWN_EXECUTOR);
  }
  if (executor.id === clientProfileId) throw new ConflictError(PRIVATE_REQUEST_TO_SELF);
  const errors: FieldErrors = {};
  const category = await findCategoryBySlug(db, input.categorySlug);
  const offered = category !== undefined && category.parentId === null && (await offersActively(db, executor.id, category.id));
  if (!offered) errors.categorySlug = ENGAGEMENT_ERRORS.NOT_OFFERED;
  let subcategoryId: number | null = null;
  if (input.subcategorySlug && category) {
    const sub = await findCategoryBySlug(db, input.subcategorySlug);
    if (!sub || sub.parentId !== category.id) errors.subcategorySlug = UNKNOWN_SUBCATEGORY;
    else subcategoryId = sub.id;
  }
  const place = await findMunicipality(db, Number(input.municipalityId));
  if (!place) errors.municipalityId = UNKNOWN_PLACE;
  if (input.date && input.date < pragueToday(now)) errors.date = DATE_IN_PAST;
  const first = Object.values(errors)[0];
  if (first || !category || !place) throw new FieldErrorsError(errors, first);
  const row = await db.transaction(async (tx) => {
    const row = await insertPrivateRequest(tx, {
      clientProfileId,
      executorProfileId: executor.id,
      categoryId: category.id,
      subcategoryId,
      municipalityId: place.municipality.id,
      date: input.date,
      description: input.description,
      createdAt: now,
    });
    await notify(tx, {
      profileId: executor.id,
      type: 'PRIVATE_REQUEST_RECEIVED',
      text: `Nová cílená poptávka „${await titleOf(tx, row)}“ (č. ${row.number}). Přijměte ji, nebo odmítněte.`,
      link: href('private-requests'),
    });
    return row;
  });
  await pushNotified(services, [executor.id]);
  return row;
}

/**
 * The professional accepts or rejects a PENDING targeted request (anyone else: NOT_FOUND; not
 * PENDING: CONFLICT), as orders are decided: accepting opens its conversation (kind
 * PRIVATE_REQUEST, the request as its first message) and marks the day OCCUPIED, in one transaction
 * with the client's notification.
 */
export async function decidePrivateRequest(
  services: Deps,
  executorProfileId: string,
  id: string,
  decision: Decision,
  now: Date = new Date(),
): Promise<PrivateRequestRow> {
  if (!isEngagementId(id)) throw new NotFoundError(PRIVATE_REQUEST_NOT_FOUND);
  const updated = await services.db.transaction(async (tx) => {
    const row = await lockPrivateRequest(tx, id);
    if (!row || row.executorProfileId !== executorProfileId) throw new NotFoundError(PRIVATE_REQUEST_NOT_FOUND);
    const updated = await setPrivateRequestStatus(tx, row.id, decisionTarget(row.status, decision), now);
    const title = await titleOf(tx, row);
    if (decision === 'reject') {
      await notify(tx, {
        profileId: updated.clientProfileId,
        type: 'PRIVATE_REQUEST_REJECTED',
        text: `Cílená poptávka „${title}“ nebyla přijata. ${ENGAGEMENT_ERRORS.NO_FREE_DATE}`,
        link: href('private-requests'),
      });
      return updated;
    }
    const conversation = await openEngagementConversation(tx, {
      kind: 'PRIVATE_REQUEST',
      engagementId: row.id,
      clientProfileId: row.clientProfileId,
      executorProfileId: row.executorProfileId,
      subject: title,
      subjectUrl: href('private-requests'),
      summary: privateRequestSummary({ title, date: row.date, description: row.description }),
    });
    if (row.date && row.date >= pragueToday(now)) await occupyDate(tx, row.executorProfileId, row.categoryId, row.date);
    await notify(tx, {
      profileId: updated.clientProfileId,
      type: 'PRIVATE_REQUEST_ACCEPTED',
      text: `Profík přijal vaši cílenou poptávku „${title}“. Domluvte se na podrobnostech ve zprávách.`,
      link: conversationPath(conversation.id),
    });
    return updated;
  });
  await pushNotified(services, [updated.clientProfileId]);
  await publishUnreadCounters(services, executorProfileId);
  return updated;
}

export async function privateRequestsOf(db: Db, side: 'CLIENT' | 'EXECUTOR', profileId: string, status: EngagementStatus | null, p: Paging) {
  return listPrivateRequests(db, side, profileId, status, p);
}
