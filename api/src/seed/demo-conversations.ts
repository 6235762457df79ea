import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { conversations, messages, proposals } from '../db/schema';
import { present } from '../lib/present';
import type { SeedProposal } from './demo-proposals';

const HOUR = 3_600_000;

/**
 * The demo client already talks to a professional about one proposal: a short thread whose last
 * message the client has not read yet, so /conversations/ and the messages badge show life. Demo
 * messages are marked mailed: seeding never sends e-mail.
 */
export async function seedDemoConversation(db: Db, input: { proposal: SeedProposal; clientProfileId: string; subject: string; subjectUrl: string }) {
  const { proposal, clientProfileId } = input;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await db.transaction(async (tx) => {
    await tx
      .update(proposals)
      .set({ seenByClientAt: at(5) })
      .where(eq(proposals.id, proposal.id));
    const [conversation] = await tx
      .insert(conversations)
      .values({
        kind: 'PROPOSAL',
        clientProfileId,
        executorProfileId: proposal.executorProfileId,
        requestId: proposal.requestId,
        proposalId: proposal.id,
        subject: input.subject,
        subjectUrl: input.subjectUrl,
        clientReadAt: at(4),
        executorReadAt: at(1),
        lastMessageAt: at(1),
        createdAt: at(6),
      })
      .returning();
    const line = (senderProfileId: string, text: string, hoursAgo: number) => ({
      conversationId: present(conversation).id,
      senderProfileId,
      text,
      createdAt: at(hoursAgo),
      emailedAt: at(hoursAgo),
    });
    await tx
      .insert(messages)
      .values([
        line(proposal.executorProfileId, proposal.text, 6),
        line(clientProfileId, 'Dobrý den, máte volno i na večerní focení? A kolik by stála fotokniha?', 4),
        line(proposal.executorProfileId, 'Dobrý den, večer mám volno. Fotokniha 30 × 30 cm se 40 stranami stojí 3 500 Kč, ukázky vám pošlu.', 1),
      ]);
  });
}
