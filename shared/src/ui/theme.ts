import type { ThemeConfig } from '@zaber/shared/ui/antd';

/** The brand colours (spec §9: primary, accent, secondary, info, warning, error, success). */
export const COLORS = {
  primary: '#1b5e4b',
  accent: '#f08a24',
  secondary: '#23313f',
  info: '#2f7ab8',
  warning: '#d89614',
  error: '#c8312b',
  success: '#2e8b3e',
} as const;

/**
 * Every other colour the apps draw with, by what it is for: styles and components use these
 * names, never a colour literal (shared/src/conventions.test.ts fails on a hex colour anywhere
 * else). Contrast ratios as in antdTheme below.
 */
export const PALETTE = {
  /** Cards, inputs, tables (antd's colorBgContainer). */
  surface: '#fff',
  /** The page behind the cards (layout.css). */
  page: '#f6f7f5',
  /** Table heads, quiet notes. */
  surfaceMuted: '#fafafa',
  /** A row of figures set apart (bank details). */
  surfaceSubtle: '#f7f8f7',
  /** A light blue panel that invites (home page, "join as a professional"). */
  surfaceInvite: '#f6f8fb',
  /** Dividers and card borders (antd's colorSplit). */
  line: '#f0f0f0',
  /** Borders of tables, threads and lists. */
  lineStrong: '#e8e8e8',
  /** Borders of inputs and choices (antd's colorBorder). */
  control: '#d9d9d9',
  /** An input's border on hover. */
  controlHover: '#3f7a66',
  /** Secondary text drawn outside antd: 5.9:1 on #fff. */
  textMuted: '#5f6b66',
  /** Tints of the primary colour: a selected choice / own message, a highlighted card, an active option. */
  primaryBg: '#e3efe9',
  primaryTint: '#f1f7f4',
  primaryActive: '#e6f0ec',
  /** Someone else's message. */
  bubble: '#f2f4f3',
  /** Success as text (antd's colorSuccessText, 7.03:1) and a stronger green for gains (5.44:1 on successBg). */
  successText: '#1d662b',
  gainText: '#237804',
  successBg: '#f6ffed',
  successBgSoft: '#f0f8f1',
  successBorder: '#73d13d',
  /** Warning as text (antd's colorWarningText) and its background. */
  warningText: '#8c5400',
  warningBg: '#fff7e6',
  /** Danger as text on its background (7.3:1), the background, and borders. */
  dangerText: '#a8071a',
  dangerBg: '#fff1f0',
  dangerBorder: '#ffccc7',
  dangerBorderStrong: '#ff7875',
  /** Rating stars. */
  star: '#d48806',
  /** The home page's hero gradient. */
  heroFrom: '#1d3557',
  heroVia: '#2a6f97',
  heroTo: '#c4553a',
  /** Text as antd draws it (colorText, colorTextSecondary, colorTextTertiary, colorTextPlaceholder). */
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  textTertiary: 'rgba(0, 0, 0, 0.6)',
  textPlaceholder: 'rgba(0, 0, 0, 0.56)',
  /** Quieter text: a caption over a thumbnail's shade, a note, an icon's hint. */
  textSoft: 'rgba(0, 0, 0, 0.7)',
  textFaint: 'rgba(0, 0, 0, 0.55)',
  textQuiet: 'rgba(0, 0, 0, 0.45)',
  /** Text on a dark or coloured ground (the hero). */
  textOnDark: 'rgba(255, 255, 255, 0.9)',
  /** An avatar without a picture; a heart's shade on a photo. */
  shade: 'rgba(0, 0, 0, 0.25)',
  shadeSoft: 'rgba(0, 0, 0, 0.2)',
  /** A skeleton's base and its shine; a quiet fill (a day off). */
  fill: 'rgba(0, 0, 0, 0.06)',
  fillStrong: 'rgba(0, 0, 0, 0.15)',
  fillFaint: 'rgba(0, 0, 0, 0.05)',
  /** antd's split line (rgba(5, 5, 5, 0.06)). */
  split: 'rgba(5, 5, 5, 0.06)',
  /** The shell's frame: the header's rule, the unread count, the breadcrumb (5.38:1 on the page), the footer's text and quiet text. */
  headerLine: '#e6e8e3',
  count: '#cf1322',
  breadcrumb: '#5d6677',
  footerText: '#d7dde3',
  footerQuiet: '#9aa6b2',
  /** antd's colorLinkHover (6.23:1 on #fff; antd derives #497867, 5.04:1). */
  linkHover: '#306b58',
  /** antd's text colour (rgba(0, 0, 0, 0.88) on white) as a solid colour, for mail apps without rgba. */
  ink: '#1f1f1f',
  /** The primary colour at 20 %: an input's focus ring. */
  focusRing: 'rgba(27, 94, 75, 0.2)',
} as const;

