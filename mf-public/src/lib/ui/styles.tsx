import { COLORS, PALETTE, SHADOW } from '@zaber/shared/ui/theme';

/**
 * The few layout rules of mf-public's own pages antd has no prop for (hero, thumbnails,
 * article, filters); the cards' rules come with the shared cards (card-styles.tsx). Scoped
 * under the remote's root so they never leak into the shell or other remotes.
 */
const CSS = `
[data-remote="mf-public"] .zp-section { margin-top: 40px; content-visibility: auto; contain-intrinsic-size: auto 480px; }
[data-remote="mf-public"] .zp-claims { display: grid; gap: var(--z-space-4) var(--z-space-5); margin-top: var(--z-space-6); grid-template-columns: repeat(2, minmax(0, 1fr)); }
@media (min-width: 768px) { [data-remote="mf-public"] .zp-claims { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
[data-remote="mf-public"] .zp-hero { padding: clamp(var(--z-space-5), 6vw, 56px) clamp(var(--z-space-4), 5vw, var(--z-space-7)); border-radius: var(--z-radius-xl); color: ${PALETTE.surface};
  background: linear-gradient(135deg, ${PALETTE.heroFrom} 0%, ${PALETTE.heroVia} 55%, ${PALETTE.heroTo} 130%); }
[data-remote="mf-public"] .zp-input { height: 40px; padding: 7px 11px; font: inherit; font-size: var(--z-font-md); color: ${PALETTE.text}; background: ${PALETTE.surface}; border: 1px solid ${PALETTE.control}; border-radius: var(--z-radius-md); outline: none; transition: border-color .2s, box-shadow .2s; }
[data-remote="mf-public"] .zp-input::placeholder { color: ${PALETTE.textPlaceholder}; }
[data-remote="mf-public"] .zp-input:hover { border-color: ${PALETTE.controlHover}; }
[data-remote="mf-public"] .zp-input:focus { border-color: ${COLORS.primary}; box-shadow: ${SHADOW.focus}; }
[data-remote="mf-public"] .zp-hero h1 { color: ${PALETTE.surface}; margin-top: 0; font-size: clamp(28px, 6vw, 44px); line-height: 1.15; }
[data-remote="mf-public"] .zp-hero p { color: ${PALETTE.textOnDark}; font-size: clamp(16px, 2.5vw, 19px); max-width: 640px; }
[data-remote="mf-public"] .zp-suggestions { position: absolute; z-index: 20; top: 100%; left: 0; right: 0; margin-top: var(--z-space-1); padding: var(--z-space-1); background: var(--z-color-surface); color: var(--z-color-text); border: 1px solid var(--z-color-control); border-radius: var(--z-radius-md); box-shadow: var(--z-shadow-popover); text-align: left; }
[data-remote="mf-public"] .zp-suggestion { display: flex; justify-content: space-between; gap: var(--z-space-3); padding: var(--z-space-2) var(--z-space-3); border-radius: var(--z-radius-sm); cursor: pointer; }
[data-remote="mf-public"] .zp-suggestion[aria-selected="true"] { background: var(--z-color-primary-active); }
[data-remote="mf-public"] .zp-chip-remove { margin-left: 6px; padding: 0 2px; border: 0; background: none; font: inherit; font-size: var(--z-font-md); line-height: 1; color: var(--z-color-text-tertiary); cursor: pointer; }
[data-remote="mf-public"] .zp-thumbs { display: grid; gap: var(--z-space-2); grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr)); }
[data-remote="mf-public"] .zp-thumb { padding: 0; border: 0; background: none; cursor: zoom-in; position: relative; border-radius: var(--z-radius-md); overflow: hidden; }
[data-remote="mf-public"] .zp-thumb img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; display: block; }
[data-remote="mf-public"] .zp-article { font-size: 17px; line-height: 1.7; max-width: 720px; }
[data-remote="mf-public"] .zp-article img { max-width: 100%; height: auto; }
[data-remote="mf-public"] .zp-faq { display: grid; gap: var(--z-space-2); }
[data-remote="mf-public"] .zp-faq__item { background: ${PALETTE.surface}; border: 1px solid ${PALETTE.lineStrong}; border-radius: var(--z-radius-md); }
[data-remote="mf-public"] .zp-faq__item[open] { border-color: ${PALETTE.controlHover}; }
[data-remote="mf-public"] .zp-faq__question { list-style: none; display: flex; justify-content: space-between; align-items: center; gap: var(--z-space-4); padding: 14px var(--z-space-4); cursor: pointer; font-weight: 600; border-radius: var(--z-radius-md); }
[data-remote="mf-public"] .zp-faq__question::-webkit-details-marker { display: none; }
[data-remote="mf-public"] .zp-faq__question:hover { color: ${COLORS.primary}; }
[data-remote="mf-public"] .zp-faq__question:focus-visible { outline: 2px solid ${COLORS.primary}; outline-offset: 2px; }
[data-remote="mf-public"] .zp-faq__chevron { flex: none; width: 9px; height: 9px; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: rotate(45deg); margin-top: -4px; transition: transform .2s; }
[data-remote="mf-public"] .zp-faq__item[open] .zp-faq__chevron { transform: rotate(-135deg); margin-top: var(--z-space-1); }
[data-remote="mf-public"] .zp-faq__answer { margin: 0; padding: 0 var(--z-space-4) 14px; }
[data-remote="mf-public"] .zp-filters { display: grid; gap: var(--z-space-3); grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr)); align-items: start; margin-bottom: var(--z-space-5); }
[data-remote="mf-public"] .zp-filters .ant-form-item { margin-bottom: 0; }
[data-remote="mf-public"] .zp-filters .ant-form-item-label { padding-bottom: 0; }
[data-remote="mf-public"] .zp-sidebar { position: sticky; top: 16px; }
[data-remote="mf-public"] .zp-order-bar { display: none; }
@media (max-width: 991px) {
  [data-remote="mf-public"] .zp-order-bar { display: flex; position: sticky; bottom: 0; z-index: 5; justify-content: space-between; align-items: center; gap: var(--z-space-3); margin: var(--z-space-5) -16px 0; padding: 10px var(--z-space-4); background: ${PALETTE.surface}; border-top: 1px solid ${PALETTE.line}; box-shadow: ${SHADOW.barSoft}; }
  [data-remote="mf-public"] .zp-sidebar .zp-order-aside { display: none; }
}
`;

export function PublicStyles() {
  return <style>{CSS}</style>;
}
