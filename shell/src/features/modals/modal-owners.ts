import type { ModalType } from '@zaber/shared/platform/contract';
import type { RemoteId } from '@zaber/shared/platform/remotes';

/** Global modals whose content comes from the remote that owns the domain (DESIGN §2). */
export const FEDERATED_MODALS: Partial<Record<ModalType, RemoteId>> = {
  'package-order': 'mf-client',
  'private-request': 'mf-client',
  'top-up': 'mf-account',
  'payment-status': 'mf-account',
  conversation: 'mf-account',
  'proposal-detail': 'mf-executor',
  review: 'mf-client',
  favourite: 'mf-public',
};

/**
 * Global modals that act on an account (spec §2, §6): a guest who asks for one is offered sign-in
 * or sign-up first, and the modal opens once they are signed in.
 */
export const ACCOUNT_MODALS: ReadonlySet<ModalType> = new Set<ModalType>([
  'package-order',
  'private-request',
  'top-up',
  'payment-status',
  'conversation',
  'proposal-detail',
  'review',
  'favourite',
]);

export function needsAccount(type: ModalType): boolean {
  return ACCOUNT_MODALS.has(type);
}
