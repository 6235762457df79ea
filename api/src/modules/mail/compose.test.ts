import { composeMail } from './compose';
import type { MailContent } from './content';

const EVIL = '<img src=x onerror=alert(1)> & "Jana"';

const content: MailContent = {
  to: 'jana@example.cz',
  subject: 'Nová nabídka na Záběru',
  preheader: 'Profík vám poslal nabídku.',
  greeting: `Dobrý den, ${EVIL},`,
  body: [
    { kind: 'paragraph', text: `máte novou nabídku od ${EVIL}.` },
    { kind: 'facts', rows: [{ label: 'Cena', value: '12 000 Kč' }] },
    {
      kind: 'items',
      title: 'Nové poptávky pro vás',
      items: [{ title: `Svatba ${EVIL}`, detail: 'termín 1. 6. 2027', url: 'https://zaber.test/poptavky/7/svatba/' }],
    },
    { kind: 'quote', label: 'Důvod', text: EVIL },
  ],
  action: { label: 'Zobrazit nabídku', url: 'https://zaber.test/poptavky/7/svatba/proposals/?a=1&b=2' },
  reason: 'Tento e-mail jste dostali, protože máte na Záběru poptávku.',
  settingsUrl: 'https://zaber.test/account/settings/email-notifications/',
};

describe('the e-mail template', () => {
  it('draws the brand, the greeting, one button with its link and the settings link, in Czech, at most 600 px wide', async () => {
    const { html, subject, to } = await composeMail(content);
    expect({ subject, to }).toEqual({ subject: content.subject, to: content.to });
    expect(html).toMatch(/<html [^>]*lang="cs"/);
    expect(html).toMatch(/>Záběr<\/p>/);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('Profík vám poslal nabídku.');
    const buttons = html?.match(/<a[^>]*class="zaber-button"[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain('href="https://zaber.test/poptavky/7/svatba/proposals/?a=1&amp;b=2"');
    expect(html).toMatch(/Zobrazit nabídku\s*<\/span>/);
    expect(html).toContain('href="https://zaber.test/poptavky/7/svatba/"');
    expect(html).toContain('href="https://zaber.test/account/settings/email-notifications/"');
    expect(html).toContain('Tým Záběr');
    expect(html).toContain('12 000 Kč');
  });

  it('escapes every value in the HTML: nothing a user wrote opens a tag', async () => {
    const { html } = await composeMail(content);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Jana&quot;');
  });

  it('writes the text part from the same content: the words as written, every link as a URL', async () => {
    const { text } = await composeMail(content);
    expect(text).toMatch(/^Dobrý den, <img src=x onerror=alert\(1\)> & "Jana",\n\n/);
    expect(text).toContain('Cena: 12 000 Kč');
    expect(text).toContain('Nové poptávky pro vás:\n- Svatba');
    expect(text).toContain('  termín 1. 6. 2027\n  https://zaber.test/poptavky/7/svatba/');
    expect(text).toContain('Zobrazit nabídku: https://zaber.test/poptavky/7/svatba/proposals/?a=1&b=2');
    expect(text).toContain('Tým Záběr');
    expect(text).toContain('Jak často vám e-maily posíláme, změníte v nastavení e-mailů: https://zaber.test/account/settings/email-notifications/');
    expect(text).not.toContain('&amp;');
    expect(text).not.toMatch(/<(p|a|table|div)\b/);
  });

  it('shows a code big instead of a button', async () => {
    const { html, text } = await composeMail({
      to: 'a@example.cz',
      subject: 'Kód',
      preheader: 'Kód 123456',
      greeting: 'Dobrý den,',
      body: [{ kind: 'code', label: 'váš přihlašovací kód na Záběr je', code: '123456', note: 'Kód platí 10 minut.' }],
      reason: 'Proto.',
    });
    expect(html).not.toContain('class="zaber-button"');
    expect(html).toMatch(/font-size:34px[^>]*>123456<\/p>/);
    expect(text).toContain('váš přihlašovací kód na Záběr je: 123456\nKód platí 10 minut.');
    expect(text).not.toContain('nastavení e-mailů');
  });
});
