import { UPLOAD_ERRORS, UPLOAD_MAX_FILES } from '@zaber/shared/media/constants';
import { parseVideoUrl } from '@zaber/shared/media/video-url';
import { REQUIRED } from '@zaber/shared/platform/validation/messages';
import { PROFILE_ERRORS, WORK_TITLE_MAX_LENGTH } from '@zaber/shared/profiles/schema';
import type { Db } from '../../db/database';
import type { CurrentProfile, Work } from '../../generated/graphql';
import { FieldErrorsError, NotFoundError } from '../../lib/domain-errors';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { type ProcessedImage, processImage } from '../media/image-pipeline';
import { deleteObjects, type StoredImage } from '../media/image-store';
import { ImageError, UploadLimitError } from '../media/media-errors';
import { keyOfMediaUrl, mediaUrl } from '../media/media-storage';
import { attachUploads, insertAttachedUploads, lockMediaOwner, releaseImage, storeProcessed } from '../media/uploads.service';
import { getCurrentProfile } from '../profile/profile.service';
import { toWork } from './portfolio.mappers';
import {
  countWorks,
  deleteWorkRow,
  findOwnWork,
  findProfileCategory,
  insertWorks,
  listCategoryWorks,
  type NewWork,
  nextWorkSort,
  setProfileAvatar,
  setWorkSort,
} from './portfolio.repository';
import { videoPreview } from './video-preview';

/*
 * The professional's portfolio (spec §1, §2): photos attached from uploads, YouTube/Vimeo videos,
 * their order, and the avatar. Every change runs in one transaction that first locks the
 * profile's row, so the rules checked (the category, the works limit, the uploads still unattached)
 * hold until it commits, and a refusal writes nothing. Objects in the media storage are written
 * before and deleted after the transaction: a refusal deletes what it stored, a deletion happens
 * only once the rows are gone.
 */

type WorkType = 'PHOTO' | 'VIDEO';

const NOT_ALLOWED: Record<WorkType, string> = { PHOTO: PROFILE_ERRORS.PHOTOS_NOT_ALLOWED, VIDEO: PROFILE_ERRORS.VIDEOS_NOT_ALLOWED };

/** One of the viewer's services (active or not) that takes works of `type`. */
async function categoryForWork(db: Db, profileId: string, slug: string, type: WorkType | null) {
  const category = await findProfileCategory(db, profileId, slug);
  if (!category) throw new FieldErrorsError({ categorySlug: PROFILE_ERRORS.NO_CATEGORY }, PROFILE_ERRORS.NO_CATEGORY);
  if (type && !category.allowedWorkTypes.includes(type)) throw new FieldErrorsError({ categorySlug: NOT_ALLOWED[type] }, NOT_ALLOWED[type]);
  return category;
}

function ensureFileCount(count: number, field: string): void {
  if (count > UPLOAD_MAX_FILES) throw new UploadLimitError(UPLOAD_ERRORS.UPLOAD_LIMIT, field, UPLOAD_ERRORS.tooManyFiles());
}

function ensureWorksRoom(existing: number, adding: number, max: number, field: string): void {
  if (existing + adding > max) throw new UploadLimitError(UPLOAD_ERRORS.worksMax(max), field);
}

type ImageOfWork = Pick<NewWork, 'image' | 'thumbnail' | 'srcset' | 'width' | 'height'>;

/** Appends photo works to a category inside the caller's transaction (the profile is locked). */
async function appendPhotos(tx: Db, profileId: string, category: { id: number; name: string }, images: readonly ImageOfWork[]) {
  const first = await nextWorkSort(tx, profileId, category.id);
  // The title is the service's name: with the profile's title it is the alt text of the photo.
  return insertWorks(
    tx,
    images.map(({ image, thumbnail, srcset, width, height }, i) => ({
      profileId,
      categoryId: category.id,
      type: 'PHOTO' as const,
      title: category.name,
      image,
      thumbnail,
      srcset,
      width,
      height,
      sort: first + i,
    })),
  );
}

export interface AddWorksInput {
  categorySlug: string;
  uploadIds: string[];
}

