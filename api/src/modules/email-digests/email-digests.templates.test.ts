import { mailButton } from '../../testing/mail-html';
import { type DigestRequest, messagesDigestMail, notificationsDigestMail } from './email-digests.templates';

const SITE = 'https://zaber.test';
const request = (n: number): DigestRequest => ({
  url: `${SITE}/poptavky/${n}/obrad/`,
  title: `Obřad ${n} – <Adamov>`,
  date: '2027-06-14',
  budgetMin: 1_200_000,
  budgetMax: 2_500_000,
});
const proposal = { type: 'PROPOSAL_RECEIVED', text: 'Vaše poptávka „Svatba – Brno“ má novou nabídku.', url: `${SITE}/poptavky/5/svatba-brno/proposals/` };

describe('the digest mails', () => {
  it('a new proposal and new requests: "Zobrazit nabídku" right under the notification, before the requests', async () => {
    const mail = await notificationsDigestMail('pro@example.cz', SITE, [proposal], [request(12), request(13)]);
    expect(mailButton(mail.html)).toEqual({ href: proposal.url, label: 'Zobrazit nabídku' });
    const html = mail.html ?? '';
    expect(html.indexOf('class="zaber-button"')).toBeGreaterThan(html.indexOf('má novou nabídku'));
    expect(html.indexOf('class="zaber-button"')).toBeLessThan(html.indexOf('Nové poptávky pro vás'));
    expect(html).toContain('Obřad 12 – &lt;Adamov&gt;');
    expect(html).not.toContain('<Adamov>');
    expect(mail.text.indexOf(`Zobrazit nabídku: ${proposal.url}`)).toBeLessThan(mail.text.indexOf('Nové poptávky pro vás:'));
    expect(mail.text).toContain(
      `- Obřad 12 – <Adamov>\n  termín 14. června 2027, rozpočet 12\u00a0000\u00a0Kč – 25\u00a0000\u00a0Kč\n  ${SITE}/poptavky/12/obrad/`,
    );
  });

  it('names the button by what the notification asks, and sends several to their lists', async () => {
    const review = { type: 'REVIEW_REQUESTED', text: 'Ohodnoťte profíka.', url: `${SITE}/objednavky/` };
    expect(mailButton((await notificationsDigestMail('a@example.cz', SITE, [review], [])).html)).toEqual({ href: review.url, label: 'Napsat hodnocení' });
    expect(mailButton((await notificationsDigestMail('a@example.cz', SITE, [review, proposal], [])).html)).toEqual({
      href: `${SITE}/notifications/`,
      label: 'Zobrazit upozornění',
    });
    const one = await notificationsDigestMail('a@example.cz', SITE, [], [request(1)]);
    expect(one.subject).toBe('Nové poptávky na Záběru');
    expect(mailButton(one.html)).toEqual({ href: `${SITE}/poptavky/1/obrad/`, label: 'Zobrazit poptávku' });
    expect(mailButton((await notificationsDigestMail('a@example.cz', SITE, [], [request(1), request(2)])).html)).toEqual({
      href: `${SITE}/poptavky/`,
      label: 'Zobrazit poptávky',
    });
  });

  it('messages: one conversation opens it, several open the list; Czech plural of the count', async () => {
    const message = (c: number, text: string) => ({ conversationUrl: `${SITE}/conversations/?c=${c}`, subject: 'Svatba', senderTitle: 'Petr', text });
    const one = await messagesDigestMail('a@example.cz', SITE, [message(1, 'Ahoj'), message(1, 'Jak se máte?')]);
    expect(mailButton(one.html)).toEqual({ href: `${SITE}/conversations/?c=1`, label: 'Otevřít zprávy' });
    expect(one.text).toContain('máte 2 nové zprávy:');
    const many = await messagesDigestMail(
      'a@example.cz',
      SITE,
      [1, 2, 3, 4, 5].map((c) => message(c, 'Dobrý den')),
    );
    expect(mailButton(many.html)).toEqual({ href: `${SITE}/conversations/`, label: 'Otevřít zprávy' });
    expect(many.text).toContain('máte 5 nových zpráv:');
  });
});
