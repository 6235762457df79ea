import type { Mail } from '../../lib/ports';
import { composeMail } from '../mail/compose';

/*
 * Mails of a moderator's decision: always sent at once (an account decision, not a digest item),
 * in the one e-mail template.
 */

const REASON = 'Tento e-mail jste dostali, protože jste na Záběru požádali o schválení profilu profíka.';

export function profileApprovedMail(to: string, name: string, profileUrl: string): Promise<Mail> {
  return composeMail({
    to,
    subject: 'Váš profil na Záběru je schválený',
    preheader: 'Klienti vás teď najdou v katalogu profíků.',
    greeting: `Dobrý den, ${name},`,
    body: [
      {
        kind: 'paragraph',
        text: 'moderátor schválil váš profil. Od této chvíle ho klienti najdou v katalogu profíků a vy můžete posílat nabídky na jejich poptávky.',
      },
    ],
    action: { label: 'Zobrazit můj profil', url: profileUrl },
    reason: REASON,
  });
}

export function profileRejectedMail(to: string, name: string, profileUrl: string, reason: string): Promise<Mail> {
  return composeMail({
    to,
    subject: 'Váš profil na Záběru zatím nebyl schválen',
    preheader: 'Po úpravách profilu můžete o schválení požádat znovu.',
    greeting: `Dobrý den, ${name},`,
    body: [
      { kind: 'paragraph', text: 'moderátor váš profil zatím neschválil.' },
      { kind: 'quote', label: 'Důvod', text: reason },
    ],
    action: { intro: 'Až profil upravíte, můžete o schválení požádat znovu', label: 'Upravit profil', url: profileUrl },
    reason: REASON,
  });
}