/** The type scale: font sizes (px) with their line heights (px). */
export const FONT = {
  xs: { size: 12, lineHeight: 20 },
  sm: { size: 13, lineHeight: 20 },
  base: { size: 14, lineHeight: 22 },
  md: { size: 16, lineHeight: 24 },
  lg: { size: 18, lineHeight: 26 },
  xl: { size: 20, lineHeight: 28 },
  '2xl': { size: 24, lineHeight: 32 },
  '3xl': { size: 30, lineHeight: 38 },
  '4xl': { size: 38, lineHeight: 46 },
} as const;

/** The spacing scale (px, 4-px based): `--z-space-1` … `--z-space-8`. */
export const SPACE = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 24, 6: 32, 7: 48, 8: 64 } as const;

/** Corner radii (px); `md` is antd's borderRadius. */
export const RADIUS = { xs: 4, sm: 6, md: 8, lg: 12, xl: 16, pill: 999 } as const;

/** Shadows: a hovered card (antd's boxShadowTertiary), a popover, a bar fixed to the bottom, a sticky bar. */
export const SHADOW = {
  card: '0 1px 2px -2px rgba(0, 0, 0, 0.16), 0 3px 6px 0 rgba(0, 0, 0, 0.12), 0 5px 12px 4px rgba(0, 0, 0, 0.09)',
  popover: '0 6px 16px rgba(0, 0, 0, 0.12)',
  bar: '0 -4px 24px rgba(0, 0, 0, 0.12)',
  barSoft: '0 -4px 12px rgba(0, 0, 0, 0.06)',
  focus: `0 0 0 2px ${PALETTE.focusRing}`,
} as const;

/** The page's widest content column (px). */
export const PAGE_MAX_WIDTH = 1200;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The tokens as CSS custom properties (`--z-color-primary`, `--z-font-md`, `--z-leading-md`,
 * `--z-space-3`, `--z-radius-md`, `--z-shadow-card`). The shell's server writes them once into
 * every page (shell/src/server/page-document.ts); styles use them as `var(--z-…)`.
 */
export function cssVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...COLORS, ...PALETTE })) vars[`--z-color-${kebab(name)}`] = value;
  for (const [name, { size, lineHeight }] of Object.entries(FONT)) {
    vars[`--z-font-${name}`] = `${size}px`;
    vars[`--z-leading-${name}`] = `${lineHeight}px`;
  }
  for (const [step, px] of Object.entries(SPACE)) vars[`--z-space-${step}`] = `${px}px`;
  for (const [name, px] of Object.entries(RADIUS)) vars[`--z-radius-${name}`] = `${px}px`;
  for (const [name, value] of Object.entries(SHADOW)) vars[`--z-shadow-${kebab(name)}`] = value;
  vars['--z-page-max'] = `${PAGE_MAX_WIDTH}px`;
  vars['--z-font-family'] = FONT_FAMILY;
  return vars;
}

/** A colour of the theme as its CSS variable: `color('textMuted')` is `var(--z-color-text-muted)`. */
export const color = (name: keyof typeof COLORS | keyof typeof PALETTE) => `var(--z-color-${kebab(name)})`;

/** The apps' font stack (antd's fontFamily, the body's, the e-mails'). */
export const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * Tag presets use colour-7 as text on colour-1; one or two steps darker where that fails
 * (ratio on colour-1). Set under both names antd has for it (`green7`, legacy `green-7`): both
 * become the CSS variable --ant-green-7, and the legacy one would win.
 */
