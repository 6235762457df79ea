import { COLORS, PALETTE } from '@zaber/shared/ui/theme';

/**
 * The few layout rules of mf-client's pages antd has no prop for (choice grids of the wizard, the
 * request detail's sidebar); scoped under the remote's root so they never leak into the shell.
 */
const CSS = `
[data-remote="mf-client"] .zc-wizard { max-width: 760px; margin: 0 auto; min-width: 0; }
[data-remote="mf-client"] .zc-steps { margin-bottom: var(--z-space-4); }
[data-remote="mf-client"] .zc-choices { display: grid; gap: var(--z-space-2); grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr)); width: 100%; }
[data-remote="mf-client"] .zc-choices .ant-radio-wrapper { margin: 0; padding: var(--z-space-3) 14px; border: 1px solid ${PALETTE.control}; border-radius: var(--z-radius-md); font-size: 15px; }
[data-remote="mf-client"] .zc-choices .ant-radio-wrapper-checked { border-color: ${COLORS.primary}; background: ${PALETTE.primaryBg}; }
[data-remote="mf-client"] .zc-options { display: grid; gap: var(--z-space-2); grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); }
[data-remote="mf-client"] .zc-options .ant-checkbox-wrapper { margin: 0; }
[data-remote="mf-client"] .zc-pair { display: grid; gap: 0 var(--z-space-4); grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr)); }
[data-remote="mf-client"] .zc-actions { display: flex; justify-content: space-between; align-items: center; gap: var(--z-space-3); flex-wrap: wrap; margin-top: var(--z-space-2); }
[data-remote="mf-client"] .zc-links { display: flex; flex-wrap: wrap; gap: 0 var(--z-space-2); margin: -8px 0 var(--z-space-2) -15px; }
[data-remote="mf-client"] .zc-detail { display: grid; gap: var(--z-space-5); grid-template-columns: minmax(0, 1fr); align-items: start; }
[data-remote="mf-client"] .zc-detail .ant-menu { border-inline-end: 0; border-radius: var(--z-radius-md); }
@media (min-width: 992px) {
  [data-remote="mf-client"] .zc-detail { grid-template-columns: 240px minmax(0, 1fr); }
  [data-remote="mf-client"] .zc-detail__menu { position: sticky; top: 16px; }
}
[data-remote="mf-client"] .zc-filters { display: grid; gap: var(--z-space-3); grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr)); margin-bottom: var(--z-space-4); }
[data-remote="mf-client"] .zc-filters .ant-form-item { margin-bottom: 0; }
[data-remote="mf-client"] .zc-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
[data-remote="mf-client"] .zc-meta { display: flex; flex-wrap: wrap; gap: var(--z-space-1) var(--z-space-4); }
`;

export function ClientStyles() {
  return <style>{CSS}</style>;
}
