import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notifications, profiles, proposals, requests } from '../db/schema';
import { lockCredit, postLedgerEntries } from '../modules/credit/credit.service';
import { proposalCharges, proposalCost } from '../modules/requests/proposals.service';
import { requestUrl } from '../modules/requests/requests.mappers';
import { titleOfRequest } from '../modules/requests/requests.service';

export interface SeedProposal {
  id: string;
  requestId: string;
  requestNumber: number;
  executorProfileId: string;
  price: number;
  text: string;
  boosted?: boolean;
  highlighted?: boolean;
  createdAt?: Date;
  seenByClientAt?: Date | null;
}

const BATCH = 400;

/**
 * Seeded proposals are paid like real ones: each gets its cost and its ledger entries (PROPOSAL,
 * and boost/highlight), posted through the credit service, so every profile's ledger explains its
 * balance. The professionals must have been topped up before (seedDemoCredit): a seed that would
 * overdraw fails instead of writing a negative balance.
 */
export async function seedPaidProposals(db: Db, rows: readonly SeedProposal[]): Promise<void> {
  const values = rows.map(({ requestNumber: _number, boosted = false, highlighted = false, ...row }) => ({
    ...row,
    boosted,
    highlighted,
    cost: proposalCost({ boost: boosted, highlight: highlighted }),
  }));
  const byExecutor = new Map<string, SeedProposal[]>();
  for (const row of rows) byExecutor.set(row.executorProfileId, [...(byExecutor.get(row.executorProfileId) ?? []), row]);
  // All or nothing, like createProposal: no proposal without its charge, nor without telling its client.
  const told = await proposalNotices(db, rows);
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += BATCH) await tx.insert(proposals).values(values.slice(i, i + BATCH));
    for (const [executorId, own] of byExecutor) {
      await lockCredit(tx, executorId);
      await postLedgerEntries(
        tx,
        executorId,
        own.flatMap((p) => proposalCharges(p.id, p.requestNumber, { boost: p.boosted ?? false, highlight: p.highlighted ?? false })),
      );
    }
    for (let i = 0; i < told.length; i += BATCH) await tx.insert(notifications).values(told.slice(i, i + BATCH));
  });
}

/**
 * The client's notification of each proposal, as createProposal writes it: read once the proposal
 * was seen, and marked mailed (seeding never sends e-mail).
 */
async function proposalNotices(db: Db, rows: readonly SeedProposal[]): Promise<(typeof notifications.$inferInsert)[]> {
  if (!rows.length) return [];
  const requestRows = await db
    .select()
    .from(requests)
    .where(inArray(requests.id, [...new Set(rows.map((r) => r.requestId))]));
  const executorRows = await db
    .select({ id: profiles.id, title: profiles.title })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(rows.map((r) => r.executorProfileId))]));
  const titles = new Map(await Promise.all(requestRows.map(async (r) => [r.id, await titleOfRequest(db, r)] as const)));
  const executors = new Map(executorRows.map((e) => [e.id, e.title]));
  const byId = new Map(requestRows.map((r) => [r.id, r]));
  const now = new Date();
  return rows.flatMap((p) => {
    const request = byId.get(p.requestId);
    const title = titles.get(p.requestId);
    if (!request || title === undefined) return [];
    const at = p.createdAt ?? now;
    return [
      {
        profileId: request.clientProfileId,
        type: 'PROPOSAL_RECEIVED',
        text: `Nová nabídka na vaši poptávku „${title}“ od profíka ${executors.get(p.executorProfileId) ?? ''}.`,
        link: `${requestUrl(request.number, title)}proposals/`,
        createdAt: at,
        readAt: p.seenByClientAt ?? null,
        emailedAt: at,
      },
    ];
  });
}
