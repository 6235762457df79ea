import { findCategoriesByIds, findCategoryBySlug, findServiceCategoryBySlug } from './categories.repository';

export { findCategoriesByIds, findCategoryBySlug, findServiceCategoryBySlug };
