import type { PackageResolvers, QueryResolvers } from '../../generated/graphql';
import { pageInfo, paging } from '../../lib/paging';
import { optionalViewer } from '../auth/auth.policy';
import { findCategoryById, findServiceCategoryBySlug } from '../categories/categories.repository';
import { toCategory } from '../categories/categories.mappers';
import { canSeeProfile } from '../executors/executors.policy';
import { toImage } from '../media/image';
import { findMunicipality } from '../profile/profile.repository';
import { toMunicipality } from '../profile/profile.service';
import { packageUrl, WHOLE_COUNTRY } from './packages.mappers';
import { findPackageWithExecutor, findProfileById, listImages, listPackages, listPriceOptions, listServices, municipalityName } from './packages.repository';

export const packagesResolver: QueryResolvers['packages'] = async (_parent, args, ctx) => {
  const viewer = await optionalViewer(ctx);
  const p = paging(args.page, args.pageSize);
  const filter = args.filter ?? {};
  let categoryId: number | undefined;
  if (filter.categorySlug) {
    const category = await findServiceCategoryBySlug(ctx.services.db, filter.categorySlug);
    if (!category) return { items: [], pageInfo: pageInfo(p, 0) };
    categoryId = category.id;
  }
  const { rows, totalCount } = await listPackages(
    ctx.services.db,
    { categoryId, provinceSlug: filter.provinceSlug, priceMin: filter.priceMin, priceMax: filter.priceMax, search: filter.search },
    p,
  );
  return { items: rows.map((row) => ({ row, viewerProfileId: viewer?.profileId ?? null })), pageInfo: pageInfo(p, totalCount) };
};

export const packageResolver: QueryResolvers['package'] = async (_parent, args, ctx) => {
  const viewer = await optionalViewer(ctx);
  if (!/^\d{1,9}$/.test(args.id)) return null;
  const found = await findPackageWithExecutor(ctx.services.db, Number(args.id));
  if (!found) return null;
  const viewerProfileId = viewer?.profileId ?? null;
  const owner = found.executor.id === viewerProfileId;
  // Inactive packages, and packages of professionals awaiting approval, exist only for their owner.
  if (!owner && (found.pkg.status !== 'ACTIVE' || !canSeeProfile(found.executor, null))) return null;
  return { row: found.pkg, viewerProfileId };
};

export const packageFields: PackageResolvers = {
  id: ({ row }) => String(row.id),
  slug: ({ row }) => row.slug,
  url: ({ row }) => packageUrl(row),
  title: ({ row }) => row.title,
  description: ({ row }) => row.description,
  status: ({ row }) => row.status,
  priceFrom: ({ row }) => row.priceFrom,
  category: async ({ row }, _args, ctx) => toCategory((await findCategoryById(ctx.services.db, row.categoryId))!),
  municipality: async ({ row }, _args, ctx) => {
    if (!row.municipalityId) return null;
    const m = await findMunicipality(ctx.services.db, row.municipalityId);
    return m ? toMunicipality(m) : null;
  },
  placeName: async ({ row }, _args, ctx) => (row.municipalityId ? ((await municipalityName(ctx.services.db, row.municipalityId)) ?? WHOLE_COUNTRY) : WHOLE_COUNTRY),
  cover: async ({ row }, _args, ctx) => {
    const [first] = await listImages(ctx.services.db, row.id);
    return first ? toImage(first.image, first.thumbnail, first.alt) : null;
  },
  gallery: async ({ row }, _args, ctx) => (await listImages(ctx.services.db, row.id)).map((i) => toImage(i.image, i.thumbnail, i.alt)!),
  priceOptions: async ({ row }, _args, ctx) =>
    (await listPriceOptions(ctx.services.db, row.id)).map((o) => ({ id: String(o.id), title: o.title, price: o.price, description: o.description })),
  additionalServices: async ({ row }, _args, ctx) =>
    (await listServices(ctx.services.db, row.id)).map((s) => ({ id: String(s.id), title: s.title, price: s.price, note: s.note })),
  executor: async ({ row, viewerProfileId }, _args, ctx) => ({ row: (await findProfileById(ctx.services.db, row.executorProfileId))!, viewerProfileId }),
};
