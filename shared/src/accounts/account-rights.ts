import { REQUIRED } from '@zaber/shared/platform/validation/messages';
import { z } from 'zod';

/*
 * EU account rights (GDPR art. 15, 17, 20): a user downloads all their data and deletes their
 * account. Deleting is irreversible, so it is confirmed by typing a word, checked here for the
 * form and for the API alike.
 */

/** GET: the signed-in user's data as a ZIP (data.json and their photos), by the session cookie. */
export const ACCOUNT_EXPORT_PATH = '/v1/account/export';

/** What the user types to confirm the deletion (any letter case). */
export const ACCOUNT_DELETION_WORD = 'SMAZAT';

/** Shown in place of a deleted account's name (messages, conversations, orders of the other party). */
export const DELETED_ACCOUNT_NAME = 'Smazaný účet';

/** Czech (CZ) "zakázka" forms after a number: 1 rozjednaná zakázka, 2–4 rozjednané zakázky, 5+ rozjednaných zakázek. */
function engagements(count: number): string {
  if (count === 1) return '1 rozjednanou zakázku nebo čekající objednávku';
  if (count >= 2 && count <= 4) return `${count} rozjednané zakázky nebo čekající objednávky`;
  return `${count} rozjednaných zakázek nebo čekajících objednávek`;
}

export const ACCOUNT_RIGHTS_ERRORS = {
  CONFIRM: `Pro potvrzení napište ${ACCOUNT_DELETION_WORD}.`,
  UNDER_WAY: (count: number) =>
    `Účet zatím nejde smazat: máte ${engagements(count)}. Dokončete je, nebo je zrušte (objednávky odmítněte či počkejte na odpověď), a pak účet smažte.`,
  EXPORT_FAILED: 'Data se nepodařilo připravit, zkuste to prosím znovu.',
} as const;

export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: REQUIRED })
    .trim()
    .refine((value) => value.toUpperCase() === ACCOUNT_DELETION_WORD, { error: ACCOUNT_RIGHTS_ERRORS.CONFIRM }),
});
export type DeleteAccountFormInput = z.input<typeof deleteAccountSchema>;
