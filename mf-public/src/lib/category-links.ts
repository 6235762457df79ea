import { SERVICE_CATEGORIES, type ServiceCategory } from '@zaber/shared/platform/services';

export function findService(slug: string | undefined): ServiceCategory | undefined {
  return slug ? SERVICE_CATEGORIES.find((c) => c.slug === slug) : undefined;
}

/** The service of a category or subcategory slug. */
export function serviceOf(slug: string | undefined): ServiceCategory | undefined {
  if (!slug) return undefined;
  return SERVICE_CATEGORIES.find((c) => c.slug === slug || c.subcategories.some((s) => s.slug === slug));
}