/** addWorks: the viewer's unattached WORK uploads become photos of one service, all or none. */
export async function addWorks(services: Pick<Services, 'db'>, profileId: string, input: AddWorksInput, now = new Date()): Promise<Work[]> {
  return services.db.transaction(async (tx) => {
    const profile = await lockMediaOwner(tx, profileId);
    ensureFileCount(input.uploadIds.length, 'uploadIds');
    const category = await categoryForWork(tx, profileId, input.categorySlug, 'PHOTO');
    const uploads = await attachUploads(tx, profileId, input.uploadIds, 'WORK', 'uploadIds', now);
    ensureWorksRoom(await countWorks(tx, profileId), uploads.length, profile.worksMaxCount, 'uploadIds');
    const rows = await appendPhotos(tx, profileId, category, uploads);
    return rows.map((row) => toWork(row, category, profile.title));
  });
}

/** The web File of a multipart request (GraphQL multipart request spec, handed over by Yoga). */
export interface UploadedFile {
  name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Each file through the pipeline, in memory; the first refused one names itself in INVALID_FILES. */
async function processFiles(files: readonly UploadedFile[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    // A part without a file (a string in the variables, an empty filename) is not an upload.
    if (typeof (file as Partial<UploadedFile> | null)?.arrayBuffer !== 'function') {
      throw new FieldErrorsError({ files: UPLOAD_ERRORS.INVALID_FILES }, UPLOAD_ERRORS.INVALID_FILES);
    }
    try {
      processed.push(await processImage(Buffer.from(await file.arrayBuffer()), 'WORK'));
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      const message = `${UPLOAD_ERRORS.INVALID_FILES} ${file.name || 'Soubor'}: ${error.message}`;
      throw new FieldErrorsError({ files: message }, message);
    }
  }
  return processed;
}

/**
 * uploadWorks: uploads and attaches in one call, all or none. Cheap checks first (count, service,
 * room), then every file is processed before any is stored, then all are stored, then the rows are
 * written under the lock with the checks repeated; any failure after storing deletes what was stored.
 */
export async function uploadWorks(
  services: Pick<Services, 'db' | 'media'>,
  profileId: string,
  input: { categorySlug: string },
  files: readonly UploadedFile[],
  now = new Date(),
): Promise<Work[]> {
  if (!files.length) throw new FieldErrorsError({ files: REQUIRED }, REQUIRED);
  ensureFileCount(files.length, 'files');
  await services.db.transaction(async (tx) => {
    const profile = await lockMediaOwner(tx, profileId);
    await categoryForWork(tx, profileId, input.categorySlug, 'PHOTO');
    ensureWorksRoom(await countWorks(tx, profileId), files.length, profile.worksMaxCount, 'files');
  });

  const processed = await processFiles(files);
  const stored: (StoredImage & { id: string })[] = [];
  try {
    for (const image of processed) stored.push(await storeProcessed(services, 'WORK', profileId, image));
    return await services.db.transaction(async (tx) => {
      const locked = await lockMediaOwner(tx, profileId);
      const category = await categoryForWork(tx, profileId, input.categorySlug, 'PHOTO');
      ensureWorksRoom(await countWorks(tx, profileId), stored.length, locked.worksMaxCount, 'files');
      await insertAttachedUploads(
        tx,
        profileId,
        'WORK',
        stored.map((s, i) => ({ stored: s, originalName: present(files[i]).name || null })),
        now,
      );
      const rows = await appendPhotos(tx, profileId, category, stored);
      return rows.map((row) => toWork(row, category, locked.title));
    });
  } catch (error) {
    await deleteObjects(
      services.media,
      stored.flatMap((s) => s.keys),
    );
    throw error;
  }
}

export interface AddVideoWorkInput {
  categorySlug: string;
  /** The canonical watch link (the schema turned the pasted link into it). */
  url: string;
  title: string | null;
}

/** addVideoWork: a YouTube/Vimeo link the provider knows (or cannot be asked about) with its preview. */
export async function addVideoWork(services: Pick<Services, 'db' | 'media' | 'videoInfo'>, profileId: string, input: AddVideoWorkInput): Promise<Work> {
  const ref = parseVideoUrl(input.url);
  if (!ref) throw new FieldErrorsError({ url: PROFILE_ERRORS.VIDEO_URL }, PROFILE_ERRORS.VIDEO_URL);
  const known = await categoryForWork(services.db, profileId, input.categorySlug, 'VIDEO');
  const lookup = await services.videoInfo.lookup(ref);
  if (lookup.kind === 'not-found') throw new FieldErrorsError({ url: PROFILE_ERRORS.VIDEO_NOT_FOUND }, PROFILE_ERRORS.VIDEO_NOT_FOUND);
  const title = input.title ?? (lookup.kind === 'found' ? lookup.title?.slice(0, WORK_TITLE_MAX_LENGTH) : null) ?? known.name;
  const preview = await videoPreview(services, profileId, ref, lookup);
  try {
    return await services.db.transaction(async (tx) => {
      const profile = await lockMediaOwner(tx, profileId);
      const category = await categoryForWork(tx, profileId, input.categorySlug, 'VIDEO');
      ensureWorksRoom(await countWorks(tx, profileId), 1, profile.worksMaxCount, 'url');
      const [row] = await insertWorks(tx, [
        {
          profileId,
          categoryId: category.id,
          type: 'VIDEO',
          title,
          image: preview.image,
          thumbnail: preview.thumbnail,
          srcset: preview.srcset,
          width: preview.width,
          height: preview.height,
          videoUrl: input.url,
          sort: await nextWorkSort(tx, profileId, category.id),
        },
      ]);
      return toWork(present(row), category, profile.title);
    });
  } catch (error) {
    await deleteObjects(services.media, preview.keys);
    throw error;
  }
}

const WORK_NOT_FOUND = 'Práce nenalezena.';

/** deleteWork: the owner's work only; its row first, then its objects under the owner's works folder. */
export async function deleteWork(services: Pick<Services, 'db' | 'media'>, profileId: string, rawId: string): Promise<{ ok: true }> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  if (id === null) throw new NotFoundError(WORK_NOT_FOUND);
  const keys = await services.db.transaction(async (tx) => {
    const found = await findOwnWork(tx, profileId, id);
    if (!found) throw new NotFoundError(WORK_NOT_FOUND);
    await deleteWorkRow(tx, id);
    return releaseImage(tx, profileId, 'WORK', found);
  });
  await deleteObjects(services.media, keys);
  return { ok: true };
}

