import { EMAIL_SETTINGS_PATH } from '@zaber/shared/conversations/constants';
import { formatMoney } from '@zaber/shared/format';
import { formatDate } from '@zaber/shared/lib/format';
import { present } from '../../lib/present';
import type { Mail } from '../mail/mailer';

/** HTML-escapes text a user wrote (messages, titles) before it goes into a mail's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => present({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

export interface DigestMessage {
  conversationUrl: string;
  subject: string;
  senderTitle: string;
  text: string;
}

export interface DigestNotice {
  text: string;
  url: string | null;
}

export interface DigestRequest {
  url: string;
  title: string;
  date: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
}

const SIGNATURE = 'Tým Záběr';

function settingsLine(publicUrl: string) {
  const url = `${publicUrl}${EMAIL_SETTINGS_PATH}`;
  return {
    text: `Jak často vám e-maily posíláme, změníte v nastavení e-mailů: ${url}`,
    html: `<p style="color:#5f6b66;font-size:13px">Jak často vám e-maily posíláme, změníte v <a href="${escapeHtml(url)}">nastavení e-mailů</a>.</p>`,
  };
}

function page(body: string, publicUrl: string): string {
  return `<!doctype html><html lang="cs"><body style="font-family:Arial,sans-serif;color:#1f2925;line-height:1.5">${body}<p>${SIGNATURE}</p>${settingsLine(publicUrl).html}</body></html>`;
}

const quote = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

/** New messages, grouped by conversation. */
export function messagesDigestMail(to: string, publicUrl: string, items: readonly DigestMessage[]): Mail {
  const groups = new Map<string, DigestMessage[]>();
  for (const item of items) groups.set(item.conversationUrl, [...(groups.get(item.conversationUrl) ?? []), item]);
  const textParts: string[] = [];
  const htmlParts: string[] = [];
  for (const [url, group] of groups) {
    const first = present(group[0]);
    textParts.push(`${first.senderTitle} – ${first.subject}\n${group.map((m) => `  „${quote(m.text)}“`).join('\n')}\n  Odpovědět: ${url}`);
    htmlParts.push(
      `<h3 style="margin-bottom:4px">${escapeHtml(first.senderTitle)} – ${escapeHtml(first.subject)}</h3>` +
        group
          .map(
            (m) =>
              `<blockquote style="margin:4px 0;padding-left:8px;border-left:3px solid #1b5e4b;white-space:pre-line">${escapeHtml(quote(m.text))}</blockquote>`,
          )
          .join('') +
        `<p><a href="${escapeHtml(url)}">Odpovědět</a></p>`,
    );
  }
  const count = items.length;
  const lead = count === 1 ? 'máte novou zprávu' : `máte ${count} nových zpráv`;
  return {
    to,
    subject: count === 1 ? 'Nová zpráva na Záběru' : 'Nové zprávy na Záběru',
    text: `Dobrý den,\n\n${lead}:\n\n${textParts.join('\n\n')}\n\n${SIGNATURE}\n\n${settingsLine(publicUrl).text}`,
    html: page(`<p>Dobrý den,</p><p>${lead}:</p>${htmlParts.join('')}`, publicUrl),
  };
}

function budgetText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatMoney(min)} – ${formatMoney(max)}`;
  if (max !== null) return `do ${formatMoney(max)}`;
  if (min !== null) return `od ${formatMoney(min)}`;
  return 'dohodou';
}

/** Notifications and new requests that suit a professional. */
export function notificationsDigestMail(to: string, publicUrl: string, notices: readonly DigestNotice[], requests: readonly DigestRequest[]): Mail {
  const text: string[] = [];
  const html: string[] = [];
  if (notices.length) {
    text.push(`Upozornění:\n${notices.map((n) => `- ${n.text}${n.url ? `\n  ${n.url}` : ''}`).join('\n')}`);
    html.push(
      `<h3>Upozornění</h3><ul>${notices.map((n) => `<li>${escapeHtml(n.text)}${n.url ? ` <a href="${escapeHtml(n.url)}">Zobrazit</a>` : ''}</li>`).join('')}</ul>`,
    );
  }
  if (requests.length) {
    const line = (r: DigestRequest) => `${r.title}, termín ${r.date ? formatDate(r.date) : 'dohodou'}, rozpočet ${budgetText(r.budgetMin, r.budgetMax)}`;
    text.push(`Nové poptávky pro vás:\n${requests.map((r) => `- ${line(r)}\n  ${r.url}`).join('\n')}`);
    html.push(`<h3>Nové poptávky pro vás</h3><ul>${requests.map((r) => `<li><a href="${escapeHtml(r.url)}">${escapeHtml(line(r))}</a></li>`).join('')}</ul>`);
  }
  return {
    to,
    subject: requests.length && !notices.length ? 'Nové poptávky na Záběru' : 'Novinky na Záběru',
    text: `Dobrý den,\n\nco je nového na Záběru:\n\n${text.join('\n\n')}\n\n${SIGNATURE}\n\n${settingsLine(publicUrl).text}`,
    html: page(`<p>Dobrý den,</p><p>co je nového na Záběru:</p>${html.join('')}`, publicUrl),
  };
}
