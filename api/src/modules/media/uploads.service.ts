import { randomUUID } from 'node:crypto';
import { PENDING_UPLOADS_MAX, UPLOAD_ERRORS, UPLOAD_TTL_HOURS, type UploadPurpose } from '@zaber/shared/media/constants';
import type { Db } from '../../db/database';
import type { Image } from '../../generated/graphql';
import { FieldErrorsError, NotFoundError } from '../../lib/domain-errors';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { toImage } from './image';
import { type ProcessedImage, processImage } from './image-pipeline';
import { deleteObjects, keysOfImage, type StoredImage, storeImage } from './image-store';
import { UploadLimitError } from './media-errors';
import { isSafeKey } from './media-storage';
import {
  countPendingUploads,
  deleteUploadsByIds,
  findUploadByImage,
  insertUpload,
  lockExpiredUploads,
  lockProfileRow,
  lockUnattachedUploads,
  markUploadsAttached,
  type UploadRow,
} from './uploads.repository';

export type { UploadRow };

/** What POST /v1/uploads answers. */
export interface UploadResult {
  id: string;
  purpose: UploadPurpose;
  image: Image;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a profile's objects live: `works/<profileId>/…`, `avatars/<profileId>/…` (deletes never leave these folders). */
export function profileMediaFolder(purpose: UploadPurpose, profileId: string): string {
  return `${purpose === 'AVATAR' ? 'avatars' : 'works'}/${profileId}/`;
}

/**
 * Objects a change may delete: only keys inside the profile's own folder of `purpose`. Demo works,
 * avatars and package galleries share pooled images under `demo/`, and a video's preview may be a
 * provider's URL: those are never deleted.
 */
export function ownObjectKeys(keys: readonly string[], purpose: UploadPurpose, profileId: string): string[] {
  const folder = profileMediaFolder(purpose, profileId);
  return keys.filter((key) => isSafeKey(key) && key.startsWith(folder));
}

/**
 * Locks the profile's row for a media change (uploads, works, the avatar, a package's gallery):
 * the one lock every such writer takes first, so counts checked under it (pending uploads, works,
 * gallery images) stay true until the transaction commits.
 */
export async function lockMediaOwner(tx: Db, profileId: string) {
  const profile = await lockProfileRow(tx, profileId);
  if (!profile) throw new NotFoundError('Profil nenalezen.');
  return profile;
}

/** The alt text of an upload before it is attached: its file name without the extension. */
function altOf(originalName: string | null): string {
  return originalName ? originalName.replace(/\.[^.]*$/, '') : '';
}

export function toUploadResult(row: UploadRow): UploadResult {
  return { id: row.id, purpose: row.purpose, image: present(toImage(row, altOf(row.originalName))) };
}

/** Refuses early (before the body is read) when the profile already waits on PENDING_UPLOADS_MAX uploads. */
export async function ensureUploadCapacity(services: Pick<Services, 'db'>, profileId: string): Promise<void> {
  if ((await countPendingUploads(services.db, profileId)) >= PENDING_UPLOADS_MAX) throw new UploadLimitError();
}

/** Stores a processed image under the profile's folder with a new id; all of it or nothing. */
export async function storeProcessed(
  services: Pick<Services, 'media'>,
  purpose: UploadPurpose,
  profileId: string,
  processed: ProcessedImage,
): Promise<StoredImage & { id: string }> {
  const id = randomUUID();
  return { id, ...(await storeImage(services.media, `${profileMediaFolder(purpose, profileId)}${id}`, processed)) };
}

/**
 * POST /v1/uploads: the file is processed in memory (refused with an ImageError before anything
 * is stored), its outputs stored, then its row written under the profile's lock, where the count
 * of pending uploads is checked again (two uploads at once cannot both take the last place). A
 * refusal after storing deletes what was stored.
 */
export async function createUpload(
  services: Pick<Services, 'db' | 'media'>,
  profileId: string,
  purpose: UploadPurpose,
  data: Buffer,
  originalName: string | null,
): Promise<UploadResult> {
  const processed = await processImage(data, purpose);
  const stored = await storeProcessed(services, purpose, profileId, processed);
  try {
    const row = await services.db.transaction(async (tx) => {
      await lockProfileRow(tx, profileId);
      if ((await countPendingUploads(tx, profileId)) >= PENDING_UPLOADS_MAX) throw new UploadLimitError();
      return insertUpload(tx, { ...uploadColumns(stored), profileId, purpose, originalName });
    });
    return toUploadResult(row);
  } catch (error) {
    await deleteObjects(services.media, stored.keys);
    throw error;
  }
}

/** The media_uploads columns of stored objects. */
export function uploadColumns(stored: StoredImage & { id: string }) {
  return {
    id: stored.id,
    image: stored.image,
    thumbnail: stored.thumbnail,
    srcset: stored.srcset,
    width: stored.width,
    height: stored.height,
    bytes: stored.bytes,
  };
}

/** Rows of attached uploads written with their work (uploadWorks: stored and attached at once). */
export async function insertAttachedUploads(
  tx: Db,
  profileId: string,
  purpose: UploadPurpose,
  files: readonly { stored: StoredImage & { id: string }; originalName: string | null }[],
  at: Date,
): Promise<void> {
  for (const file of files) await insertUpload(tx, { ...uploadColumns(file.stored), profileId, purpose, originalName: file.originalName, attachedAt: at });
}

/**
 * Inside the caller's transaction: the viewer's unattached uploads of `purpose`, locked, in the
 * order of `ids`. Any id that is not one (someone else's, attached already, expired, another
 * purpose, not an id at all) refuses the whole call with INVALID_FILES on `field`.
 */
async function claimUploads(tx: Db, profileId: string, ids: readonly string[], purpose: UploadPurpose, field: string): Promise<UploadRow[]> {
  const invalid = () => new FieldErrorsError({ [field]: UPLOAD_ERRORS.INVALID_FILES }, UPLOAD_ERRORS.INVALID_FILES);
  if (new Set(ids).size !== ids.length || ids.some((id) => !UUID.test(id))) throw invalid();
  const rows = await lockUnattachedUploads(tx, profileId, ids, purpose);
  if (rows.length !== ids.length) throw invalid();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => present(byId.get(id)));
}

