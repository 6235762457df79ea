import { COLORS, PALETTE, SHADOW } from '@zaber/shared/ui/theme';
import { TYPOGRAPHY_CSS } from '@zaber/shared/ui/typography';

/**
 * The rules of the shared UI (cards, surfaces, typography) antd has no prop for (grids, stretched links, cover
 * ratios), scoped under a remote's root (`data-remote`) so they never leak into the shell.
 * `createRemoteApp` renders them once in every remote.
 */
const CSS = `
[data-remote] .zp-grid { display: grid; gap: var(--z-space-4); }
[data-remote] .zp-grid > [data-hydrate-id] { min-width: 0; }
[data-remote] .zp-list { display: flex; flex-direction: column; gap: var(--z-space-3); }
[data-remote] .zp-main-aside { display: grid; gap: var(--z-space-5); grid-template-columns: minmax(0, 1fr); }
@media (min-width: 992px) { [data-remote] .zp-main-aside { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
[data-remote] .zp-card { position: relative; height: 100%; overflow: hidden; }
[data-remote] .zp-avatar { flex: none; width: 48px; height: 48px; border-radius: 50%; overflow: hidden; display: inline-flex; align-items: center; justify-content: center; background: ${PALETTE.shade}; color: ${PALETTE.surface}; font-size: var(--z-font-lg); }
[data-remote] .zp-avatar img { width: 100%; height: 100%; object-fit: cover; }
.zp-skeleton { height: 16px; margin-bottom: var(--z-space-4); border-radius: var(--z-radius-xs); background: linear-gradient(90deg, ${PALETTE.fill} 25%, ${PALETTE.fillStrong} 37%, ${PALETTE.fill} 63%); background-size: 400% 100%; animation: zp-skeleton 1.4s ease infinite; }
@keyframes zp-skeleton { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .zp-skeleton { animation: none; } }
[data-remote] .zp-surface { background: ${PALETTE.surface}; border: 1px solid ${PALETTE.line}; border-radius: var(--z-radius-md); color: ${PALETTE.text}; }
[data-remote] .zp-surface__body { padding: var(--z-space-5); }
[data-remote] .zp-surface[data-size="small"] .zp-surface__body { padding: var(--z-space-3); }
[data-remote] .zp-surface--hoverable { transition: box-shadow 0.2s, border-color 0.2s; }
[data-remote] .zp-surface--hoverable:hover { border-color: transparent; box-shadow: ${SHADOW.card}; }
/* A highlighted proposal (paid): tinted in the brand colour, border and background. */
[data-remote] .zp-surface--highlighted { border-color: var(--z-color-primary); background: var(--z-color-primary-tint); box-shadow: inset 4px 0 0 var(--z-color-primary); }
[data-remote] .zp-surface > img:first-child { border-radius: var(--z-radius-md) var(--z-radius-md) 0 0; }
[data-remote] .zp-cover { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; display: block; }
[data-remote] .zp-stretched { color: inherit; }
[data-remote] .zp-stretched::after { content: ''; position: absolute; inset: 0; z-index: 1; }
[data-remote] .zp-filters-button { display: none; margin-bottom: var(--z-space-4); }
@media (max-width: 767.98px) { [data-remote] .zp-filters-inline { display: none; } [data-remote] .zp-filters-button { display: block; } }
[data-remote] .zp-paging { display: flex; justify-content: center; margin-top: var(--z-space-5); }
[data-remote] .zp-paging ul { display: flex; flex-wrap: wrap; gap: var(--z-space-2); list-style: none; margin: 0; padding: 0; }
[data-remote] .zp-paging a, [data-remote] .zp-paging button, [data-remote] .zp-paging__current { display: inline-flex; align-items: center; justify-content: center; min-width: 36px; height: 36px; padding: 0 var(--z-space-2); border: 1px solid ${PALETTE.control}; border-radius: var(--z-radius-sm); background: ${PALETTE.surface}; color: ${PALETTE.text}; font: inherit; text-decoration: none; cursor: pointer; }
[data-remote] .zp-paging a:hover, [data-remote] .zp-paging button:hover, [data-remote] .zp-paging a:focus-visible { border-color: ${COLORS.primary}; color: ${COLORS.primary}; }
[data-remote] .zp-paging__current { border-color: ${COLORS.primary}; color: ${COLORS.primary}; font-weight: 600; cursor: default; }
[data-remote] .zp-paging__gap { min-width: 24px; line-height: 36px; text-align: center; color: ${PALETTE.textTertiary}; }
[data-remote] .zp-dashboard { display: grid; gap: var(--z-space-4); grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: 992px) { [data-remote] .zp-dashboard { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
[data-remote] .zp-dashboard a { color: ${COLORS.primary}; }
[data-remote] .zp-dashboard__more { display: flex; flex-wrap: wrap; gap: var(--z-space-1) var(--z-space-3); align-items: center; }
[data-remote] .zp-dashboard__head { display: flex; justify-content: space-between; align-items: center; gap: var(--z-space-2); margin-bottom: var(--z-space-3); }
[data-remote] .zp-dashboard__items { list-style: none; margin: 0 0 var(--z-space-3); padding: 0; display: grid; gap: var(--z-space-2); }
[data-remote] .zp-dashboard__item { display: flex; justify-content: space-between; align-items: flex-start; gap: var(--z-space-2); padding-bottom: var(--z-space-2); border-bottom: 1px solid ${PALETTE.line}; overflow-wrap: anywhere; }
[data-remote] .zp-dashboard__item-main { min-width: 0; }
[data-remote] .zp-dashboard__meta { color: ${PALETTE.textTertiary}; font-size: var(--z-font-sm); }
[data-remote] .zp-dashboard__extra { flex: none; }
[data-remote] .zp-dashboard__facts { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: var(--z-space-1) var(--z-space-3); margin: 0 0 var(--z-space-3); }
[data-remote] .zp-dashboard__facts dt { color: ${PALETTE.textTertiary}; }
[data-remote] .zp-dashboard__facts dd { margin: 0; overflow-wrap: anywhere; }
[data-remote] .zp-dashboard__stage { margin: var(--z-space-3) 0 6px; font-size: var(--z-font-base); font-weight: 600; }
[data-remote] .zp-breadcrumb { display: flex; flex-wrap: wrap; gap: 0 var(--z-space-2); list-style: none; margin: 0; padding: 0; color: var(--z-color-text-tertiary); }
[data-remote] .zp-breadcrumb a { color: inherit; }
[data-remote] .zp-breadcrumb [aria-current="page"] { color: var(--z-color-text); }
[data-remote] .zp-stars { color: var(--z-color-star); letter-spacing: 1px; font-size: var(--z-font-base); }
/* On a card's picture, over its stretched link; over antd's button colours as the inline style it was. */
.zp-favourite.zp-favourite--card { position: absolute; top: var(--z-space-3); right: var(--z-space-3); z-index: 2; background: var(--z-color-surface) !important; box-shadow: 0 1px 4px var(--z-color-shade-soft) !important; }
[data-remote] .zp-conversations { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
[data-remote] .zp-conversation { display: flex; gap: 10px; align-items: flex-start; width: 100%; padding: 10px var(--z-space-3); text-align: start; font: inherit; color: inherit; background: ${PALETTE.surface}; border: 1px solid ${PALETTE.lineStrong}; border-radius: var(--z-radius-md); cursor: pointer; }
[data-remote] .zp-conversation[aria-current="true"], [data-remote] .zp-conversation:hover, [data-remote] .zp-conversation:focus-visible { border-color: ${COLORS.primary}; }
`;

export function CardStyles() {
  return <style>{CSS + TYPOGRAPHY_CSS}</style>;
}
