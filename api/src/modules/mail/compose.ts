import { loadOnce } from '../../lib/load-once';
import type { Mail, MailAttachment } from '../../lib/ports';
import { type MailContent, mailText } from './content';

const renderer = loadOnce(() => import('./render-mail.js'));

/** A mail from its content: the template's HTML and the text part written from the same blocks. */
export async function composeMail(content: MailContent, attachments?: MailAttachment[]): Promise<Mail> {
  const html = await (await renderer()).renderMailHtml(content);
  return { to: content.to, subject: content.subject, text: mailText(content), html, ...(attachments ? { attachments } : {}) };
}