export interface ReorderWorksInput {
  categorySlug: string;
  workIds: string[];
}

/** reorderWorks: exactly the category's works in their new order; sorts 0..n-1 in one transaction. */
export async function reorderWorks(services: Pick<Services, 'db'>, profileId: string, input: ReorderWorksInput): Promise<Work[]> {
  return services.db.transaction(async (tx) => {
    const profile = await lockMediaOwner(tx, profileId);
    const category = await categoryForWork(tx, profileId, input.categorySlug, null);
    const current = await listCategoryWorks(tx, profileId, category.id);
    const byId = new Map(current.map((work) => [String(work.id), work]));
    const exact = input.workIds.length === current.length && new Set(input.workIds).size === current.length && input.workIds.every((id) => byId.has(id));
    if (!exact) throw new FieldErrorsError({ workIds: PROFILE_ERRORS.WORK_ORDER }, PROFILE_ERRORS.WORK_ORDER);
    const ordered = input.workIds.map((id, sort) => ({ ...present(byId.get(id)), sort }));
    for (const work of ordered) await setWorkSort(tx, work.id, work.sort);
    return ordered.map((work) => toWork(work, category, profile.title));
  });
}

/**
 * setAvatar: an unattached AVATAR upload of the viewer becomes the avatar (its public URL, as demo
 * profiles hold); the previous one's objects are deleted after the commit when they are the
 * profile's own uploads (never shared demo images).
 */
export async function setAvatar(
  services: Pick<Services, 'db' | 'media'>,
  viewer: { profileId: string; userId: string },
  uploadId: string,
  now = new Date(),
): Promise<CurrentProfile> {
  const { profileId } = viewer;
  const previousKeys = await services.db.transaction(async (tx) => {
    const profile = await lockMediaOwner(tx, profileId);
    const [upload] = await attachUploads(tx, profileId, [uploadId], 'AVATAR', 'uploadId', now);
    await setProfileAvatar(tx, profileId, mediaUrl(present(upload).image));
    const previous = keyOfMediaUrl(profile.avatar);
    if (!previous || previous === present(upload).image) return [];
    return releaseImage(tx, profileId, 'AVATAR', { image: previous, thumbnail: null, srcset: null });
  });
  await deleteObjects(services.media, previousKeys);
  return present(await getCurrentProfile(services, viewer.userId));
}
