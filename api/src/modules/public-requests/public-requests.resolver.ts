import type { PublicRequest, QueryResolvers } from '../../generated/graphql';
import { pageInfo, paging } from '../../lib/paging';
import { slugify } from '../../lib/slug';
import { findCategoryBySlug, listCategories } from '../categories/categories.repository';
import type { Db } from '../../db/database';
import { toCategory } from '../categories/categories.mappers';
import { WHOLE_COUNTRY } from '../packages/packages.mappers';
import { findPublicRequest, listPublicRequests, type PublicRequestRow } from './public-requests.repository';

type CategoryNames = Map<number, { id: number; name: string; slug: string }>;

/** Categories are few; one read serves every row's subcategory. */
async function categoryNames(db: Db): Promise<CategoryNames> {
  return new Map((await listCategories(db, false)).map((c) => [c.id, c]));
}

function toPublicRequest(row: PublicRequestRow, names: CategoryNames): PublicRequest {
  const placeName = row.place ?? WHOLE_COUNTRY;
  const sub = row.subcategoryId === null ? undefined : names.get(row.subcategoryId);
  const title = `${sub?.name ?? row.category.name} – ${placeName}`;
  return {
    id: String(row.number),
    url: `/poptavky/${row.number}/${slugify(title)}/`,
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

export const publicRequestsResolver: QueryResolvers['publicRequests'] = async (_parent, args, ctx) => {
  const p = paging(args.page, args.pageSize);
  let categoryId: number | null = null;
  if (args.categorySlug) {
    const category = await findCategoryBySlug(ctx.services.db, args.categorySlug);
    if (!category) return { items: [], pageInfo: pageInfo(p, 0) };
    categoryId = category.id;
  }
  const { rows, totalCount } = await listPublicRequests(ctx.services.db, categoryId, p);
  const names = await categoryNames(ctx.services.db);
  return { items: rows.map((row) => toPublicRequest(row, names)), pageInfo: pageInfo(p, totalCount) };
};

export const publicRequestResolver: QueryResolvers['publicRequest'] = async (_parent, args, ctx) => {
  if (!/^\d{1,9}$/.test(args.id)) return null;
  const row = await findPublicRequest(ctx.services.db, Number(args.id));
  return row ? toPublicRequest(row, await categoryNames(ctx.services.db)) : null;
};
