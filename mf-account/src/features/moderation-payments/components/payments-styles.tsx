import { COLORS, PALETTE } from '@zaber/shared/ui/theme';

/**
 * The transfers waiting for money and the import's results. Phone first: a transfer's facts and its
 * button stack; the results table turns each line into a block with its column names (from 576 px a table).
 */
const CSS = `
[data-remote="mf-account"] .za-transfer { display: flex; flex-direction: column; gap: var(--z-space-3); }
[data-remote="mf-account"] .za-transfer dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr)); gap: var(--z-space-2) var(--z-space-4); margin: 0; }
[data-remote="mf-account"] .za-transfer dt { font-size: var(--z-font-sm); color: ${PALETTE.textMuted}; }
[data-remote="mf-account"] .za-transfer dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
[data-remote="mf-account"] .za-transfer dd small { display: block; font-weight: 400; color: ${PALETTE.textMuted}; }
[data-remote="mf-account"] .za-transfer__actions { display: flex; }
[data-remote="mf-account"] .za-transfer__actions .ant-btn { width: 100%; }
[data-remote="mf-account"] .za-statement-file { display: block; max-width: 100%; margin-bottom: var(--z-space-1); }
[data-remote="mf-account"] .za-statement { width: 100%; border-collapse: collapse; }
[data-remote="mf-account"] .za-statement th { text-align: left; font-weight: 600; }
[data-remote="mf-account"] .za-statement th, [data-remote="mf-account"] .za-statement td { padding: var(--z-space-2); border-bottom: 1px solid ${PALETTE.lineStrong}; vertical-align: top; overflow-wrap: anywhere; }
[data-remote="mf-account"] .za-statement tr[data-result="MATCHED"] td { background: ${PALETTE.successBgSoft}; }
[data-remote="mf-account"] .za-statement tr[data-result="AMOUNT_MISMATCH"] td { background: ${PALETTE.warningBg}; }
[data-remote="mf-account"] .za-statement tr[data-result="AMOUNT_MISMATCH"] td:first-child { box-shadow: inset 4px 0 0 ${COLORS.warning}; }
[data-remote="mf-account"] .za-statement__result { font-weight: 600; }
[data-remote="mf-account"] .za-statement__note { display: block; font-size: var(--z-font-sm); color: ${PALETTE.textMuted}; }
@media (max-width: 575px) {
  [data-remote="mf-account"] .za-statement thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
  [data-remote="mf-account"] .za-statement, [data-remote="mf-account"] .za-statement tbody, [data-remote="mf-account"] .za-statement tr, [data-remote="mf-account"] .za-statement td { display: block; }
  [data-remote="mf-account"] .za-statement tr { margin-bottom: var(--z-space-2); border: 1px solid ${PALETTE.lineStrong}; border-radius: var(--z-radius-md); overflow: hidden; }
  [data-remote="mf-account"] .za-statement td { display: grid; grid-template-columns: 96px minmax(0, 1fr); gap: var(--z-space-2); border-bottom: 0; padding: var(--z-space-1) var(--z-space-2); }
  [data-remote="mf-account"] .za-statement td::before { content: attr(data-label); color: ${PALETTE.textMuted}; }
}
@media (min-width: 576px) {
  [data-remote="mf-account"] .za-transfer { flex-direction: row; align-items: center; }
  [data-remote="mf-account"] .za-transfer dl { flex: 1; }
  [data-remote="mf-account"] .za-transfer__actions .ant-btn { width: auto; }
}
`;

export function PaymentsStyles() {
  return <style>{CSS}</style>;
}
