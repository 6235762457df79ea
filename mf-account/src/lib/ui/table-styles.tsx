import { PALETTE } from '@zaber/shared/theme';

/**
 * The tables of mf-account's money pages (transactions, payments, invoices). Phone first: below
 * 768 px each row is a card of "label: value" lines (the label from the cell's `data-label`), so
 * nothing scrolls sideways at 375 px; from 768 px a plain table.
 */
const CSS = `
[data-remote="mf-account"] .za-table { width: 100%; border-collapse: collapse; background: ${PALETTE.surface}; font-variant-numeric: tabular-nums; }
[data-remote="mf-account"] .za-table caption, [data-remote="mf-account"] .za-table .za-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
[data-remote="mf-account"] .za-table td { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; padding: 4px 0; text-align: right; overflow-wrap: anywhere; }
[data-remote="mf-account"] .za-table td::before { content: attr(data-label); flex: none; max-width: 45%; text-align: left; color: ${PALETTE.textMuted}; font-size: 13px; }
[data-remote="mf-account"] .za-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
[data-remote="mf-account"] .za-table tbody { display: grid; gap: 8px; }
[data-remote="mf-account"] .za-table tr { display: block; padding: 8px 12px; border: 1px solid ${PALETTE.lineStrong}; border-radius: 8px; }
[data-remote="mf-account"] .za-table .za-text { flex-direction: column; align-items: flex-start; gap: 2px; text-align: left; }
[data-remote="mf-account"] .za-table .za-text::before { max-width: none; }
[data-remote="mf-account"] .za-table .za-plus { color: ${PALETTE.gainText}; }
[data-remote="mf-account"] .za-table .za-actions { flex-wrap: wrap; justify-content: flex-end; }
[data-remote="mf-account"] .za-table .za-actions::before { display: none; }
@media (max-width: 767px) {
  [data-remote="mf-account"] .za-table .za-actions:empty { display: none; }
}
@media (min-width: 768px) {
  [data-remote="mf-account"] .za-table { border: 1px solid ${PALETTE.lineStrong}; border-radius: 8px; }
  [data-remote="mf-account"] .za-table thead { position: static; width: auto; height: auto; overflow: visible; clip: auto; display: table-header-group; }
  [data-remote="mf-account"] .za-table tbody { display: table-row-group; }
  [data-remote="mf-account"] .za-table tr { display: table-row; padding: 0; border: 0; }
  [data-remote="mf-account"] .za-table th, [data-remote="mf-account"] .za-table td { display: table-cell; padding: 10px 12px; text-align: left; vertical-align: top; border-bottom: 1px solid ${PALETTE.line}; }
  [data-remote="mf-account"] .za-table th { font-weight: 600; background: ${PALETTE.surfaceMuted}; white-space: nowrap; }
  [data-remote="mf-account"] .za-table td::before { display: none; }
  [data-remote="mf-account"] .za-table .za-num { text-align: right; white-space: nowrap; }
  [data-remote="mf-account"] .za-table .za-actions { display: table-cell; text-align: right; }
  [data-remote="mf-account"] .za-table .za-actions > * { margin-inline-start: 8px; }
}
`;

export function TableStyles() {
  return <style>{CSS}</style>;
}
