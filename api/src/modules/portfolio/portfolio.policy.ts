import { isSafeKey } from '../media/media-storage';

/**
 * Objects a portfolio change may delete: only keys inside the owner's own folder
 * (`works/<profileId>/`, `avatars/<profileId>/`). Demo works and avatars share pooled images
 * under `demo/`, and previews of videos may be a provider's URL: those are never deleted.
 */
export function canDeleteKey(key: string, ownFolder: string): boolean {
  return isSafeKey(key) && key.startsWith(ownFolder);
}
