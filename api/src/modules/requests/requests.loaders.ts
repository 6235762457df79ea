import DataLoader from 'dataloader';
import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import { findExecutorProposalsForRequests, type ProposalRow } from './proposals.repository';
import { chosenExecutorsOfRequests, countProposalsOfRequests, findRequestsByIds } from './requests.repository';
import { requestClock } from './requests.status';

/** Per-request loaders of this module (built per request from the list in graphql-server/loaders.ts); the out-of-date rule is read at the request's time. */
export function createRequestLoaders(db: Db) {
  const clock = requestClock();
  return {
    requestById: rowLoader(
      (ids: readonly string[]) => findRequestsByIds(db, ids, clock),
      (row) => row.id,
    ),
    requestProposalCounts: rowLoader(
      (ids: readonly string[]) => countProposalsOfRequests(db, ids),
      (row) => row.requestId,
    ),
    requestChosenExecutor: rowLoader(
      (ids: readonly string[]) => chosenExecutorsOfRequests(db, ids),
      (row) => row.requestId,
    ),
    /** Key `<executorProfileId>:<requestId>`: a professional's own proposal to each request of a page. */
    executorProposal: new DataLoader<string, ProposalRow | undefined>(async (keys) => {
      const byExecutor = new Map<string, string[]>();
      for (const key of keys) {
        const [executorId, requestId] = key.split(':') as [string, string];
        byExecutor.set(executorId, [...(byExecutor.get(executorId) ?? []), requestId]);
      }
      const found = new Map<string, ProposalRow>();
      for (const [executorId, requestIds] of byExecutor) {
        for (const row of await findExecutorProposalsForRequests(db, executorId, requestIds)) found.set(`${executorId}:${row.requestId}`, row);
      }
      return keys.map((key) => found.get(key));
    }),
  };
}
