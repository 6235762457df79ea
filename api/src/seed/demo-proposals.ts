import type { Db } from '../db/database';
import { proposals } from '../db/schema';
import { lockCredit, postLedgerEntries } from '../modules/credit/credit.service';
import { proposalCharges, proposalCost } from '../modules/requests/proposals.service';

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
  // All or nothing, like createProposal: no proposal without its charge.
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
  });
}
