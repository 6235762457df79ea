import { ACCOUNT_RIGHTS_ERRORS, DELETED_ACCOUNT_NAME, type deleteAccountSchema } from '@zaber/shared/accounts/account-rights';
import { CONVERSATION_STATUS_LABELS } from '@zaber/shared/conversations/constants';
import { href } from '@zaber/shared/platform/routes';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { Services } from '../../lib/ports';
import { findUserById } from '../auth/auth.repository';
import { publishSessionsEnded } from '../auth/auth.service';
import { conversationPath } from '../conversations/conversations.service';
import { creditBalance } from '../credit/credit.service';
import { deleteObjects, keysOfImage } from '../media/image-store';
import { isSafeKey, keyOfMediaUrl } from '../media/media-storage';
import { ownObjectKeys } from '../media/uploads.service';
import { type AccountOwner, accountData, countOpenRequests, eraseAccount, imagesOf, lockProfile, pendingEngagements } from './account-rights.repository';

/** What replaces the texts a deleted account wrote to the other party of a conversation. */
export const ERASED_MESSAGE = 'Zprávu autor smazal spolu se svým účtem.';

export interface DeletionBlocker {
  title: string;
  url: string;
}

/** Engagements under way and orders waiting for an answer, in Czech, with where to handle each. */
async function blockersOf(db: Services['db'], profileId: string): Promise<DeletionBlocker[]> {
  const { open, orders, targeted } = await pendingEngagements(db, profileId);
  return [
    ...open.map((c) => ({
      title: `Zakázka „${c.subject}“ je rozjednaná (${CONVERSATION_STATUS_LABELS[c.status].toLowerCase()}).`,
      url: conversationPath(c.id),
    })),
    ...orders.map((o) =>
      o.executorProfileId === profileId
        ? {
            title: `Objednávka č. ${o.number} balíčku „${o.title}“ čeká na vaši odpověď.`,
            url: href('my-package-detail', { id: String(o.packageId), tab: 'objednavky' }),
          }
        : { title: `Vaše objednávka č. ${o.number} balíčku „${o.title}“ čeká na odpověď profíka.`, url: href('orders') },
    ),
    ...targeted.map((r) => ({ title: `Cílená poptávka č. ${r.number} čeká na odpověď.`, url: href('private-requests') })),
  ];
}

/** accountDeletion: what deleting would do, shown before it is confirmed. */
export async function accountDeletion(services: Pick<Services, 'db'>, owner: AccountOwner) {
  const [blockers, balance, openRequests] = await Promise.all([
    blockersOf(services.db, owner.profileId),
    creditBalance(services.db, owner.profileId),
    countOpenRequests(services.db, owner.profileId),
  ]);
  return { blockers, balance, openRequests };
}

/** The storage keys of the account's own objects: never the pooled demo images other profiles share. */
function ownKeys(images: Awaited<ReturnType<typeof imagesOf>>, profileId: string): string[] {
  const keys = [...images.works, ...images.gallery, ...images.uploads].flatMap(keysOfImage);
  const avatar = keyOfMediaUrl(images.avatar);
  if (avatar) keys.push(avatar);
  return [...new Set([...ownObjectKeys(keys, 'WORK', profileId), ...ownObjectKeys(keys, 'AVATAR', profileId)])];
}

/**
 * deleteAccount (GDPR art. 17), confirmed by the typed word: one transaction that locks the
 * profile's row, refuses while an engagement is under way (CONFLICT, nothing changed), then erases
 * or anonymises the person's rows (account-rights.repository.ts eraseAccount); after the commit the
 * photos leave the media storage and every API instance closes the account's live sockets.
 */
export async function deleteAccount(services: Services, owner: AccountOwner, _input: z.output<typeof deleteAccountSchema>, now = new Date()): Promise<void> {
  const { keys, sessions } = await services.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, owner.profileId);
    const user = await findUserById(tx, owner.userId);
    if (!profile || !user) throw new NotFoundError('Účet nenalezen.');
    const blockers = await blockersOf(tx, owner.profileId);
    if (blockers.length > 0) throw new ConflictError(ACCOUNT_RIGHTS_ERRORS.UNDER_WAY(blockers.length));
    const images = await imagesOf(tx, owner.profileId);
    const ended = await eraseAccount(tx, { ...owner, email: user.email, name: DELETED_ACCOUNT_NAME, placeholderText: ERASED_MESSAGE }, now);
    return { keys: ownKeys(images, owner.profileId), sessions: ended };
  });
  await deleteObjects(services.media, keys);
  publishSessionsEnded(services, owner.userId, sessions);
}

export interface AccountExport {
  data: Record<string, unknown>;
  /** The photos to pack, each under its file name in the ZIP. */
  photos: { key: string; file: string }[];
}

/**
 * Everything the account holds (GDPR art. 15 and 20), as `data.json`, and its photos as they are
 * stored (portfolio, avatar, package galleries: the full-size JPEG of each). The other parties
 * appear by the name they show on the site, never by their contact data.
 */
export async function accountExport(services: Pick<Services, 'db'>, owner: AccountOwner, now = new Date()): Promise<AccountExport> {
  const [data, images, balance] = await Promise.all([
    accountData(services.db, owner),
    imagesOf(services.db, owner.profileId),
    creditBalance(services.db, owner.profileId),
  ]);
  const originals = [...images.works, ...images.gallery].map((image) => image.image);
  const keys = [...new Set([keyOfMediaUrl(images.avatar), ...originals].filter((key): key is string => Boolean(key && isSafeKey(key))))];
  const photos = keys.map((key) => ({ key, file: `photos/${key}` }));
  return {
    data: { exportedAt: now.toISOString(), ...data, credit: { balance, ...data.credit }, photos },
    photos,
  };
}
