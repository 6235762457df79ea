import { COLORS, PALETTE } from '@zaber/shared/ui/theme';

/**
 * The calendar's day cells, legend and toolbar, which antd's Calendar has no props for. The
 * seven columns share the width (no fixed cell size), so a month fits a 375 px phone; the
 * state's word shows from 576 px on, below that its icon and colour (the button's name says it).
 */
const CSS = `
[data-remote="mf-executor"] .zx-dates-toolbar { display: flex; flex-wrap: wrap; gap: var(--z-space-3) var(--z-space-5); align-items: center; justify-content: space-between; margin-bottom: var(--z-space-4); }
[data-remote="mf-executor"] .zx-dates-month { display: flex; align-items: center; gap: var(--z-space-2); }
[data-remote="mf-executor"] .zx-dates-month h2 { margin: 0; min-width: 9em; text-align: center; font-size: var(--z-font-lg); }
[data-remote="mf-executor"] .zx-calendar .ant-picker-calendar { background: transparent; }
[data-remote="mf-executor"] .zx-calendar .ant-picker-panel { display: flex; width: 100%; border: 0; background: transparent; }
[data-remote="mf-executor"] .zx-calendar .ant-picker-date-panel { width: 100%; }
[data-remote="mf-executor"] .zx-calendar .ant-picker-body { padding: 0; }
[data-remote="mf-executor"] .zx-calendar .ant-picker-content { height: auto; width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 4px; }
[data-remote="mf-executor"] .zx-calendar .ant-picker-content th { height: 28px; font-weight: 600; }
[data-remote="mf-executor"] .zx-calendar .ant-picker-cell { padding: 0; min-width: 0; }
[data-remote="mf-executor"] .zx-calendar .ant-picker-cell::before { display: none; }
[data-remote="mf-executor"] .zx-calendar[aria-busy="true"] .zx-day__state { opacity: 0.5; }
[data-remote="mf-executor"] .zx-day { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; width: 100%; min-height: 44px; padding: var(--z-space-1) 0; font: inherit; border: 1px solid ${PALETTE.control}; border-radius: var(--z-radius-sm); background: ${PALETTE.surface}; color: ${PALETTE.text}; cursor: pointer; }
[data-remote="mf-executor"] .zx-day:hover:not(:disabled) { border-color: ${COLORS.primary}; }
[data-remote="mf-executor"] .zx-day:focus-visible { outline: 2px solid ${COLORS.primary}; outline-offset: 1px; }
[data-remote="mf-executor"] .zx-day--free { background: ${PALETTE.successBg}; border-color: ${PALETTE.successBorder}; color: ${PALETTE.gainText}; }
[data-remote="mf-executor"] .zx-day--occupied { background: ${PALETTE.dangerBg}; border-color: ${PALETTE.dangerBorderStrong}; color: ${PALETTE.dangerText}; }
[data-remote="mf-executor"] .zx-day[aria-current="date"], [data-remote="mf-executor"] .zx-legend__today { box-shadow: inset 0 0 0 2px ${COLORS.primary}; font-weight: 700; }
[data-remote="mf-executor"] .zx-day:disabled, [data-remote="mf-executor"] .zx-legend__past { cursor: not-allowed; opacity: 0.55; background-image: repeating-linear-gradient(135deg, transparent 0 6px, ${PALETTE.fillFaint} 6px 8px); }
[data-remote="mf-executor"] .zx-day--outside { border: 0; background: none; cursor: default; }
[data-remote="mf-executor"] .zx-day__number { line-height: 1.2; }
[data-remote="mf-executor"] .zx-day__state { display: inline-flex; align-items: center; gap: 3px; font-size: var(--z-font-xs); line-height: 1; }
[data-remote="mf-executor"] .zx-day__word { display: none; }
@media (min-width: 576px) {
  [data-remote="mf-executor"] .zx-day { min-height: 56px; }
  [data-remote="mf-executor"] .zx-day__word { display: inline; }
}
[data-remote="mf-executor"] .zx-dates-status { margin: var(--z-space-3) 0 0; min-height: 22px; color: ${PALETTE.textSecondary}; }
[data-remote="mf-executor"] .zx-legend { display: flex; flex-wrap: wrap; gap: var(--z-space-2) 20px; list-style: none; margin: var(--z-space-4) 0 0; padding: 0; }
[data-remote="mf-executor"] .zx-legend li { display: flex; align-items: center; gap: var(--z-space-2); }
[data-remote="mf-executor"] .zx-legend__swatch { width: 28px; min-height: 28px; padding: 0; cursor: default; }
[data-remote="mf-executor"] .zx-legend__swatch .zx-day__word { display: none; }
`;

export function DatesStyles() {
  return <style>{CSS}</style>;
}
