const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 48;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** Clamps client paging: page ≥ 1, 1 ≤ pageSize ≤ 48. */
export function paging(page: number | null | undefined, pageSize: number | null | undefined): Paging {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const current = Math.max(Math.trunc(page ?? 1), 1);
  return { page: current, pageSize: size, offset: (current - 1) * size };
}

export function pageInfo(p: Paging, totalCount: number) {
  return { page: p.page, pageSize: p.pageSize, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / p.pageSize)) };
}
