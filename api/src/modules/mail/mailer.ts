import nodemailer from 'nodemailer';
import { outboxMails } from '../../db/schema';
import type { Mailer } from '../../lib/ports';

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
