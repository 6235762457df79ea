import { COLORS, PALETTE } from '@zaber/shared/ui/theme';

/** Rules of the owner's tools on the profile page antd has no prop for, scoped under mf-executor's root. */
const CSS = `
[data-remote="mf-executor"] .zx-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
[data-remote="mf-executor"] .zx-field-hint { display: block; margin-top: var(--z-space-1); font-size: var(--z-font-sm); word-break: break-all; }
[data-remote="mf-executor"] .zx-avatar { display: flex; flex-direction: column; align-items: center; gap: var(--z-space-2); max-width: 240px; }
[data-remote="mf-executor"] .zx-avatar .ant-upload { display: block; cursor: pointer; border-radius: 50%; }
[data-remote="mf-executor"] .zx-avatar .ant-upload:focus-visible { outline: 2px solid ${COLORS.primary}; outline-offset: 2px; }
[data-remote="mf-executor"] .zx-avatar__button { position: relative; display: block; border-radius: 50%; overflow: hidden; }
[data-remote="mf-executor"] .zx-avatar__label { position: absolute; left: 0; right: 0; bottom: 0; padding: 2px 0 6px; font-size: var(--z-font-xs); text-align: center; color: ${PALETTE.surface}; background: ${PALETTE.textTertiary}; }
[data-remote="mf-executor"] .zx-service { border: 1px solid ${PALETTE.line}; border-radius: var(--z-radius-md); margin: 0 0 var(--z-space-3); padding: var(--z-space-3); }
[data-remote="mf-executor"] .zx-service .ant-form-item { margin: var(--z-space-2) 0 0; }
[data-remote="mf-executor"] .zx-switch { display: inline-flex; gap: 6px; align-items: center; }
[data-remote="mf-executor"] .zx-category { margin-bottom: var(--z-space-6); }
[data-remote="mf-executor"] .zx-works { list-style: none; margin: var(--z-space-3) 0; padding: 0; }
[data-remote="mf-executor"] .zx-work { display: flex; flex-direction: column; gap: var(--z-space-1); min-width: 0; }
[data-remote="mf-executor"] .zx-work .zp-work { cursor: default; }
[data-remote="mf-executor"] .zx-work__blank { aspect-ratio: 3 / 2; background: ${PALETTE.line}; }
[data-remote="mf-executor"] .zx-work__title { font-size: var(--z-font-sm); }
[data-remote="mf-executor"] .zx-work__tools .ant-btn { min-width: 40px; height: 40px; }
[data-remote="mf-executor"] .zx-work__tool--off { opacity: 0.4; cursor: not-allowed; }
`;

export function ProfileEditorStyles() {
  return <style>{CSS}</style>;
}
