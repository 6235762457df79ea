import { PALETTE } from '@zaber/shared/ui/theme';

/**
 * Rules of the profile view antd has no prop for (the works grid, reviews, the tabs on phones), scoped
 * under the remote's root (`data-remote`), so they reach any remote that renders the view and
 * never the shell.
 */
const CSS = `
[data-remote] .zp-profile-tabs .ant-tabs-tab { font-size: clamp(13px, 3.6vw, 14px); }
[data-remote] .zp-reviews { list-style: none; margin: 0; padding: 0; }
[data-remote] .zp-breakdown { list-style: none; margin: 0 0 var(--z-space-4); padding: 0; max-width: 420px; }
[data-remote] .zp-breakdown > li { display: grid; grid-template-columns: 36px 1fr 32px; position: relative; align-items: center; gap: var(--z-space-2); font-size: var(--z-font-base); }
[data-remote] .zp-breakdown__bar { height: 8px; border-radius: var(--z-radius-xs); background: ${PALETTE.line}; overflow: hidden; }
[data-remote] .zp-breakdown__bar > span { display: block; height: 100%; background: ${PALETTE.star}; }
[data-remote] .zp-breakdown__count { text-align: right; color: ${PALETTE.textMuted}; }
[data-remote] .zp-breakdown__sr { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
[data-remote] .zp-reviews > li { padding: var(--z-space-3) 0; border-bottom: 1px solid ${PALETTE.split}; }
[data-remote] .zp-works { display: grid; gap: var(--z-space-2); grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr)); }
[data-remote] .zp-work { display: block; width: 100%; padding: 0; border: 0; background: none; cursor: zoom-in; position: relative; border-radius: var(--z-radius-md); overflow: hidden; }
[data-remote] .zp-work img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; display: block; }
[data-remote] .zp-work .zp-play { position: absolute; left: 8px; bottom: 8px; }
`;

export function ProfileStyles() {
  return <style>{CSS}</style>;
}
