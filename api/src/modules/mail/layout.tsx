import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { COLORS, FONT_FAMILY, PALETTE } from '@zaber/shared/ui/theme';
import type { CSSProperties } from 'react';
import { type MailAction, type MailBlock, type MailContent, type MailItem, SETTINGS_LINE, SIGNATURE } from './content';

/*
 * The one e-mail template of Záběr: the brand word in the header, the greeting, the blocks, one
 * button, the signature and a footer saying why the mail came. Inline styles (mail apps drop most
 * of <style>), a fluid column of at most 600 px, 16 px text, a 48 px high button; the <style>
 * below only widens the button and narrows the margins on a phone. React escapes every value.
 */

/** antd's text colour as a solid colour, for mail apps without rgba. */
const INK = PALETTE.ink;
const FONT = FONT_FAMILY;

const S = {
  body: { backgroundColor: PALETTE.page, margin: 0, padding: '24px 8px', fontFamily: FONT, color: INK },
  card: {
    maxWidth: '600px',
    width: '100%',
    backgroundColor: PALETTE.surface,
    border: `1px solid ${PALETTE.lineStrong}`,
    borderRadius: '8px',
  },
  header: { padding: '18px 24px', borderBottom: `1px solid ${PALETTE.lineStrong}` },
  brand: { margin: 0, fontSize: '26px', lineHeight: '32px', fontWeight: 800, letterSpacing: '-0.5px', color: COLORS.primary },
  main: { padding: '8px 24px 16px' },
  text: { margin: '16px 0', fontSize: '16px', lineHeight: '24px', color: INK },
  heading: { margin: '24px 0 8px', fontSize: '18px', lineHeight: '24px', fontWeight: 700, color: INK },
  code: {
    margin: '8px 0 16px',
    padding: '16px',
    borderRadius: '8px',
    backgroundColor: PALETTE.primaryTint,
    border: `1px solid ${PALETTE.primaryBg}`,
    color: COLORS.primary,
    fontFamily: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    fontSize: '34px',
    lineHeight: '40px',
    fontWeight: 700,
    letterSpacing: '8px',
    textAlign: 'center',
  },
  note: { margin: '8px 0 16px', fontSize: '14px', lineHeight: '20px', color: PALETTE.textMuted },
  factLabel: {
    padding: '8px 12px 8px 0',
    fontSize: '15px',
    lineHeight: '22px',
    color: PALETTE.textMuted,
    borderTop: `1px solid ${PALETTE.line}`,
    verticalAlign: 'top',
  },
  factValue: {
    padding: '8px 0',
    fontSize: '16px',
    lineHeight: '22px',
    fontWeight: 600,
    color: INK,
    borderTop: `1px solid ${PALETTE.line}`,
    textAlign: 'right',
  },
  quote: {
    margin: '8px 0 16px',
    padding: '8px 12px',
    borderLeft: `3px solid ${COLORS.primary}`,
    backgroundColor: PALETTE.surfaceSubtle,
    fontSize: '16px',
    lineHeight: '24px',
    color: INK,
    whiteSpace: 'pre-line',
  },
  item: { padding: '12px 0', borderTop: `1px solid ${PALETTE.line}` },
  itemTitle: { fontSize: '16px', lineHeight: '24px', fontWeight: 600, color: COLORS.primary, textDecoration: 'underline' },
  itemPlain: { margin: 0, fontSize: '16px', lineHeight: '24px', fontWeight: 600, color: INK },
  itemDetail: { margin: '2px 0 0', fontSize: '14px', lineHeight: '20px', color: PALETTE.textMuted },
  itemQuote: {
    margin: '6px 0 0',
    padding: '2px 0 2px 10px',
    borderLeft: `3px solid ${PALETTE.primaryBg}`,
    fontSize: '15px',
    lineHeight: '22px',
    color: INK,
    whiteSpace: 'pre-line',
  },
  actionWrap: { padding: '8px 0 8px' },
  button: {
    display: 'inline-block',
    minWidth: '200px',
    padding: '14px 28px',
    borderRadius: '8px',
    backgroundColor: COLORS.primary,
    color: PALETTE.surface,
    fontSize: '16px',
    lineHeight: '20px',
    fontWeight: 700,
    textAlign: 'center',
    textDecoration: 'none',
  },
  hr: { margin: '0', borderColor: PALETTE.lineStrong },
  footer: { padding: '16px 24px 20px' },
  footerText: { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: PALETTE.textMuted },
  footerLink: { color: COLORS.primary, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

/** On a phone: the button across the column, less padding around the card. */
const PHONE_CSS =
  '@media only screen and (max-width: 480px){.zaber-main{padding:4px 16px 12px !important}.zaber-header,.zaber-footer{padding-left:16px !important;padding-right:16px !important}.zaber-button{display:block !important;min-width:0 !important}.zaber-code{font-size:30px !important;letter-spacing:6px !important}}';

function Item({ item }: { item: MailItem }) {
  return (
    <Section style={S.item}>
      {item.url ? (
        <Link href={item.url} style={S.itemTitle}>
          {item.title}
        </Link>
      ) : (
        <Text style={S.itemPlain}>{item.title}</Text>
      )}
      {item.detail ? <Text style={S.itemDetail}>{item.detail}</Text> : null}
      {(item.quotes ?? []).map((quote, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a mail is rendered once, the quotes never move.
        <Text key={index} style={S.itemQuote}>
          {quote}
        </Text>
      ))}
    </Section>
  );
}

function Action({ action }: { action: MailAction }) {
  return (
    <>
      {action.intro ? <Text style={S.text}>{`${action.intro}.`}</Text> : null}
      <Section style={S.actionWrap}>
        <Button href={action.url} style={S.button} className="zaber-button">
          {action.label}
        </Button>
      </Section>
    </>
  );
}

function Block({ block, action }: { block: MailBlock; action: MailAction | undefined }) {
  switch (block.kind) {
    case 'action':
      return action ? <Action action={action} /> : null;
    case 'paragraph':
      return <Text style={S.text}>{block.text}</Text>;
    case 'code':
      return (
        <>
          <Text style={{ ...S.text, marginBottom: '8px' }}>{`${block.label}:`}</Text>
          <Text style={S.code} className="zaber-code">
            {block.code}
          </Text>
          {block.note ? <Text style={S.note}>{block.note}</Text> : null}
        </>
      );
    case 'facts':
      return (
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 16px', borderCollapse: 'collapse' }}>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <td style={S.factLabel}>{row.label}</td>
                <td style={S.factValue}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'quote':
      return (
        <>
          {block.label ? <Text style={{ ...S.text, marginBottom: '4px' }}>{`${block.label}:`}</Text> : null}
          <Text style={S.quote}>{block.text}</Text>
        </>
      );
    case 'items':
      return (
        <>
          {block.title ? (
            <Heading as="h2" style={S.heading}>
              {block.title}
            </Heading>
          ) : null}
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a mail is rendered once, the items never move.
            <Item key={index} item={item} />
          ))}
        </>
      );
  }
}

