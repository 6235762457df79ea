import { COLORS, PALETTE } from '@zaber/shared/ui/theme';
import type { CSSProperties, ReactNode, Ref } from 'react';

interface TypographyProps {
  children?: ReactNode;
  style?: CSSProperties;
  className?: string;
  id?: string;
  'data-testid'?: string;
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  /** Clamps the text to a number of lines. */
  ellipsis?: { rows: number };
}

/**
 * Headings and text in antd's typography look, as plain elements. antd's Typography carries
 * its editing and copying features (TextArea, Tooltip, the form context: ≈ 30 KB gzip) to every
 * page that shows a heading; we use none of them.
 */
function classes(base: string, { type, className, ellipsis }: TypographyProps): string {
  return [base, type ? `zp-typo--${type}` : '', ellipsis ? 'zp-typo--clamp' : '', className ?? ''].filter(Boolean).join(' ');
}

function styleOf({ style, ellipsis }: TypographyProps): CSSProperties | undefined {
  return ellipsis ? { ...style, WebkitLineClamp: ellipsis.rows } : style;
}

function content({ strong, children }: TypographyProps): ReactNode {
  return strong ? <strong>{children}</strong> : children;
}

/** `ref` and `tabIndex={-1}` let a page move the focus to a heading (e.g. a wizard's new step). */
function Title(props: TypographyProps & { level?: 1 | 2 | 3 | 4 | 5; ref?: Ref<HTMLHeadingElement>; tabIndex?: number }) {
  const Tag = `h${props.level ?? 1}` as const;
  return (
    <Tag
      ref={props.ref}
      tabIndex={props.tabIndex}
      id={props.id}
      className={classes(`zp-typo zp-title zp-title--${props.level ?? 1}`, props)}
      style={styleOf(props)}
      data-testid={props['data-testid']}
    >
      {content(props)}
    </Tag>
  );
}

function Text(props: TypographyProps) {
  return (
    <span id={props.id} className={classes('zp-typo zp-text', props)} style={styleOf(props)} data-testid={props['data-testid']}>
      {content(props)}
    </span>
  );
}

function Paragraph(props: TypographyProps) {
  return (
    <div id={props.id} className={classes('zp-typo zp-paragraph', props)} style={styleOf(props)} data-testid={props['data-testid']}>
      {content(props)}
    </div>
  );
}

export const Typography = { Title, Text, Paragraph };

/** The rules of the classes above (antd's sizes and colours), rendered once per app by its root. */
export const TYPOGRAPHY_CSS = `
.zp-typo { color: ${PALETTE.text}; word-break: break-word; }
.zp-title { font-weight: 600; margin: 0 0 0.5em; }
.zp-title--1 { font-size: var(--z-font-4xl); line-height: 1.21; }
.zp-title--2 { font-size: var(--z-font-3xl); line-height: 1.27; }
.zp-title--3 { font-size: var(--z-font-2xl); line-height: 1.33; }
.zp-title--4 { font-size: var(--z-font-xl); line-height: 1.4; }
.zp-title--5 { font-size: var(--z-font-md); line-height: 1.5; }
:is(div, ul, li, p, h1, h2, h3, h4, h5, .zp-paragraph) + .zp-title { margin-top: 1.2em; }
.zp-paragraph { margin: 0 0 1em; }
.zp-typo--secondary { color: ${PALETTE.textSecondary}; }
.zp-typo--success { color: ${PALETTE.successText}; }
.zp-typo--warning { color: ${PALETTE.warningText}; }
.zp-typo--danger { color: ${COLORS.error}; }
.zp-typo strong { font-weight: 600; }
.zp-typo--clamp { display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; }
`;
