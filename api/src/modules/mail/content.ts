/*
 * What a mail says, before it is HTML or text: every mail of Záběr is one MailContent, drawn by the
 * one template (layout.tsx) as HTML and written by mailText below as its plain-text part, so the
 * two always carry the same words and links.
 */

/** A line of figures: "Částka: 500 Kč". */
export interface MailFact {
  label: string;
  value: string;
}

/** One entry of a list: a title linking to its page, a detail line, quoted words (a message). */
export interface MailItem {
  title: string;
  url?: string;
  /** What the link does, in the text part ("Odpovědět: https://…"); the bare URL without it. */
  linkLabel?: string;
  detail?: string;
  quotes?: readonly string[];
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A code to type in, shown big: "váš přihlašovací kód na Záběr je: 123456". */
  | { kind: 'code'; label: string; code: string; note?: string }
  | { kind: 'facts'; rows: readonly MailFact[] }
  /** Someone's words (a moderator's reason, a contact message), kept as written. */
  | { kind: 'quote'; label?: string; text: string }
  | { kind: 'items'; title?: string; items: readonly MailItem[] }
  /** Where the button goes when it belongs to a block above another (a digest's notice before its requests); else after the body. */
  | { kind: 'action' };

/** The one thing to do: a button in HTML, "intro:\nURL" (or "label: URL") in text. */
export interface MailAction {
  label: string;
  url: string;
  /** A sentence before the button (without the final colon), also the text part's lead to the URL. */
  intro?: string;
}

export interface MailContent {
  to: string;
  subject: string;
  /** The line an inbox shows after the subject. */
  preheader: string;
  /** "Dobrý den," or "Dobrý den, Jano,". */
  greeting: string;
  body: readonly MailBlock[];
  action?: MailAction;
  /** Paragraphs after the button ("Pokud jste o nic nežádali, tento e-mail ignorujte."). */
  after?: readonly string[];
  /** Why this address gets the mail (the footer). */
  reason: string;
  /** The e-mail settings page, for mails the settings govern (digests). */
  settingsUrl?: string;
}

export const SIGNATURE = 'Tým Záběr';
/** The footer's sentence of mails the settings govern, its last words the link. */
export const SETTINGS_LINE = { lead: 'Jak často vám e-maily posíláme, změníte v', link: 'nastavení e-mailů' };

function actionText({ intro, label, url }: MailAction): string {
  return intro ? `${intro}:\n${url}` : `${label}: ${url}`;
}

function blockText(block: MailBlock, action: MailAction | undefined): string {
  switch (block.kind) {
    case 'action':
      return action ? actionText(action) : '';
    case 'paragraph':
      return block.text;
    case 'code':
      return `${block.label}: ${block.code}${block.note ? `\n${block.note}` : ''}`;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'quote':
      return `${block.label ? `${block.label}: ` : ''}${block.text}`;
    case 'items': {
      const items = block.items.map((item) =>
        [
          `- ${item.title}`,
          ...(item.detail ? [`  ${item.detail}`] : []),
          ...(item.quotes ?? []).map((quote) => `  „${quote.replaceAll('\n', '\n   ')}“`),
          ...(item.url ? [`  ${item.linkLabel ? `${item.linkLabel}: ` : ''}${item.url}`] : []),
        ].join('\n'),
      );
      return [...(block.title ? [`${block.title}:`] : []), ...items].join('\n');
    }
  }
}

/** The plain-text part: the same blocks in the same order, each link written out. */
export function mailText(content: MailContent): string {
  const parts = [content.greeting, ...content.body.map((block) => blockText(block, content.action))];
  if (content.action && !content.body.some((block) => block.kind === 'action')) parts.push(actionText(content.action));
  parts.push(...(content.after ?? []), SIGNATURE, content.reason);
  if (content.settingsUrl) parts.push(`${SETTINGS_LINE.lead} ${SETTINGS_LINE.link}: ${content.settingsUrl}`);
  return parts.filter(Boolean).join('\n\n');
}
