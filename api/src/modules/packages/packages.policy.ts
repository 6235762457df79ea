import { PACKAGE_ERRORS, PACKAGE_GALLERY_MIN } from '@zaber/shared/packages/schema';
import type { profiles } from '../../db/schema';
import { canSeeProfile } from '../executors/executors.policy';
import type { PackageRow } from './packages.mappers';

/** Inactive packages, and packages of professionals awaiting approval, exist only for their owner. */
export function canSeePackage(
  pkg: Pick<PackageRow, 'status'>,
  executor: Pick<typeof profiles.$inferSelect, 'id' | 'isExecutor' | 'isPublic'>,
  viewerProfileId: string | null,
): boolean {
  if (executor.id === viewerProfileId) return true;
  return pkg.status === 'ACTIVE' && canSeeProfile(executor, null);
}

export interface ActivationState {
  /** Gallery images. */
  images: number;
  /** Price options. */
  options: number;
  /** The owner is a professional a moderator approved (the catalogue lists only theirs). */
  isExecutor: boolean;
  isPublic: boolean;
}

/**
 * Why a package cannot be ACTIVE now (DESIGN §5: ≥ 6 gallery images, ≥ 1 price option, a public
 * profile), in Czech; empty when it can. setPackageStatus and Package.activationBlockers read this
 * one rule, so the checklist the owner sees is exactly what activation refuses.
 */
export function activationBlockers(state: ActivationState): string[] {
  const blockers: string[] = [];
  if (state.images < PACKAGE_GALLERY_MIN) blockers.push(PACKAGE_ERRORS.gallery(state.images));
  if (state.options < 1) blockers.push(PACKAGE_ERRORS.NO_PRICE_OPTION);
  if (!state.isExecutor || !state.isPublic) blockers.push(PACKAGE_ERRORS.NOT_PUBLIC);
  return blockers;
}
