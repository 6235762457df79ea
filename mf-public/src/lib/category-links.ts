import { SERVICE_CATEGORIES, type ServiceCategory } from '@zaber/shared/constants/services';
import { href } from '@zaber/shared/routes';

/** Spec §2 (footer): a service that takes only videos is listed under videographers, others under photographers. */
export function categoryListingHref(category: Pick<ServiceCategory, 'slug' | 'allowedWorkTypes'>): string {
  const videoOnly = category.allowedWorkTypes.length === 1 && category.allowedWorkTypes[0] === 'VIDEO';
  return href(videoOnly ? 'videographers' : 'photographers', { categorySlug: category.slug });
}

export function findService(slug: string | undefined): ServiceCategory | undefined {
  return slug ? SERVICE_CATEGORIES.find((c) => c.slug === slug) : undefined;
}

/** The service of a category or subcategory slug. */
export function serviceOf(slug: string | undefined): ServiceCategory | undefined {
  if (!slug) return undefined;
  return SERVICE_CATEGORIES.find((c) => c.slug === slug || c.subcategories.some((s) => s.slug === slug));
}
