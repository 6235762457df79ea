import { escapeHtml } from '../email-digests/email-digests.templates';
import type { Mail } from '../mail/mailer';

/*
 * Mails of a moderator's decision: always sent at once (an account decision, not a digest item),
 * Czech text with the same content as HTML.
 */

const SIGNATURE = 'Tým Záběr';

function page(paragraphs: readonly string[]): string {
  return `<!doctype html><html lang="cs"><body style="font-family:Arial,sans-serif;color:#1f2925;line-height:1.5">${paragraphs.join('')}<p>${SIGNATURE}</p></body></html>`;
}

export function profileApprovedMail(to: string, name: string, profileUrl: string): Mail {
  const lead = 'moderátor schválil váš profil. Od této chvíle ho klienti najdou v katalogu profíků a vy můžete posílat nabídky na jejich poptávky.';
  return {
    to,
    subject: 'Váš profil na Záběru je schválený',
    text: `Dobrý den, ${name},\n\n${lead}\n\nVáš profil: ${profileUrl}\n\n${SIGNATURE}`,
    html: page([
      `<p>Dobrý den, ${escapeHtml(name)},</p>`,
      `<p>${lead}</p>`,
      `<p><a href="${escapeHtml(profileUrl)}" style="color:#1b5e4b">Zobrazit můj profil</a></p>`,
    ]),
  };
}

export function profileRejectedMail(to: string, name: string, profileUrl: string, reason: string): Mail {
  const lead = 'moderátor váš profil zatím neschválil.';
  const next = 'Až profil upravíte, můžete o schválení požádat znovu.';
  return {
    to,
    subject: 'Váš profil na Záběru zatím nebyl schválen',
    text: `Dobrý den, ${name},\n\n${lead}\n\nDůvod: ${reason}\n\n${next}\n${profileUrl}\n\n${SIGNATURE}`,
    html: page([
      `<p>Dobrý den, ${escapeHtml(name)},</p>`,
      `<p>${lead}</p>`,
      `<blockquote style="margin:8px 0;padding-left:8px;border-left:3px solid #1b5e4b;white-space:pre-line">${escapeHtml(reason)}</blockquote>`,
      `<p>${next}</p>`,
      `<p><a href="${escapeHtml(profileUrl)}" style="color:#1b5e4b">Upravit profil</a></p>`,
    ]),
  };
}
