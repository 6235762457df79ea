import { additionalServiceSchema, addPackageImagesSchema, packageSchema, priceOptionSchema, reorderPackageImagesSchema } from '@zaber/shared/packages/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { present } from '../../lib/present';
import { toCategory } from '../categories/categories.mappers';
import { serviceCategoryFilter } from '../categories/categories.service';
import { toMunicipality } from '../location/location.mappers';
import { toImage } from '../media/image';
import { checkCatalogueFilter, resolveCatalogueFilter } from '../search/catalogue-filter';
import { toSearchReading } from '../search/search.mappers';
import { parseSearchText } from '../search/search.service';
import { type PackageParent, type PackageRow, packageUrl, WHOLE_COUNTRY } from './packages.mappers';
import { activationBlockers, canSeePackage } from './packages.policy';
import { findPackageWithExecutor, listImages, listPackages, listPriceOptions, listServices } from './packages.repository';
import {
  addPackageImages,
  createPackage,
  deleteAdditionalService,
  deletePackageImage,
  deletePriceOption,
  listMyPackages,
  reorderPackageImages,
  saveAdditionalService,
  savePriceOption,
  setPackageStatus,
  updatePackage,
} from './packages.service';

/** A package the viewer just changed, on its way to the GraphQL Package. */
async function mine(viewer: { profileId: string }, change: Promise<PackageRow>): Promise<PackageParent> {
  return { row: await change, viewerProfileId: viewer.profileId };
}

