import {
  ADDITIONAL_SERVICES_MAX,
  type additionalServiceSchema,
  type addPackageImagesSchema,
  PACKAGE_ERRORS,
  PACKAGE_GALLERY_MAX,
  PACKAGE_GALLERY_MIN,
  PRICE_OPTIONS_MAX,
  type packageSchema,
  type priceOptionSchema,
  type reorderPackageImagesSchema,
} from '@zaber/shared/packages/schema';
import { PROFILE_ERRORS } from '@zaber/shared/profiles/schema';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ConflictError, FieldErrorsError, NotFoundError } from '../../lib/domain-errors';
import type { Paging } from '../../lib/paging';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { slugify } from '../../lib/slug';
import { findCategoryBySlug } from '../categories/categories.repository';
import { findMunicipality } from '../location/location.repository';
import { deleteObjects } from '../media/image-store';
import { UploadLimitError } from '../media/media-errors';
import { attachUploads, lockMediaOwner, releaseImage } from '../media/uploads.service';
import type { PackageRow } from './packages.mappers';
import { activationBlockers } from './packages.policy';
import {
  activationStatesOf,
  appendImages,
  countPackageParts,
  deleteAdditionalServiceRow,
  deleteImageRow,
  deletePriceOptionRow,
  findAdditionalService,
  findImage,
  findOwnAdditionalServicePackage,
  findOwnImagePackage,
  findOwnPriceOptionPackage,
  findPackage,
  findPriceOption,
  insertAdditionalService,
  insertPackage,
  insertPriceOption,
  listImages,
  listOwnPackages,
  lockOwnPackage,
  refreshPackageDerived,
  setGalleryAlt,
  setImageSort,
  updateAdditionalService,
  updatePackageRow,
  updatePriceOption,
} from './packages.repository';

// The catalogue's reads, for the resolvers.

/*
 * The professional's packages (spec §2, DESIGN §5): details, price options, additional services
 * and the gallery. Every change is one transaction that locks the owner's profile row first (the
 * lock every media writer takes: uploads, works, galleries), then the package's row, so the counts
 * a rule reads (images, options) hold until it commits and a refusal writes nothing. Orders copy
 * titles and prices when they are placed, so nothing here ever changes an order.
 */

type PackageValues = z.output<typeof packageSchema>;
type PriceOptionValues = z.output<typeof priceOptionSchema>;
type AdditionalServiceValues = z.output<typeof additionalServiceSchema>;
type AddImagesValues = z.output<typeof addPackageImagesSchema>;
type ReorderImagesValues = z.output<typeof reorderPackageImagesSchema>;

const OPTION_NOT_FOUND = 'Cenová varianta nenalezena.';
const SERVICE_NOT_FOUND = 'Doplňková služba nenalezena.';
const IMAGE_NOT_FOUND = 'Obrázek nenalezen.';

