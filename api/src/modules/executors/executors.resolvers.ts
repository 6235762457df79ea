import { pragueToday } from '@zaber/shared/requests/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { toCategory } from '../categories/categories.mappers';
import { serviceCategoryFilter } from '../categories/categories.service';
import { toMunicipality } from '../location/location.mappers';
import { toImage } from '../media/image';
import { toWork, workAlt } from '../portfolio/portfolio.mappers';
import { resolveCatalogueFilter } from '../search/catalogue-filter';
import { toSearchReading } from '../search/search.mappers';
import { parseSearchText } from '../search/search.service';
import { profileUrl, seesInactiveCategories, shortName } from './executors.mappers';
import { canSeeProfile } from './executors.policy';
import { findProfileByUsername, listDates, listExecutorPackages, listPublicExecutors, listReviews, listWorks } from './executors.repository';

export const executorsResolvers = {
  Query: {
    executors: operation({ auth: 'public' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const filter = args.filter ?? {};
      const db = ctx.services.db;
      const search = await parseSearchText(db, filter.search);
      const reading = await toSearchReading(ctx, search);
      const categoryId = await serviceCategoryFilter(db, filter.categorySlug);
      const places = await resolveCatalogueFilter(db, filter);
      if (categoryId === null || places === null) return { items: [], pageInfo: pageInfo(p, 0), reading };
      const { rows, total } = await listPublicExecutors(
        db,
        { workType: filter.workType, categoryId, provinceSlug: filter.provinceSlug, filter: places, priceMax: filter.priceMax, search, sort: args.sort },
        p,
      );
      return {
        items: rows.map(({ profile, distanceKm }) => ({ row: profile, viewerProfileId: viewer?.profileId ?? null, distanceKm })),
        pageInfo: pageInfo(p, total),
        reading,
      };
    }),
    publicProfile: operation({ auth: 'public' }).resolve(async ({ ctx, viewer, args }) => {
      const row = await findProfileByUsername(ctx.services.db, args.username);
      if (!row) return null;
      const viewerProfileId = viewer?.profileId ?? null;
      if (!canSeeProfile(row, viewerProfileId)) {
        // Moderators review profiles awaiting approval; their roles are read only for such a profile.
        const isModerator = viewer?.roles.isModerator ?? false;
        if (!canSeeProfile(row, viewerProfileId, isModerator)) return null;
      }
      return { row, viewerProfileId: viewer?.profileId ?? null };
    }),
  },
  // Field by field, so list pages (cards) do not load portfolios, reviews and dates; card fields go through the loaders.
  PublicProfile: {
    id: ({ row }) => row.id,
    username: ({ row }) => row.username,
    url: ({ row }) => profileUrl(row.username),
    title: ({ row }) => row.title,
    avatar: ({ row }) => row.avatar,
    location: ({ row }) => row.location,
    summary: ({ row }) => row.summary,
    rating: ({ row }) => row.rating,
    reviewsCount: ({ row }) => row.reviewsCount,
    responseTime: ({ row }) => row.responseTime,
    activityIndex: ({ row }) => row.activityIndex,
    priceFrom: async ({ row }, _args, ctx) => (await ctx.loaders.profilePriceFrom.load(row.id))?.priceFrom ?? null,
    memberSince: ({ row }) => row.createdAt,
    distanceKm: ({ distanceKm }) => (distanceKm === null || distanceKm === undefined ? null : Math.round(distanceKm * 10) / 10),
    finishedJobs: ({ row }, _args, ctx) => ctx.loaders.finishedJobsByExecutor.load(row.id),
    // Public means a moderator approved it (spec: a professional's profile is listed once approved).
    verified: ({ row }) => row.isPublic,
    isPublic: ({ row }) => row.isPublic,
    isOwner: ({ row, viewerProfileId }) => row.id === viewerProfileId,
    municipality: async ({ row }, _args, ctx) => {
      const m = row.municipalityId ? await ctx.loaders.municipalityById.load(row.municipalityId) : undefined;
      return m ? toMunicipality(m) : null;
    },
    categories: async (parent, _args, ctx) =>
      (await ctx.loaders.profileCategories.load(parent.row.id))
        .filter((c) => c.active || seesInactiveCategories(parent))
        .map((c) => ({ category: toCategory(c.category), summary: c.summary, worksCount: c.worksCount, active: c.active })),
    cover: async ({ row }, _args, ctx) => {
      const work = await ctx.loaders.profileCover.load(row.id);
      return work ? toImage(work, workAlt(work.title, row.title)) : null;
    },
    works: async (parent, args, ctx) =>
      (await listWorks(ctx.services.db, parent.row.id, args.categorySlug, !seesInactiveCategories(parent))).map(({ work, category }) =>
        toWork(work, category, parent.row.title),
      ),
    packages: async ({ row, viewerProfileId }, _args, ctx) =>
      (await listExecutorPackages(ctx.services.db, row.id, row.id === viewerProfileId)).map((pkg) => ({ row: pkg, viewerProfileId })),
    reviews: async ({ row }, _args, ctx) =>
      (await listReviews(ctx.services.db, row.id)).map(({ review, authorName }) => ({
        id: review.id,
        rating: review.rating,
        text: review.text,
        authorName: authorName ? shortName(authorName) : 'Klient Záběru',
        created: review.createdAt,
      })),
    dates: async (parent, args, ctx) =>
      (await listDates(ctx.services.db, parent.row.id, pragueToday(), args.categorySlug, !seesInactiveCategories(parent))).map(({ date, category }) => ({
        date: date.date,
        status: date.status,
        category: toCategory(category),
      })),
  },
} satisfies Resolvers;
