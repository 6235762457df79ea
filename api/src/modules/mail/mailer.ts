import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { outboxMails } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same content in the one e-mail template (compose.tsx), sent as multipart/alternative with the text. */
  html?: string;
  /** Where a reply goes, when not to the sender (a contact-form message: to whoever wrote it). */
  replyTo?: string;
  /** Files sent with it over SMTP (an invoice's PDF); the development outbox keeps the text and HTML only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /**
   * Sends a mail as part of the caller's transaction: the development outbox row is written
   * with `db` (so it rolls back with the rest), and an SMTP failure aborts the transaction.
   */
  send(db: Db, mail: Mail): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set, otherwise the development outbox table. */
export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(_db, mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  // Still built by nodemailer, so addresses are checked the same way as for SMTP.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(db, mail) {
      await transport.sendMail({ from: options.from, ...mail });
      await db.insert(outboxMails).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },
  };
}
