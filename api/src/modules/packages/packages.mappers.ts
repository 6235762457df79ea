import { href } from '@zaber/shared/platform/routes';
import type { packages } from '../../db/schema';

export type PackageRow = typeof packages.$inferSelect;

/** A package row on its way to the GraphQL Package; field resolvers add the rest. */
export interface PackageParent {
  row: PackageRow;
  viewerProfileId: string | null;
}

export function packageUrl(row: Pick<PackageRow, 'id' | 'slug'>): string {
  return href('package-detail', { id: String(row.id), slug: row.slug });
}

/** Shown for a package without a municipality. */
export const WHOLE_COUNTRY = 'Celá ČR';
