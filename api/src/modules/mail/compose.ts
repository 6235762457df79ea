import { render } from '@react-email/render';
import { type MailContent, mailText } from './content';
import { MailLayout } from './layout';
import type { Mail, MailAttachment } from './mailer';

/** A mail from its content: the template's HTML and the text part written from the same blocks. */
export async function composeMail(content: MailContent, attachments?: MailAttachment[]): Promise<Mail> {
  const html = await render(<MailLayout content={content} />);
  return { to: content.to, subject: content.subject, text: mailText(content), html, ...(attachments ? { attachments } : {}) };
}
