import { COLORS, PALETTE } from '@zaber/shared/ui/theme';

/**
 * The few layout rules of mf-executor's pages antd has no prop for: filters, facts of a card, the
 * detail's sidebar, the proposal's cost. `zx-` is this remote's prefix; the filters are not scoped
 * under the remote's root because on phones they move into antd's drawer, outside it.
 */
const CSS = `
.zx-filters { display: grid; gap: var(--z-space-3); grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr)); align-items: start; margin-bottom: var(--z-space-5); }
.zx-filters .ant-form-item { margin-bottom: 0; }
/* The same rhythm as the kit's field label (antd's Form.Item): 14/22 px text, 8 px above the control. */
.zx-filter { display: flex; flex-direction: column; gap: var(--z-space-2); }
.zx-filter > .zp-text { font-size: var(--z-font-base); line-height: 22px; }
/* The approval checklist (lib/approval): on the profile page and the dashboard. */
[data-remote="mf-executor"] .zx-checklist .zx-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
[data-remote="mf-executor"] .zx-checklist { list-style: none; margin: 0 0 var(--z-space-4); padding: 0; display: grid; gap: var(--z-space-2); }
[data-remote="mf-executor"] .zx-checklist > li { display: flex; gap: var(--z-space-2); align-items: baseline; }
[data-remote="mf-executor"] .zx-checklist > li[data-done="true"] .anticon { color: ${PALETTE.successText}; }
[data-remote="mf-executor"] .zx-checklist > li[data-done="false"] .anticon { color: ${COLORS.error}; }
[data-remote="mf-executor"] .zx-checklist__gap { display: block; font-size: var(--z-font-sm); }
[data-remote="mf-executor"] .zx-facts { display: flex; flex-wrap: wrap; gap: var(--z-space-1) var(--z-space-4); margin: 0 0 6px; }
[data-remote="mf-executor"] .zx-facts > div { display: flex; gap: var(--z-space-1); }
[data-remote="mf-executor"] .zx-above-link { position: relative; z-index: 2; }
[data-remote="mf-executor"] .zx-facts dt { color: ${PALETTE.textSecondary}; }
[data-remote="mf-executor"] .zx-facts dt::after { content: ':'; }
[data-remote="mf-executor"] .zx-facts dd { margin: 0; }
[data-remote="mf-executor"] .zx-detail { display: grid; gap: var(--z-space-4); grid-template-columns: minmax(0, 1fr); margin-bottom: var(--z-space-5); }
[data-remote="mf-executor"] .zx-detail__aside { display: flex; flex-direction: column; gap: var(--z-space-3); }
@media (min-width: 992px) {
  [data-remote="mf-executor"] .zx-detail { grid-template-columns: minmax(0, 1fr) 340px; align-items: start; }
  [data-remote="mf-executor"] .zx-detail__aside { position: sticky; top: 16px; }
}
[data-remote="mf-executor"] .zx-extras { border: 0; margin: 0 0 var(--z-space-4); padding: 0; min-width: 0; }
[data-remote="mf-executor"] .zx-extras legend { font-size: var(--z-font-base); margin-bottom: var(--z-space-2); padding: 0; }
[data-remote="mf-executor"] .zx-extras > div { margin-bottom: var(--z-space-2); }
[data-remote="mf-executor"] .zx-extras__hint { display: block; font-size: var(--z-font-sm); padding-left: var(--z-space-5); }
[data-remote="mf-executor"] .zx-cost { background: ${PALETTE.page}; border-radius: var(--z-radius-md); padding: var(--z-space-3) var(--z-space-4); margin-bottom: var(--z-space-4); }
[data-remote="mf-executor"] .zx-cost__title { font-size: 15px; font-weight: 600; margin: 0 0 var(--z-space-2); }
[data-remote="mf-executor"] .zx-cost dl { margin: 0; }
[data-remote="mf-executor"] .zx-cost dl > div { display: flex; justify-content: space-between; gap: var(--z-space-3); padding: 2px 0; }
[data-remote="mf-executor"] .zx-cost dd { margin: 0; font-variant-numeric: tabular-nums; }
[data-remote="mf-executor"] .zx-cost__total { border-top: 1px solid ${PALETTE.fillStrong}; margin-top: var(--z-space-1); padding-top: 6px !important; font-weight: 600; }
[data-remote="mf-executor"] .zx-cost__balance { color: ${PALETTE.textSecondary}; }
`;

export function ExecutorStyles() {
  return <style>{CSS}</style>;
}