/**
 * Inside the caller's transaction (which holds lockMediaOwner): the viewer's unattached uploads of
 * `purpose`, in the order of `ids`, marked attached — all of them or, refused with INVALID_FILES,
 * none. What they are attached to is written by the caller in the same transaction.
 */
export async function attachUploads(tx: Db, profileId: string, ids: readonly string[], purpose: UploadPurpose, field: string, at: Date): Promise<UploadRow[]> {
  const rows = await claimUploads(tx, profileId, ids, purpose, field);
  await markUploadsAttached(
    tx,
    rows.map((row) => row.id),
    at,
  );
  return rows;
}

/**
 * Inside the caller's transaction: an image that leaves its work, avatar or gallery forgets its
 * upload; answers the keys to delete once the transaction committed (only the profile's own).
 */
export async function releaseImage(
  tx: Db,
  profileId: string,
  purpose: UploadPurpose,
  columns: { image: string | null; thumbnail: string | null; srcset: string | null },
): Promise<string[]> {
  const upload = columns.image ? await forgetUploadOfImage(tx, profileId, columns.image) : undefined;
  const keys = new Set([...keysOfImage(columns), ...(upload ? keysOfImage(upload) : [])]);
  return ownObjectKeys([...keys], purpose, profileId);
}

/** Forgets the upload behind an image (a deleted work, a replaced avatar); its objects are the caller's to delete. */
async function forgetUploadOfImage(db: Db, profileId: string, imageKey: string): Promise<UploadRow | undefined> {
  const row = await findUploadByImage(db, profileId, imageKey);
  if (row) await deleteUploadsByIds(db, [row.id]);
  return row;
}

const EXPIRY_BATCH = 100;

/**
 * The `expire-uploads` job: unattached uploads older than UPLOAD_TTL_HOURS are deleted, their
 * objects first, then their rows, in batches. A failed delete rolls the batch back, so the next
 * run tries again (deleting an object twice is harmless); rows locked by another instance's run
 * or by a mutation attaching them are skipped.
 */
export async function expireUploads(services: Pick<Services, 'db' | 'media'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_TTL_HOURS * 3_600_000);
  let expired = 0;
  for (;;) {
    const batch = await services.db.transaction(async (tx) => {
      const rows = await lockExpiredUploads(tx, before, EXPIRY_BATCH);
      await Promise.all(rows.flatMap((row) => keysOfImage(row).map((key) => services.media.delete(key))));
      await deleteUploadsByIds(
        tx,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
    expired += batch;
    if (batch < EXPIRY_BATCH) return expired;
  }
}
