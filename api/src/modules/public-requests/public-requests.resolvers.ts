import { href } from '@zaber/shared/platform/routes';
import type { PublicRequest, Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { slugify } from '../../lib/slug';
import { toCategory } from '../categories/categories.mappers';
import { findCategoryBySlug } from '../categories/categories.repository';
import { WHOLE_COUNTRY } from '../packages/packages.mappers';
import type { PublicRequestRow } from './public-requests.repository';
import { findOpenPublicRequest, listOpenPublicRequests } from './public-requests.service';

type CategoryNames = Map<number, { id: number; name: string; slug: string }>;

/** The rows' subcategories through the request's loader: one read for a whole page. */
async function subcategoriesOf(ctx: GraphQLContext, rows: readonly PublicRequestRow[]): Promise<CategoryNames> {
  const ids = [...new Set(rows.flatMap((row) => (row.subcategoryId === null ? [] : [row.subcategoryId])))];
  const found = await Promise.all(ids.map((id) => ctx.loaders.categoryById.load(id)));
  return new Map(found.flatMap((c) => (c ? [[c.id, c] as const] : [])));
}

function toPublicRequest(row: PublicRequestRow, names: CategoryNames): PublicRequest {
  const placeName = row.place ?? WHOLE_COUNTRY;
  const sub = row.subcategoryId === null ? undefined : names.get(row.subcategoryId);
  const title = `${sub?.name ?? row.category.name} – ${placeName}`;
  return {
    id: String(row.number),
    url: href('request-detail', { id: String(row.number), slug: slugify(title) }),
    title,
    category: toCategory(row.category),
    // A subcategory takes the work types of its service.
    subcategory: sub ? toCategory({ ...sub, allowedWorkTypes: row.category.allowedWorkTypes }) : null,
    placeName,
    date: row.date,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    description: row.description,
    proposalsCount: row.proposalsCount,
    created: row.createdAt,
  };
}

export const publicRequestsResolvers = {
  Query: {
    publicRequests: operation({ auth: 'none' }).resolve(async ({ ctx, args }) => {
      const p = paging(args.page, args.pageSize);
      let category: { id: number; parentId: number | null } | null = null;
      if (args.categorySlug) {
        category = (await findCategoryBySlug(ctx.services.db, args.categorySlug)) ?? null;
        if (!category) return { items: [], pageInfo: pageInfo(p, 0) };
      }
      const { rows, total } = await listOpenPublicRequests(ctx.services.db, category, p);
      const names = await subcategoriesOf(ctx, rows);
      return { items: rows.map((row) => toPublicRequest(row, names)), pageInfo: pageInfo(p, total) };
    }),
    publicRequest: operation({ auth: 'none' }).resolve(async ({ ctx, args }) => {
      if (!/^\d{1,9}$/.test(args.id)) return null;
      const row = await findOpenPublicRequest(ctx.services.db, Number(args.id));
      return row ? toPublicRequest(row, await subcategoriesOf(ctx, [row])) : null;
    }),
  },
} satisfies Resolvers;