export function MailLayout({ content }: { content: MailContent }) {
  const { action } = content;
  return (
    <Html lang="cs" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{content.subject}</title>
        <style>{PHONE_CSS}</style>
      </Head>
      <Preview>{content.preheader}</Preview>
      <Body style={S.body}>
        <Container style={S.card}>
          <Section style={S.header} className="zaber-header">
            <Text style={S.brand}>Záběr</Text>
          </Section>
          <Section style={S.main} className="zaber-main">
            <Text style={S.text}>{content.greeting}</Text>
            {content.body.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a mail is rendered once, the blocks never move.
              <Block key={index} block={block} action={action} />
            ))}
            {action && !content.body.some((block) => block.kind === 'action') ? <Action action={action} /> : null}
            {(content.after ?? []).map((text) => (
              <Text key={text} style={S.text}>
                {text}
              </Text>
            ))}
            <Text style={S.text}>{SIGNATURE}</Text>
          </Section>
          <Hr style={S.hr} />
          <Section style={S.footer} className="zaber-footer">
            <Text style={S.footerText}>{content.reason}</Text>
            {content.settingsUrl ? (
              <Text style={S.footerText}>
                {`${SETTINGS_LINE.lead} `}
                <Link href={content.settingsUrl} style={S.footerLink}>
                  {SETTINGS_LINE.link}
                </Link>
                .
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
