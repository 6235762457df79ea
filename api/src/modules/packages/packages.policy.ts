import { canSeeProfile } from '../executors/executors.policy';
import type { PackageRow } from './packages.mappers';
import type { profiles } from '../../db/schema';

/** Inactive packages, and packages of professionals awaiting approval, exist only for their owner. */
export function canSeePackage(
  pkg: Pick<PackageRow, 'status'>,
  executor: Pick<typeof profiles.$inferSelect, 'id' | 'isExecutor' | 'isPublic'>,
  viewerProfileId: string | null,
): boolean {
  if (executor.id === viewerProfileId) return true;
  return pkg.status === 'ACTIVE' && canSeeProfile(executor, null);
}