/** A row id of the API (`"12"`), or null for anything that cannot be one. */
function rowId(raw: string | null | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** The URL slug of a title; a title of symbols only still gets one. */
function slugOf(title: string): string {
  return slugify(title) || 'balicek';
}

export function listMyPackages(services: Pick<Services, 'db'>, profileId: string, status: PackageRow['status'] | null, p: Paging) {
  return listOwnPackages(services.db, profileId, status, p);
}

/** The service (a top-level category) and the obec (optional: null is the whole country) of a package, both checked at once. */
async function resolveDetails(db: Db, input: PackageValues) {
  const category = await findCategoryBySlug(db, input.categorySlug);
  const place = input.municipalityId ? await findMunicipality(db, Number(input.municipalityId)) : null;
  const errors: Record<string, string> = {};
  if (!category || category.parentId !== null) errors.categorySlug = PROFILE_ERRORS.UNKNOWN_CATEGORY;
  if (input.municipalityId && !place) errors.municipalityId = PROFILE_ERRORS.UNKNOWN_PLACE;
  const first = Object.values(errors)[0];
  if (first || !category) throw new FieldErrorsError(errors, first);
  return {
    title: input.title,
    slug: slugOf(input.title),
    description: input.description,
    categoryId: category.id,
    municipalityId: place ? place.municipality.id : null,
  };
}

/** createPackage: INACTIVE, price-from 0 until it has options; its search text written at once. */
export async function createPackage(services: Pick<Services, 'db'>, profileId: string, input: PackageValues): Promise<PackageRow> {
  const details = await resolveDetails(services.db, input);
  return services.db.transaction(async (tx) => {
    const row = await insertPackage(tx, { ...details, executorProfileId: profileId, status: 'INACTIVE', priceFrom: 0 });
    await refreshPackageDerived(tx, row.id);
    return present(await findPackage(tx, row.id));
  });
}

/**
 * Runs a change of the viewer's package in one transaction: the profile's row, then the package's
 * row locked (always in this order); a missing package and someone else's are the same NOT_FOUND,
 * so nobody learns which ids exist. The price-from and the search text are rewritten after the
 * change, and the fresh row is answered with what the change returned.
 */
async function changeOwnPackage<T>(
  services: Pick<Services, 'db'>,
  profileId: string,
  packageId: number | null,
  change: (tx: Db, pkg: PackageRow) => Promise<T>,
): Promise<{ row: PackageRow; result: T }> {
  if (packageId === null) throw new NotFoundError(PACKAGE_ERRORS.NOT_FOUND);
  return services.db.transaction(async (tx) => {
    await lockMediaOwner(tx, profileId);
    const pkg = await lockOwnPackage(tx, profileId, packageId);
    if (!pkg) throw new NotFoundError(PACKAGE_ERRORS.NOT_FOUND);
    const result = await change(tx, pkg);
    await refreshPackageDerived(tx, pkg.id);
    return { row: present(await findPackage(tx, pkg.id)), result };
  });
}

/** updatePackage: the owner's details saved whole; the slug follows the title, the gallery's alt texts too. */
export async function updatePackage(services: Pick<Services, 'db'>, profileId: string, rawId: string, input: PackageValues): Promise<PackageRow> {
  const id = rowId(rawId);
  const details = await resolveDetails(services.db, input);
  const { row } = await changeOwnPackage(services, profileId, id, async (tx, pkg) => {
    await updatePackageRow(tx, pkg.id, details);
    if (details.title !== pkg.title) await setGalleryAlt(tx, pkg.id, details.title);
  });
  return row;
}

/** setPackageStatus: ACTIVE only with nothing blocking it (CONFLICT naming every blocker); INACTIVE any time. */
export async function setPackageStatus(services: Pick<Services, 'db'>, profileId: string, rawId: string, status: PackageRow['status']): Promise<PackageRow> {
  const { row } = await changeOwnPackage(services, profileId, rowId(rawId), async (tx, pkg) => {
    if (status === 'ACTIVE') {
      const [state] = await activationStatesOf(tx, [pkg.id]);
      const blockers = activationBlockers(present(state));
      if (blockers.length) throw new ConflictError(blockers.join(' '));
    }
    await updatePackageRow(tx, pkg.id, { status });
  });
  return row;
}

/** savePriceOption: no id adds one (at most PRICE_OPTIONS_MAX), an id edits that option of the package. */
export async function savePriceOption(services: Pick<Services, 'db'>, profileId: string, input: PriceOptionValues): Promise<PackageRow> {
  const { row } = await changeOwnPackage(services, profileId, rowId(input.packageId), async (tx, pkg) => {
    const values = { title: input.title, price: input.price, description: input.description };
    if (input.id === null) {
      if ((await countPackageParts(tx, pkg.id)).options >= PRICE_OPTIONS_MAX) throw new ConflictError(PACKAGE_ERRORS.TOO_MANY_OPTIONS);
      await insertPriceOption(tx, { packageId: pkg.id, ...values });
      return;
    }
    const optionId = rowId(input.id);
    const option = optionId === null ? undefined : await findPriceOption(tx, pkg.id, optionId);
    if (!option) throw new NotFoundError(OPTION_NOT_FOUND);
    await updatePriceOption(tx, option.id, values);
  });
  return row;
}

/** deletePriceOption: the owner's option; an ACTIVE package keeps its last one. */
export async function deletePriceOption(services: Pick<Services, 'db'>, profileId: string, rawId: string): Promise<PackageRow> {
  const optionId = rowId(rawId);
  const packageId = optionId === null ? undefined : await findOwnPriceOptionPackage(services.db, profileId, optionId);
  if (optionId === null || packageId === undefined) throw new NotFoundError(OPTION_NOT_FOUND);
  const { row } = await changeOwnPackage(services, profileId, packageId, async (tx, pkg) => {
    // Read again under the package's lock: a concurrent delete may have taken it meanwhile.
    if (!(await findPriceOption(tx, pkg.id, optionId))) throw new NotFoundError(OPTION_NOT_FOUND);
    if (pkg.status === 'ACTIVE' && (await countPackageParts(tx, pkg.id)).options <= 1) throw new ConflictError(PACKAGE_ERRORS.ACTIVE_KEEPS_OPTION);
    await deletePriceOptionRow(tx, optionId);
  });
  return row;
}

/** saveAdditionalService: no id adds one (at most ADDITIONAL_SERVICES_MAX), an id edits that service of the package. */
export async function saveAdditionalService(services: Pick<Services, 'db'>, profileId: string, input: AdditionalServiceValues): Promise<PackageRow> {
  const { row } = await changeOwnPackage(services, profileId, rowId(input.packageId), async (tx, pkg) => {
    const values = { title: input.title, price: input.price, note: input.note };
    if (input.id === null) {
      if ((await countPackageParts(tx, pkg.id)).services >= ADDITIONAL_SERVICES_MAX) throw new ConflictError(PACKAGE_ERRORS.TOO_MANY_SERVICES);
      await insertAdditionalService(tx, { packageId: pkg.id, ...values });
      return;
    }
    const serviceId = rowId(input.id);
    const service = serviceId === null ? undefined : await findAdditionalService(tx, pkg.id, serviceId);
    if (!service) throw new NotFoundError(SERVICE_NOT_FOUND);
    await updateAdditionalService(tx, service.id, values);
  });
  return row;
}

export async function deleteAdditionalService(services: Pick<Services, 'db'>, profileId: string, rawId: string): Promise<PackageRow> {
  const serviceId = rowId(rawId);
  const packageId = serviceId === null ? undefined : await findOwnAdditionalServicePackage(services.db, profileId, serviceId);
  if (serviceId === null || packageId === undefined) throw new NotFoundError(SERVICE_NOT_FOUND);
  const { row } = await changeOwnPackage(services, profileId, packageId, async (tx, pkg) => {
    if (!(await findAdditionalService(tx, pkg.id, serviceId))) throw new NotFoundError(SERVICE_NOT_FOUND);
    await deleteAdditionalServiceRow(tx, serviceId);
  });
  return row;
}

/**
 * addPackageImages: the viewer's unattached WORK uploads join the gallery after its last image,
 * all or none (someone else's, attached or unknown: INVALID_FILES on uploadIds); the gallery holds
 * at most PACKAGE_GALLERY_MAX.
 */
export async function addPackageImages(services: Pick<Services, 'db'>, profileId: string, input: AddImagesValues, now = new Date()): Promise<PackageRow> {
  const { row } = await changeOwnPackage(services, profileId, rowId(input.packageId), async (tx, pkg) => {
    const uploads = await attachUploads(tx, profileId, input.uploadIds, 'WORK', 'uploadIds', now);
    if ((await countPackageParts(tx, pkg.id)).images + uploads.length > PACKAGE_GALLERY_MAX) {
      throw new UploadLimitError(PACKAGE_ERRORS.GALLERY_FULL, 'uploadIds');
    }
    await appendImages(
      tx,
      pkg.id,
      uploads.map((u) => ({ image: u.image, thumbnail: u.thumbnail, srcset: u.srcset, width: u.width, height: u.height, alt: pkg.title })),
    );
  });
  return row;
}

/**
 * deletePackageImage: the owner's image; an ACTIVE package keeps PACKAGE_GALLERY_MIN. The row and
 * its upload go in the transaction, the stored objects after it commits — only those under the
 * owner's own works folder, never shared demo images.
 */
export async function deletePackageImage(services: Pick<Services, 'db' | 'media'>, profileId: string, rawId: string): Promise<PackageRow> {
  const imageId = rowId(rawId);
  const packageId = imageId === null ? undefined : await findOwnImagePackage(services.db, profileId, imageId);
  if (imageId === null || packageId === undefined) throw new NotFoundError(IMAGE_NOT_FOUND);
  const { row, result: keys } = await changeOwnPackage(services, profileId, packageId, async (tx, pkg) => {
    const image = await findImage(tx, pkg.id, imageId);
    if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
    if (pkg.status === 'ACTIVE' && (await countPackageParts(tx, pkg.id)).images <= PACKAGE_GALLERY_MIN) {
      throw new ConflictError(PACKAGE_ERRORS.ACTIVE_KEEPS_IMAGES);
    }
    await deleteImageRow(tx, image.id);
    return releaseImage(tx, profileId, 'WORK', image);
  });
  await deleteObjects(services.media, keys);
  return row;
}

/** reorderPackageImages: exactly the gallery's images in their new order; sorts 0..n-1. */
export async function reorderPackageImages(services: Pick<Services, 'db'>, profileId: string, input: ReorderImagesValues): Promise<PackageRow> {
  const { row } = await changeOwnPackage(services, profileId, rowId(input.packageId), async (tx, pkg) => {
    const current = await listImages(tx, pkg.id);
    const byId = new Map(current.map((image) => [String(image.id), image]));
    const exact = input.imageIds.length === current.length && new Set(input.imageIds).size === current.length && input.imageIds.every((id) => byId.has(id));
    if (!exact) throw new FieldErrorsError({ imageIds: PACKAGE_ERRORS.IMAGE_ORDER }, PACKAGE_ERRORS.IMAGE_ORDER);
    for (const [sort, id] of input.imageIds.entries()) await setImageSort(tx, present(byId.get(id)).id, sort);
  });
  return row;
}
