import type { ModalType } from '@zaber/shared/contract';
import type { RemoteId } from '@zaber/shared/remotes';

/** Global modals whose content comes from the remote that owns the domain (DESIGN §2). */
export const FEDERATED_MODALS: Partial<Record<ModalType, RemoteId>> = {
  'package-order': 'mf-client',
  'private-request': 'mf-client',
  'top-up': 'mf-account',
  'payment-status': 'mf-account',
  conversation: 'mf-account',
  'proposal-detail': 'mf-executor',
};
