import { PALETTE } from '@zaber/shared/ui/theme';

/**
 * The bank transfer's instructions. They show in the shell's modals (outside
 * mf-account's root) as well as on its pages, so the rules are scoped by their own classes.
 * Phone first: the QR code above the details; beside them from 576 px.
 */
const CSS = `
.za-bank { display: flex; flex-direction: column; gap: var(--z-space-4); }
.za-bank__main { display: flex; flex-direction: column; gap: var(--z-space-4); align-items: center; }
.za-bank__qr { display: flex; flex-direction: column; align-items: center; gap: var(--z-space-1); text-align: center; max-width: 220px; }
.za-bank__qr img { width: 200px; height: 200px; max-width: 100%; background: ${PALETTE.surface}; border: 1px solid ${PALETTE.lineStrong}; border-radius: var(--z-radius-md); }
.za-bank__qr small { color: ${PALETTE.textMuted}; }
.za-bank__details { margin: 0; width: 100%; min-width: 0; display: grid; gap: var(--z-space-2); }
.za-bank__row { padding: 6px 10px; background: ${PALETTE.surfaceSubtle}; border-radius: var(--z-radius-sm); min-width: 0; }
.za-bank__row dt { font-size: var(--z-font-sm); color: ${PALETTE.textMuted}; }
.za-bank__row dd { margin: 0; display: flex; align-items: center; justify-content: space-between; gap: var(--z-space-2); }
.za-bank__value { min-width: 0; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.za-bank__copied { min-height: 22px; margin: 0; font-size: var(--z-font-sm); color: ${PALETTE.textMuted}; }
@media (min-width: 576px) {
  .za-bank__main { flex-direction: row; align-items: flex-start; }
}
`;

export function PaymentStyles() {
  return <style>{CSS}</style>;
}
