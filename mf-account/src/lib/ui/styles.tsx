import { COLORS, PALETTE } from '@zaber/shared/ui/theme';

/**
 * Phone first: one pane at a time, the list or the chosen thread; from 768 px both side by side.
 * The layout rules of mf-account's pages antd has no prop for (the conversations' two panes, the
 * thread's bubbles); scoped under the remote's root so they never leak into the shell. The thread
 * also shows in the shell's modal, so its rules are scoped by their own class there.
 */
export const ACCOUNT_CSS = `
[data-remote="mf-account"] .za-conversations { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--z-space-4); min-height: 60vh; }
[data-remote="mf-account"] .za-conversations[data-selected="true"] .za-conversations__list { display: none; }
[data-remote="mf-account"] .za-conversations[data-selected="false"] .za-conversations__thread { display: none; }
[data-remote="mf-account"] .za-back { display: inline-flex; margin-bottom: var(--z-space-2); }
[data-remote="mf-account"] .za-chart-label { font-size: var(--z-font-xs); fill: var(--z-color-text-muted); }
@media (min-width: 768px) {
  [data-remote="mf-account"] .za-conversations { grid-template-columns: 320px minmax(0, 1fr); }
  [data-remote="mf-account"] .za-conversations[data-selected] .za-conversations__list,
  [data-remote="mf-account"] .za-conversations[data-selected] .za-conversations__thread { display: block; }
  [data-remote="mf-account"] .za-back { display: none; }
}
.za-thread { display: flex; flex-direction: column; gap: var(--z-space-3); min-width: 0; background: ${PALETTE.surface}; border: 1px solid ${PALETTE.lineStrong}; border-radius: var(--z-radius-md); padding: var(--z-space-3); }
.za-thread__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--z-space-2); align-items: center; }
.za-thread__messages { display: flex; flex-direction: column; gap: var(--z-space-2); max-height: 55vh; overflow-y: auto; padding: var(--z-space-1); }
.za-bubble { max-width: min(80%, 520px); padding: var(--z-space-2) var(--z-space-3); border-radius: var(--z-radius-lg); background: ${PALETTE.bubble}; white-space: pre-line; overflow-wrap: anywhere; align-self: flex-start; }
.za-bubble--mine { align-self: flex-end; background: ${PALETTE.primaryBg}; }
.za-bubble__time { display: block; font-size: var(--z-font-xs); color: ${PALETTE.textMuted}; margin-top: 2px; }
.za-system { margin: 0; align-self: center; font-size: var(--z-font-sm); color: ${PALETTE.textMuted}; background: ${PALETTE.surfaceMuted}; border: 1px dashed ${PALETTE.control}; border-radius: var(--z-radius-lg); padding: var(--z-space-1) var(--z-space-3); }
.za-composer { display: flex; gap: var(--z-space-2); align-items: flex-end; }
.za-composer > :first-child { flex: 1; min-width: 0; }
.za-composer .ant-btn { margin-bottom: var(--z-space-5); }
.za-engagement { display: grid; gap: var(--z-space-4); margin-bottom: var(--z-space-4); min-width: 0; }
.za-engagement__grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--z-space-4); }
.za-engagement__card { display: flex; flex-direction: column; gap: 10px; min-width: 0; background: ${PALETTE.surface}; border: 1px solid ${PALETTE.lineStrong}; border-radius: var(--z-radius-md); padding: var(--z-space-4); }
.za-engagement__next { border-color: ${COLORS.primary}; }
/* Links in its lines of text are underlined: told apart from the text by more than colour. */
.za-engagement__card .zp-typo a { text-decoration: underline; }
.za-engagement__terms { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: var(--z-space-2) var(--z-space-4); margin: 0; }
.za-engagement__terms dt { font-size: var(--z-font-sm); color: ${PALETTE.textMuted}; }
.za-engagement__terms dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.za-engagement__items { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--z-space-1); }
.za-engagement__items li { display: flex; justify-content: space-between; gap: var(--z-space-3); border-bottom: 1px dashed ${PALETTE.lineStrong}; padding: 2px 0; }
.za-engagement__items li > :first-child { overflow-wrap: anywhere; min-width: 0; }
.za-engagement__items li > :last-child { white-space: nowrap; }
@media (min-width: 768px) {
  .za-engagement__grid { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
}
.za-notifications { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--z-space-2); }
.za-notification { display: flex; gap: 10px; justify-content: space-between; align-items: flex-start; padding: var(--z-space-3) 14px; background: ${PALETTE.surface}; border: 1px solid ${PALETTE.lineStrong}; border-radius: var(--z-radius-md); }
.za-notification--unread { border-color: ${COLORS.primary}; }
.za-notification--unread .za-notification__text { font-weight: 600; }
.za-notification__icon { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; border-radius: 50%; background: ${PALETTE.primaryTint}; color: ${COLORS.primary}; font-size: var(--z-font-md); }
.za-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
.za-dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: ${COLORS.primary}; margin-inline-end: 6px; }
`;

export function AccountStyles() {
  return <style>{ACCOUNT_CSS}</style>;
}
