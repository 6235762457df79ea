import { COLORS, PALETTE } from '@zaber/shared/ui/theme';

/**
 * The queue's items: the applicant's head, the services with their works as a grid of 120 px
 * thumbnails (a click enlarges one in the shared gallery, videos playing there too) and
 * the decision buttons (phone first: one column, the buttons full width; side by side from 576 px).
 */
const CSS = `
[data-remote="mf-account"] .za-approval { display: flex; flex-direction: column; gap: var(--z-space-4); }
[data-remote="mf-account"] .za-approval__head { display: flex; flex-wrap: wrap; gap: var(--z-space-3); align-items: center; }
[data-remote="mf-account"] .za-approval__who { display: flex; flex-direction: column; min-width: 0; flex: 1 1 200px; }
[data-remote="mf-account"] .za-approval__who h2 { margin: 0; font-size: var(--z-font-lg); }
[data-remote="mf-account"] .za-approval__category h3 { margin: 0 0 var(--z-space-1); font-size: var(--z-font-md); }
[data-remote="mf-account"] .za-approval__category p { margin: 0 0 var(--z-space-2); white-space: pre-line; }
[data-remote="mf-account"] .za-works { display: grid; gap: 6px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 120px), 1fr)); list-style: none; margin: 0; padding: 0; }
[data-remote="mf-account"] .za-work { position: relative; display: block; width: 100%; aspect-ratio: 1; padding: 0; border: 0; border-radius: var(--z-radius-sm); overflow: hidden; background: ${PALETTE.lineStrong}; cursor: zoom-in; }
[data-remote="mf-account"] .za-work img { width: 100%; height: 100%; object-fit: cover; display: block; }
[data-remote="mf-account"] .za-work:focus-visible { outline: 2px solid ${COLORS.primary}; outline-offset: 2px; }
[data-remote="mf-account"] .za-work__badge { position: absolute; left: 4px; bottom: 4px; padding: 0 6px; border-radius: var(--z-radius-xs); background: ${PALETTE.textSoft}; color: ${PALETTE.surface}; font-size: var(--z-font-xs); line-height: 20px; }
[data-remote="mf-account"] .za-work--more { display: flex; align-items: center; justify-content: center; padding: var(--z-space-1); background: ${PALETTE.line}; color: ${COLORS.primary}; font-weight: 600; text-align: center; cursor: pointer; }
[data-remote="mf-account"] .za-approval__actions { display: flex; flex-direction: column; gap: var(--z-space-2); }
@media (min-width: 576px) {
  [data-remote="mf-account"] .za-approval__actions { flex-direction: row; justify-content: flex-end; }
}
`;

export function ModerationStyles() {
  return <style>{CSS}</style>;
}
