import { cssVariables } from '@zaber/shared/theme';

/**
 * Utility classes of the design language: one declaration each, written with the theme's tokens
 * (`var(--z-space-4)`, `var(--z-font-sm)`, `var(--z-color-primary)`). They take the place of the
 * inline styles components had, so they win as those did: `!important` over antd's CSS-in-JS and
 * any rule of a component. Names: `z-<property>-<value>` (`z-mb-4` = margin-bottom of space 4,
 * `z-font-sm`, `z-w-full`); a number without a token is the size in px of a layout width
 * (`z-max-w-640`). Not scoped under a remote's root, so they work in modals and drawers (drawn
 * outside it) too; the `z-` prefix is the design language's own.
 */
export const UTILITIES: Readonly<Record<string, string>> = {
  'z-bg-primary': 'background: var(--z-color-primary)',
  'z-bg-surface-invite': 'background: var(--z-color-surface-invite)',
  'z-border-collapse-collapse': 'border-collapse: collapse',
  'z-break-inside-avoid': 'break-inside: avoid',
  'z-color-error': 'color: var(--z-color-error)',
  'z-color-inherit': 'color: inherit',
  'z-color-text-tertiary': 'color: var(--z-color-text-tertiary)',
  'z-columns-2-260px': 'columns: 2 260px',
  'z-d-block': 'display: block',
  'z-d-contents': 'display: contents',
  'z-d-flex': 'display: flex',
  'z-d-grid': 'display: grid',
  'z-d-inline-flex': 'display: inline-flex',
  'z-family-monospace': 'font-family: monospace',
  'z-fit-cover': 'object-fit: cover',
  'z-flex-1': 'flex: 1',
  'z-flex-1-1-220px': 'flex: 1 1 220px',
  'z-flex-1-1-260px': 'flex: 1 1 260px',
  'z-flex-column': 'flex-direction: column',
  'z-flex-none': 'flex: none',
  'z-flex-wrap': 'flex-wrap: wrap',
  'z-font-2xl': 'font-size: var(--z-font-2xl)',
  'z-font-3xl': 'font-size: var(--z-font-3xl)',
  'z-font-base': 'font-size: var(--z-font-base)',
  'z-font-clamp-20px-4vw-24px': 'font-size: clamp(20px, 4vw, 24px)',
  'z-font-clamp-20px-4vw-26px': 'font-size: clamp(20px, 4vw, 26px)',
  'z-font-clamp-24px-5vw-34px': 'font-size: clamp(24px, 5vw, 34px)',
  'z-font-lg': 'font-size: var(--z-font-lg)',
  'z-font-md': 'font-size: var(--z-font-md)',
  'z-font-sm': 'font-size: var(--z-font-sm)',
  'z-font-xl': 'font-size: var(--z-font-xl)',
  'z-font-xs': 'font-size: var(--z-font-xs)',
  'z-gap-1': 'gap: var(--z-space-1)',
  'z-gap-2': 'gap: var(--z-space-2)',
  'z-grid-column-1-1': 'grid-column: 1 / -1',
  'z-h-20': 'height: 20px',
  'z-h-24': 'height: 24px',
  'z-h-full': 'height: 100%',
  'z-leading-1_1': 'line-height: 1.1',
  'z-m-0': 'margin: 0',
  'z-m-1-0-0': 'margin: var(--z-space-1) 0 0',
  'z-m-1-0-2': 'margin: var(--z-space-1) 0 var(--z-space-2)',
  'z-m-2-0': 'margin: var(--z-space-2) 0',
  'z-m-2-0-0': 'margin: var(--z-space-2) 0 0',
  'z-m-2-0-4': 'margin: var(--z-space-2) 0 var(--z-space-4)',
  'z-m-3-0': 'margin: var(--z-space-3) 0',
  'z-m-3-0-0': 'margin: var(--z-space-3) 0 0',
  'z-max-w-200': 'max-width: 200px',
  'z-max-w-240': 'max-width: 240px',
  'z-max-w-280': 'max-width: 280px',
  'z-max-w-420': 'max-width: 420px',
  'z-max-w-560': 'max-width: 560px',
  'z-max-w-620': 'max-width: 620px',
  'z-max-w-640': 'max-width: 640px',
  'z-max-w-720': 'max-width: 720px',
  'z-mb-0': 'margin-bottom: 0',
  'z-mb-1': 'margin-bottom: var(--z-space-1)',
  'z-mb-20px': 'margin-bottom: 20px',
  'z-mb-3': 'margin-bottom: var(--z-space-3)',
  'z-mb-4': 'margin-bottom: var(--z-space-4)',
  'z-mb-5': 'margin-bottom: var(--z-space-5)',
  'z-me-0': 'margin-inline-end: 0',
  'z-min-h-calc-100vh-160px': 'min-height: calc(100vh - 160px)',
  'z-min-w-0': 'min-width: 0',
  'z-ms-1': 'margin-inline-start: var(--z-space-1)',
  'z-ms-2': 'margin-inline-start: var(--z-space-2)',
  'z-mt-0': 'margin-top: 0',
  'z-mt-1': 'margin-top: var(--z-space-1)',
  'z-mt-2': 'margin-top: var(--z-space-2)',
  'z-mt-20px': 'margin-top: 20px',
  'z-mt-3': 'margin-top: var(--z-space-3)',
  'z-mt-4': 'margin-top: var(--z-space-4)',
  'z-mt-5': 'margin-top: var(--z-space-5)',
  'z-mt-6': 'margin-top: var(--z-space-6)',
  'z-mt-n2': 'margin-top: calc(-1 * var(--z-space-2))',
  'z-mt-n3': 'margin-top: calc(-1 * var(--z-space-3))',
  'z-opacity-0_35': 'opacity: 0.35',
  'z-p-0': 'padding: 0',
  'z-p-4': 'padding: var(--z-space-4)',
  'z-p-1-2': 'padding: var(--z-space-1) var(--z-space-2)',
  'z-p-1-3': 'padding: var(--z-space-1) var(--z-space-3)',
  'z-p-2-3': 'padding: var(--z-space-2) var(--z-space-3)',
  'z-p-2-0': 'padding: var(--z-space-2) 0',
  'z-p-3-4': 'padding: var(--z-space-3) var(--z-space-4)',
  'z-p-5-0': 'padding: var(--z-space-5) 0',
  'z-pl-20px': 'padding-left: 20px',
  'z-pos-relative': 'position: relative',
  'z-pr-44px': 'padding-right: 44px',
  'z-radius-lg': 'border-radius: var(--z-radius-lg)',
  'z-radius-sm': 'border-radius: var(--z-radius-sm)',
  /** A rule under a row (a table's cell, a list's line). */
  'z-rule-bottom': 'border-bottom: 1px solid var(--z-color-line)',
  'z-resize-vertical': 'resize: vertical',
  'z-self-center': 'align-self: center',
  'z-text-left': 'text-align: left',
  'z-text-right': 'text-align: right',
  'z-w-180': 'width: 180px',
  'z-w-60pct': 'width: 60%',
  'z-w-full': 'width: 100%',
  'z-w-min-100pct-420px': 'width: min(100%, 420px)',
  'z-weight-400': 'font-weight: 400',
  'z-weight-600': 'font-weight: 600',
  'z-weight-700': 'font-weight: 700',
  'z-wrap-anywhere': 'overflow-wrap: anywhere',
  'z-ws-nowrap': 'white-space: nowrap',
  'z-ws-pre-line': 'white-space: pre-line',
  'z-z-index-2': 'z-index: 2',
};

/**
 * The design language's CSS for the page: the tokens as custom properties on `:root` and the
 * utility classes. The shell's server writes it once into the head of every page it serves
 * (shell/src/server/page-document.ts), the server-rendered and the browser-rendered ones.
 */
export function designCss(): string {
  const vars = Object.entries(cssVariables())
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  const utilities = Object.entries(UTILITIES)
    .map(([name, declaration]) => `.${name}{${declaration} !important;}`)
    .join('');
  return `:root{${vars}}${utilities}`;
}
