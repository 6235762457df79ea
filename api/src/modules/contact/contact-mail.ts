import type { ContactMessageInput } from '@zaber/shared/site/contact';
import type { Mail } from '../../lib/ports';
import { composeMail } from '../mail/compose';

/** A contact-form message for the support address: a reply goes straight to the sender. */
export async function contactMessageMail(to: string, message: ContactMessageInput): Promise<Mail> {
  const mail = await composeMail({
    to,
    subject: `Zpráva z kontaktního formuláře: ${message.name}`,
    preheader: message.message.length > 90 ? `${message.message.slice(0, 90)}…` : message.message,
    greeting: 'Dobrý den,',
    body: [
      { kind: 'paragraph', text: 'přes kontaktní formulář Záběru přišla zpráva:' },
      {
        kind: 'facts',
        rows: [
          { label: 'Od', value: message.name },
          { label: 'E-mail', value: message.email },
        ],
      },
      { kind: 'quote', text: message.message },
    ],
    action: { label: 'Odpovědět', url: `mailto:${message.email}` },
    reason: 'Tento e-mail dostává podpora Záběru ke každé zprávě z kontaktního formuláře.',
  });
  return { ...mail, replyTo: message.email };
}
