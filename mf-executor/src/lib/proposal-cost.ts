import { PROPOSAL_BOOST_COST, PROPOSAL_COST, PROPOSAL_HIGHLIGHT_COST } from '@zaber/shared/platform/business';

export interface ProposalExtras {
  boost: boolean;
  highlight: boolean;
}

/** What sending a proposal takes from the credit (DESIGN.md §5: 49 Kč, boost +99 Kč, highlight +29 Kč), in haléř. */
export function proposalCost({ boost, highlight }: ProposalExtras): number {
  return PROPOSAL_COST + (boost ? PROPOSAL_BOOST_COST : 0) + (highlight ? PROPOSAL_HIGHLIGHT_COST : 0);
}
