/*
 * Who may see and do what with targeted requests: its client and its professional only; the
 * professional decides once from PENDING (orders.policy.ts decisionTarget, the same rule as orders).
 */

export const PRIVATE_REQUEST_NOT_FOUND = 'Cílená poptávka nenalezena.';
/** A client who is also a professional cannot ask themself. */
export const PRIVATE_REQUEST_TO_SELF = 'Cílenou poptávku nelze poslat sám sobě.';
export const UNKNOWN_SUBCATEGORY = 'Vyberte upřesnění z nabídky služby.';
export const UNKNOWN_PLACE = 'Vyberte obec z nabídky.';

/** Which list myPrivateRequests answers: a professional's received ones, anybody else's sent ones (the shell's role rule). */
export function privateRequestListSide(viewer: { isExecutor: boolean }): 'CLIENT' | 'EXECUTOR' {
  return viewer.isExecutor ? 'EXECUTOR' : 'CLIENT';
}
