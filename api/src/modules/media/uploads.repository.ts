import type { UploadPurpose } from '@zaber/shared/media/constants';
import { and, asc, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mediaUploads, profiles } from '../../db/schema';
import { present } from '../../lib/present';

export type UploadRow = typeof mediaUploads.$inferSelect;
export type NewUpload = typeof mediaUploads.$inferInsert;

/**
 * Serializes a profile's media changes (uploads, works, avatar): counts checked under this lock
 * stay true until the transaction commits. The profile row is the one lock every writer takes first.
 */
export async function lockProfileRow(tx: Db, profileId: string): Promise<{ title: string; worksMaxCount: number; avatar: string | null } | undefined> {
  const [row] = await tx
    .select({ title: profiles.title, worksMaxCount: profiles.worksMaxCount, avatar: profiles.avatar })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
  return row;
}

export async function countPendingUploads(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.profileId, profileId), isNull(mediaUploads.attachedAt)));
  return row?.n ?? 0;
}

export async function insertUpload(db: Db, row: NewUpload): Promise<UploadRow> {
  const [inserted] = await db.insert(mediaUploads).values(row).returning();
  return present(inserted);
}

/** The profile's unattached uploads of a purpose among `ids`, locked until the transaction ends. */
export async function lockUnattachedUploads(tx: Db, profileId: string, ids: readonly string[], purpose: UploadPurpose): Promise<UploadRow[]> {
  if (!ids.length) return [];
  return tx
    .select()
    .from(mediaUploads)
    .where(and(inArray(mediaUploads.id, [...ids]), eq(mediaUploads.profileId, profileId), eq(mediaUploads.purpose, purpose), isNull(mediaUploads.attachedAt)))
    .for('update');
}

export async function markUploadsAttached(tx: Db, ids: readonly string[], at: Date): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(mediaUploads)
    .set({ attachedAt: at })
    .where(inArray(mediaUploads.id, [...ids]));
}

/** The profile's upload whose main image is `imageKey` (the upload behind a work or an avatar). */
export async function findUploadByImage(db: Db, profileId: string, imageKey: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.profileId, profileId), eq(mediaUploads.image, imageKey)));
  return row;
}

export async function deleteUploadsByIds(db: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(mediaUploads).where(inArray(mediaUploads.id, [...ids]));
}

/**
 * Unattached uploads created before `before`, oldest first, locked with SKIP LOCKED: rows another
 * instance is expiring, or a mutation is attaching right now, are left to them.
 */
export async function lockExpiredUploads(tx: Db, before: Date, limit: number): Promise<UploadRow[]> {
  return tx
    .select()
    .from(mediaUploads)
    .where(and(isNull(mediaUploads.attachedAt), lt(mediaUploads.createdAt, before)))
    .orderBy(asc(mediaUploads.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
