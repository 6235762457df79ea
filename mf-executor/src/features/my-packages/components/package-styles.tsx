import { COLORS, PALETTE } from '@zaber/shared/ui/theme';

/**
 * The few layout rules of the package pages antd has no prop for, under mf-executor's root: the
 * editor's menu beside its panel (above it on phones), the gallery's tiles and the lists of
 * options and services. Every grid has one column at 375 px.
 */
const CSS = `
[data-remote="mf-executor"] .zx-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
[data-remote="mf-executor"] .zx-package { display: grid; gap: var(--z-space-5); grid-template-columns: minmax(0, 1fr); align-items: start; margin-bottom: var(--z-space-5); }
[data-remote="mf-executor"] .zx-package .ant-menu { border-inline-end: 0; border-radius: var(--z-radius-md); }
@media (min-width: 992px) {
  [data-remote="mf-executor"] .zx-package { grid-template-columns: 240px minmax(0, 1fr); }
  [data-remote="mf-executor"] .zx-package__menu { position: sticky; top: 16px; }
}
[data-remote="mf-executor"] .zx-package-card__blank { display: flex; align-items: center; justify-content: center; aspect-ratio: 3 / 2; background: ${PALETTE.line}; color: ${PALETTE.textFaint}; font-size: var(--z-font-sm); }
[data-remote="mf-executor"] .zx-package-card__tags { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-bottom: 6px; }
[data-remote="mf-executor"] .zx-section { margin-bottom: var(--z-space-6); }
[data-remote="mf-executor"] .zx-section__head { display: flex; flex-wrap: wrap; gap: var(--z-space-2) var(--z-space-4); align-items: center; justify-content: space-between; margin-bottom: var(--z-space-3); }
[data-remote="mf-executor"] .zx-section__head h2 { margin: 0; font-size: var(--z-font-xl); }
[data-remote="mf-executor"] .zx-rows { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--z-space-2); }
[data-remote="mf-executor"] .zx-row { display: flex; flex-wrap: wrap; gap: var(--z-space-2) var(--z-space-4); justify-content: space-between; align-items: flex-start; padding: var(--z-space-3) var(--z-space-4); border: 1px solid ${PALETTE.line}; border-radius: var(--z-radius-md); background: ${PALETTE.surface}; }
[data-remote="mf-executor"] .zx-row__main { flex: 1 1 240px; min-width: 0; overflow-wrap: anywhere; }
[data-remote="mf-executor"] .zx-row__price { font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
[data-remote="mf-executor"] .zx-blockers { list-style: none; margin: var(--z-space-2) 0 0; padding: 0; display: grid; gap: 6px; }
[data-remote="mf-executor"] .zx-blockers > li { display: flex; gap: var(--z-space-2); align-items: baseline; }
[data-remote="mf-executor"] .zx-blockers .anticon { color: ${COLORS.error}; }
[data-remote="mf-executor"] .zx-status { display: flex; flex-wrap: wrap; gap: var(--z-space-2) var(--z-space-3); align-items: center; margin-bottom: var(--z-space-3); }
[data-remote="mf-executor"] .zx-gallery { list-style: none; margin: var(--z-space-3) 0; padding: 0; display: grid; gap: var(--z-space-2); grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr)); }
[data-remote="mf-executor"] .zx-gallery > li { display: flex; flex-direction: column; gap: var(--z-space-1); min-width: 0; position: relative; }
[data-remote="mf-executor"] .zx-gallery img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; display: block; border-radius: var(--z-radius-md); }
[data-remote="mf-executor"] .zx-gallery__cover { position: absolute; left: 8px; top: 8px; }
[data-remote="mf-executor"] .zx-gallery__tools .ant-btn { min-width: 40px; height: 40px; }
[data-remote="mf-executor"] .zx-gallery__tool--off { opacity: 0.4; cursor: not-allowed; }
`;

export function PackageStyles() {
  return <style>{CSS}</style>;
}
