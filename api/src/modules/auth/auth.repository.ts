import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { emailTokens, loginCodes, profiles, sessions, users } from '../../db/schema';
import { present } from '../../lib/present';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return present(user);
}

export async function updateUser(db: Db, userId: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export type LoginCodeRow = typeof loginCodes.$inferSelect;

export async function insertLoginCode(db: Db, values: typeof loginCodes.$inferInsert): Promise<LoginCodeRow> {
  const [row] = await db.insert(loginCodes).values(values).returning();
  return present(row);
}

/** The newest unused code of the e-mail, locked for the attempt being checked. */
export async function latestUnusedCode(db: Db, email: string): Promise<LoginCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), isNull(loginCodes.usedAt)))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function recordFailedAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(eq(loginCodes.id, id));
}

export async function markCodeUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(loginCodes).set({ usedAt: now }).where(eq(loginCodes.id, id));
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The signed-in viewer of a live session (not revoked, not expired) in one statement: its
 * profile and the roles the access rules check (graphql/access.ts), read once per request.
 */
const sessionViewer = prepared((db) =>
  db
    .select({ profileId: profiles.id, isClient: profiles.isClient, isExecutor: profiles.isExecutor, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.userId, sessions.userId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('session_viewer'),
);

export async function findSessionViewer(db: Db, id: string, userId: string, now: Date) {
  const [row] = await sessionViewer(db).execute({ id, userId, now: now.toISOString() });
  return row;
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
}

/** Revokes every live session of the user but `keep` (the one asking, if any); answers the ids revoked. */
export async function revokeSessionsOf(db: Db, userId: string, now: Date, keep?: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function insertEmailToken(db: Db, values: typeof emailTokens.$inferInsert): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** Claims a link token: marks it used and returns it only if it was valid and unused. */
export async function consumeEmailToken(db: Db, tokenHash: string, purpose: 'ACTIVATION' | 'PASSWORD_RESET', now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId });
  return row;
}
