import fs from 'node:fs';
import path from 'node:path';
import type { Mail } from '../../lib/ports';
import { profileApprovedMail, profileRejectedMail } from '../../modules/approval/approval.templates';
import { contactMessageMail } from '../../modules/contact/contact-mail';
import { messagesDigestMail, notificationsDigestMail } from '../../modules/email-digests/email-digests.templates';
import { invoiceMail } from '../../modules/invoices/invoice-mail';
import { existingAccountMail, loginCodeMail, noAccountMail, passwordResetMail, signUpMail } from '../../modules/mail/templates';

/*
 * Every mail of Záběr with sample content, for looking at the template:
 *   cd api && npx tsx src/http/dev/mail-preview.ts [folder]      (default /tmp/zaber-mails)
 * writes NAME.html and NAME.txt of each and an index.html linking them.
 */

const SITE = 'http://localhost:3000';

export function sampleMails(): Record<string, Promise<Mail>> {
  const to = 'jana@example.cz';
  return {
    'login-code': loginCodeMail(to, '482915'),
    'sign-up': signUpMail(to, 'Jana Nováková', '482915', `${SITE}/aktivace-uctu/ukazka-tokenu/`),
    'existing-account': existingAccountMail(to, '482915'),
    'no-account': noAccountMail(to, 'login', `${SITE}/`),
    'password-reset': passwordResetMail(to, `${SITE}/obnoveni-hesla/ukazka-tokenu/`),
    'messages-digest': messagesDigestMail(to, SITE, [
      {
        conversationUrl: `${SITE}/conversations/?c=1`,
        subject: 'Svatba – Brno',
        senderTitle: 'Petr Fotograf',
        text: 'Dobrý den, termín 14. 6. mám volný.\nPošlu vám ukázky ze svateb na zámku.',
      },
      { conversationUrl: `${SITE}/conversations/?c=1`, subject: 'Svatba – Brno', senderTitle: 'Petr Fotograf', text: 'A <b>cenu</b> upřesním zítra.' },
      { conversationUrl: `${SITE}/conversations/?c=2`, subject: 'Firemní video', senderTitle: 'Studio Kamera', text: 'Natáčet můžeme v úterý.' },
    ]),
    'notifications-digest': notificationsDigestMail(
      to,
      SITE,
      [{ type: 'PROPOSAL_RECEIVED', text: 'Vaše poptávka „Svatba – Brno“ má novou nabídku.', url: `${SITE}/poptavky/5/svatba-brno/proposals/` }],
      [
        { url: `${SITE}/poptavky/12/obrad-adamov/`, title: 'Obřad – Adamov', date: '2027-06-14', budgetMin: 1_200_000, budgetMax: 2_500_000 },
        { url: `${SITE}/poptavky/13/rodinne-foceni-brno/`, title: 'Rodinné focení – Brno', date: null, budgetMin: null, budgetMax: 500_000 },
      ],
    ),
    'review-request': notificationsDigestMail(
      to,
      SITE,
      [{ type: 'REVIEW_REQUESTED', text: 'Zakázka „Svatba – Brno“ je hotová. Jak jste byli spokojeni?', url: `${SITE}/objednavky/` }],
      [],
    ),
    'profile-approved': profileApprovedMail(to, 'Jana Nováková', `${SITE}/users/jana-novakova/`),
    'profile-rejected': profileRejectedMail(
      to,
      'Jana Nováková',
      `${SITE}/users/jana-novakova/`,
      'Na fotografiích je vodoznak s telefonem, nahrajte je prosím bez něj.',
    ),
    invoice: invoiceMail(
      to,
      { number: '2026-000042', issuedAt: new Date('2026-11-23T10:00:00Z'), amount: 100_000, bonus: 10_000 },
      1042,
      `${SITE}/account/documents/`,
      {
        filename: 'faktura-2026-000042.pdf',
        content: Buffer.from('%PDF-1.4'),
        contentType: 'application/pdf',
      },
    ),
    contact: contactMessageMail('podpora@zaber.test', { name: 'Jana Nováková', email: to, message: 'Dobrý den,\njak mohu smazat účet?' }),
  };
}

export async function writePreviews(folder: string): Promise<string[]> {
  fs.mkdirSync(folder, { recursive: true });
  const names: string[] = [];
  for (const [name, pending] of Object.entries(sampleMails())) {
    const mail = await pending;
    fs.writeFileSync(path.join(folder, `${name}.html`), mail.html ?? '');
    fs.writeFileSync(path.join(folder, `${name}.txt`), `Předmět: ${mail.subject}\n\n${mail.text}`);
    names.push(name);
  }
  const links = names.map((n) => `<li><a href="${n}.html">${n}</a> · <a href="${n}.txt">text</a></li>`).join('');
  fs.writeFileSync(
    path.join(folder, 'index.html'),
    `<!doctype html><html lang="cs"><meta charset="utf-8"><title>E-maily Záběru</title><ul>${links}</ul></html>`,
  );
  return names;
}

if (require.main === module) {
  const folder = path.resolve(process.argv[2] ?? '/tmp/zaber-mails');
  writePreviews(folder).then(
    (names) => console.log(`${names.length} mails in ${folder}/index.html`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
