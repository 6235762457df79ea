import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { profileApprovalRequests, profiles, users } from '../db/schema';
import { present } from '../lib/present';

/** Reasons moderators gave, for the generated approval history (spec §1: 40 % of applications pass). */
export const REJECTION_REASONS: readonly string[] = [
  'Portfolio zatím neukazuje dost různých zakázek. Přidejte prosím práce z více akcí, ne jen z jedné.',
  'Na fotografiích v portfoliu je vodoznak s telefonem. Nahrajte je prosím bez kontaktních údajů.',
  'Profilová fotka nezobrazuje vás, ale logo. Nahrajte prosím portrét, na kterém je vidět váš obličej.',
  'Popis služby odkazuje na váš web. Kontakty si s klienty vyměníte ve zprávách, odkaz prosím odstraňte.',
  'Několik prací je rozmazaných nebo špatně exponovaných. Vyberte prosím jen ty nejlepší.',
  'Práce v portfoliu neodpovídají nabízené službě. Zařaďte je prosím do správné kategorie.',
  'Fotografie jsou v příliš malém rozlišení. Nahrajte je prosím v plné kvalitě.',
];

const DAY = 86_400_000;

export type ApprovalRow = typeof profileApprovalRequests.$inferInsert;

/** The demo moderator's profile, who decided the seeded requests (null when the demo accounts were not seeded). */
export async function demoModeratorProfileId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, 'moderator@zaber.test'));
  return row?.id ?? null;
}

/** A public demo professional is approved: one APPROVED request, unless the profile has any (a second seeding adds nothing). */
export async function seedApprovedRequest(db: Db, profileId: string, decidedAt: Date, moderatorId: string | null): Promise<void> {
  const [existing] = await db
    .select({ id: profileApprovalRequests.id })
    .from(profileApprovalRequests)
    .where(eq(profileApprovalRequests.profileId, profileId))
    .limit(1);
  if (existing) return;
  await db.insert(profileApprovalRequests).values({
    profileId,
    status: 'APPROVED',
    createdAt: new Date(decidedAt.getTime() - DAY),
    decidedAt,
    decidedByProfileId: moderatorId,
  });
}

/** A source of numbers in [0, 1), the generated volume's PRNG. */
type Next = () => number;
const int = (next: Next, min: number, max: number) => min + Math.floor(next() * (max - min + 1));

/**
 * One professional's history, oldest first: `rejections` refused attempts (each with a reason, a few
 * weeks apart), then the last request, APPROVED or still PENDING, ending `lastDaysAgo` days before `now`.
 */
export function approvalHistory(
  next: Next,
  input: { profileId: string; rejections: number; last: 'APPROVED' | 'PENDING'; lastDaysAgo: number; moderatorId: string | null; now: Date },
): ApprovalRow[] {
  const rows: ApprovalRow[] = [];
  let at = input.now.getTime() - input.lastDaysAgo * DAY;
  const last: ApprovalRow =
    input.last === 'PENDING'
      ? { profileId: input.profileId, status: 'PENDING', createdAt: new Date(at) }
      : {
          profileId: input.profileId,
          status: 'APPROVED',
          createdAt: new Date(at - int(next, 1, 3) * DAY),
          decidedAt: new Date(at),
          decidedByProfileId: input.moderatorId,
        };
  rows.push(last);
  at = present(last.createdAt).getTime();
  for (let r = 0; r < input.rejections; r += 1) {
    const decidedAt = at - int(next, 5, 30) * DAY;
    rows.unshift({
      profileId: input.profileId,
      status: 'REJECTED',
      reason: present(REJECTION_REASONS[int(next, 0, REJECTION_REASONS.length - 1)]),
      createdAt: new Date(decidedAt - int(next, 1, 4) * DAY),
      decidedAt: new Date(decidedAt),
      decidedByProfileId: input.moderatorId,
    });
    at = present(present(rows[0]).createdAt).getTime();
  }
  return rows;
}