export const packagesResolvers = {
  Query: {
    packages: operation({ auth: 'public' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const filter = args.filter ?? {};
      const db = ctx.services.db;
      checkCatalogueFilter(filter);
      const search = await parseSearchText(db, filter.search);
      const reading = await toSearchReading(ctx, search);
      const categoryId = await serviceCategoryFilter(db, filter.categorySlug);
      const places = await resolveCatalogueFilter(db, filter);
      if (categoryId === null || places === null) return { items: [], pageInfo: pageInfo(p, 0), reading };
      const { rows, total } = await listPackages(
        db,
        { categoryId, provinceSlug: filter.provinceSlug, priceMin: filter.priceMin, priceMax: filter.priceMax, filter: places, search },
        p,
      );
      return { items: rows.map((row) => ({ row, viewerProfileId: viewer?.profileId ?? null })), pageInfo: pageInfo(p, total), reading };
    }),
    package: operation({ auth: 'public' }).resolve(async ({ ctx, viewer, args }) => {
      if (!/^\d{1,9}$/.test(args.id)) return null;
      const found = await findPackageWithExecutor(ctx.services.db, Number(args.id));
      const viewerProfileId = viewer?.profileId ?? null;
      if (!found || !canSeePackage(found.pkg, found.executor, viewerProfileId)) return null;
      return { row: found.pkg, viewerProfileId };
    }),
    myPackages: operation({ auth: 'executor' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const { rows, totalCount } = await listMyPackages(ctx.services, viewer.profileId, args.status ?? null, p);
      return { items: rows.map((row) => ({ row, viewerProfileId: viewer.profileId })), pageInfo: pageInfo(p, totalCount) };
    }),
  },
  Mutation: {
    createPackage: operation({ auth: 'executor', input: packageSchema }).resolve(({ ctx, viewer, input }) =>
      mine(viewer, createPackage(ctx.services, viewer.profileId, input)),
    ),
    updatePackage: operation({ auth: 'executor', input: packageSchema }).resolve(({ ctx, viewer, input, args }) =>
      mine(viewer, updatePackage(ctx.services, viewer.profileId, args.id, input)),
    ),
    setPackageStatus: operation({ auth: 'executor' }).resolve(({ ctx, viewer, args }) =>
      mine(viewer, setPackageStatus(ctx.services, viewer.profileId, args.id, args.status)),
    ),
    savePriceOption: operation({ auth: 'executor', input: priceOptionSchema }).resolve(({ ctx, viewer, input }) =>
      mine(viewer, savePriceOption(ctx.services, viewer.profileId, input)),
    ),
    deletePriceOption: operation({ auth: 'executor' }).resolve(({ ctx, viewer, args }) =>
      mine(viewer, deletePriceOption(ctx.services, viewer.profileId, args.id)),
    ),
    saveAdditionalService: operation({ auth: 'executor', input: additionalServiceSchema }).resolve(({ ctx, viewer, input }) =>
      mine(viewer, saveAdditionalService(ctx.services, viewer.profileId, input)),
    ),
    deleteAdditionalService: operation({ auth: 'executor' }).resolve(({ ctx, viewer, args }) =>
      mine(viewer, deleteAdditionalService(ctx.services, viewer.profileId, args.id)),
    ),
    addPackageImages: operation({ auth: 'executor', input: addPackageImagesSchema }).resolve(({ ctx, viewer, input }) =>
      mine(viewer, addPackageImages(ctx.services, viewer.profileId, input)),
    ),
    deletePackageImage: operation({ auth: 'executor' }).resolve(({ ctx, viewer, args }) =>
      mine(viewer, deletePackageImage(ctx.services, viewer.profileId, args.id)),
    ),
    reorderPackageImages: operation({ auth: 'executor', input: reorderPackageImagesSchema }).resolve(({ ctx, viewer, input }) =>
      mine(viewer, reorderPackageImages(ctx.services, viewer.profileId, input)),
    ),
  },
  // Card fields go through the request's loaders, so a page of cards costs the same few statements at any size.
  Package: {
    id: ({ row }) => String(row.id),
    slug: ({ row }) => row.slug,
    url: ({ row }) => packageUrl(row),
    title: ({ row }) => row.title,
    description: ({ row }) => row.description,
    status: ({ row }) => row.status,
    priceFrom: ({ row }) => row.priceFrom,
    category: async ({ row }, _args, ctx) => toCategory(present(await ctx.loaders.categoryById.load(row.categoryId))),
    municipality: async ({ row }, _args, ctx) => {
      const m = row.municipalityId ? await ctx.loaders.municipalityById.load(row.municipalityId) : undefined;
      return m ? toMunicipality(m) : null;
    },
    placeName: async ({ row }, _args, ctx) =>
      (row.municipalityId ? (await ctx.loaders.municipalityById.load(row.municipalityId))?.municipality.name : undefined) ?? WHOLE_COUNTRY,
    cover: async ({ row }, _args, ctx) => {
      const first = await ctx.loaders.packageCover.load(row.id);
      return first ? toImage(first, first.alt) : null;
    },
    // Each image's own id: the owner deletes and reorders them one by one.
    gallery: async ({ row }, _args, ctx) => (await listImages(ctx.services.db, row.id)).map((i) => ({ ...present(toImage(i, i.alt)), id: String(i.id) })),
    priceOptions: async ({ row }, _args, ctx) =>
      (await listPriceOptions(ctx.services.db, row.id)).map((o) => ({ id: String(o.id), title: o.title, price: o.price, description: o.description })),
    additionalServices: async ({ row }, _args, ctx) =>
      (await listServices(ctx.services.db, row.id)).map((s) => ({ id: String(s.id), title: s.title, price: s.price, note: s.note })),
    executor: async ({ row, viewerProfileId }, _args, ctx) => ({ row: present(await ctx.loaders.profileById.load(row.executorProfileId)), viewerProfileId }),
    isOwner: ({ row, viewerProfileId }) => row.executorProfileId === viewerProfileId,
    activationBlockers: async ({ row, viewerProfileId }, _args, ctx) => {
      if (row.executorProfileId !== viewerProfileId) return [];
      const state = await ctx.loaders.packageActivation.load(row.id);
      return state ? activationBlockers(state) : [];
    },
  },
} satisfies Resolvers;
