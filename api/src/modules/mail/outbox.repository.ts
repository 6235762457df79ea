import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outboxMails } from '../../db/schema';

export async function listOutbox(db: Db, to: string | undefined) {
  return db
    .select({ to: outboxMails.to, subject: outboxMails.subject, text: outboxMails.text, html: outboxMails.html, createdAt: outboxMails.createdAt })
    .from(outboxMails)
    .where(to ? eq(outboxMails.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxMails.id))
    .limit(200);
}