const PRESET_TEXT = {
  green: '#237804', // on #f6ffed 5.44:1
  cyan: '#006d75', // on #e6fffb 5.82:1
  orange: '#ad4e00', // on #fff7e6 5.09:1
  volcano: '#ad2102', // on #fff2e8 6.38:1
  gold: '#874d00', // on #fffbe6 6.53:1
  lime: '#3f6600', // on #fcffe6 6.62:1
  yellow: '#876800', // on #feffe6 5.15:1
} as const;
const presetTextColors: Record<string, string> = Object.fromEntries(
  Object.entries(PRESET_TEXT).flatMap(([name, color]) => [
    [`${name}7`, color],
    [`${name}-7`, color],
  ]),
);

/**
 * WCAG 2.2 AA contrast (1.4.3: 4.5:1 for text, 3:1 for large text; 1.4.11: 3:1 for UI parts).
 * Ratios are computed against white (#fff, cards and inputs) and the page (#f6f7f5, layout.css);
 * e2e/tests/guest/accessibility.spec.ts runs axe-core on the public pages to keep them there.
 * antd's defaults that fail and are overridden here:
 * - secondary/description text rgba(0,0,0,.45) = 3.36:1 on white, 3.31:1 on the page;
 * - placeholders rgba(0,0,0,.25) = 1.84:1;
 * - status texts = the seed colours: warning #d89614 2.53:1, success #2e8b3e 4.30:1;
 * - Tag presets (text = colour-7 on colour-1): green 3.37:1, cyan 3.39, orange 3.34, gold 2.76,
 *   lime 2.48, yellow 2.05, volcano 4.37;
 * - the light primary/success tints antd derives from the dark brand seeds are grey-green
 *   (#959e9a: primary text on it 2.78:1).
 * Disabled text (rgba(0,0,0,.25)) stays: WCAG exempts inactive controls.
 */
export const antdTheme: ThemeConfig = {
  // One name for antd's CSS variables in every React root of the page (the shell's and each
  // remote's): antd derives the theme's tokens once, and their variables are written once, instead
  // of once per root under a name of each root's own id.
  cssVar: { key: 'css-var-zaber' },
  token: {
    colorPrimary: COLORS.primary, // #fff on it / it on #fff 7.64:1, on the page 7.11:1
    colorInfo: COLORS.info,
    colorWarning: COLORS.warning,
    colorError: COLORS.error, // as text on #fff 5.34:1
    colorSuccess: COLORS.success,
    colorLink: COLORS.primary, // 7.64:1
    colorLinkHover: PALETTE.linkHover, // 6.23:1 (antd derives #497867, 5.04:1)
    // Text (alpha over its background; colorText rgba(0,0,0,.88) is 16.5:1 on #fff).
    colorTextSecondary: PALETTE.textSecondary, // #595959: 7.00:1 on #fff, 6.83:1 on the page
    colorTextTertiary: PALETTE.textTertiary, // #666: 5.74:1 on #fff, 5.61:1 on the page, 5.52:1 on #f0f0f0
    colorTextDescription: PALETTE.textTertiary, // Typography type="secondary", Breadcrumb, Card meta, Form extra
    colorTextPlaceholder: PALETTE.textPlaceholder, // #707070: 4.95:1 on #fff (inputs)
    colorSuccessText: PALETTE.successText, // 7.03:1 on #fff, 6.21:1 on colorSuccessBg
    colorWarningText: PALETTE.warningText, // 6.21:1 on #fff, 5.97:1 on colorWarningBg #fffbe6
    colorInfoText: '#1f5a91', // 7.17:1 on #fff, 6.36:1 on colorInfoBg #e9f3f7
    colorPrimaryBg: PALETTE.primaryBg, // selected options/items: primary on it 6.47:1, text 14.4:1
    colorPrimaryBgHover: '#cfe3da', // primary on it 5.69:1
    colorSuccessBg: '#e8f4ea',
    ...presetTextColors,
    borderRadius: RADIUS.md,
    fontSize: FONT.base.size,
    // The type and spacing scales' base (antd derives its sizes, margins and paddings from them).
    sizeUnit: SPACE[1],
    fontFamily: FONT_FAMILY,
  },
};
