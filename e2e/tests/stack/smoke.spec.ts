import { expect, test, touches } from '../../fixtures/test';
import { pickPlace } from '../../pages/antd-fields';
import { DEMO } from '../../pages/shell-page';

// The compose stack in production mode (`npm run test:stack`): no dev outbox, so the sign-in code
// is read from the stack's mail sink (E2E_MAILSINK_URL). Runs only there (ZABER_STACK=1).

const mailsink = process.env.E2E_MAILSINK_URL ?? 'http://localhost:5085/';

/** The code of the newest mail to `to` in the mail sink, waiting for it to arrive. */
async function mailedCode(to: string): Promise<string> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const response = await fetch(new URL(`messages?to=${encodeURIComponent(to)}`, mailsink));
    const mails = (await response.json()) as { text: string }[];
    const code = mails.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no code mailed to ${to}`);
}

function dayAhead(): string {
  const day = new Date(Date.now() + 60 * 86_400_000);
  return `${day.getDate()}. ${day.getMonth() + 1}. ${day.getFullYear()}`;
}

test.describe('the production stack', touches('shell', 'mf-client', 'api'), () => {
  test('a guest posts a request, signs up with the mailed code, and finds it in their requests', async ({ shell, page }) => {
    test.setTimeout(180_000);
    const email = `stack-${Date.now()}@example.cz`;
    const step = page.getByTestId('wizard-step');
    const next = page.getByRole('button', { name: 'Pokračovat' });

    await shell.goto('/vlozit-poptavku/');
    await expect(step).toHaveText('Krok 1 z 7: Služba');
    await page.getByRole('radio', { name: 'Svatební fotografie' }).check();
    await next.click();
    await page.getByRole('radio', { name: 'Obřad' }).check();
    await next.click();
    await expect(step).toHaveText('Krok 3 z 7: Místo');
    await pickPlace(page.getByLabel('Obec, kde se bude fotit nebo natáčet'), 'Lednice', 'Lednice (Břeclav, Jihomoravský kraj)');
    await next.click();
    await expect(step).toHaveText('Krok 4 z 7: Termín');
    const day = page.getByRole('textbox', { name: 'Den' });
    await day.fill(dayAhead());
    await day.press('Enter');
    await expect(step).toHaveText('Krok 5 z 7: Rozpočet');
    await page.getByLabel('Rozpočet od (Kč)').fill('6000');
    await page.getByLabel('Rozpočet do (Kč)').fill('15000');
    await next.click();
    await expect(step).toHaveText('Krok 6 z 7: Popis');
    await page.getByLabel('Popište, co potřebujete').fill('Obřad v zámeckém parku v Lednici, asi čtyřicet hostů, focení hodinu a půl.');
    await next.click();

    // Signing up: the code comes by e-mail, through the stack's SMTP to the mail sink.
    await expect(step).toHaveText('Krok 7 z 7: Kontakt');
    await page.getByLabel('Jméno a příjmení').fill('Eliška Nováková');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Poslat ověřovací kód' }).click();
    await expect(page.getByText(`Poslali jsme kód na ${email}`)).toBeVisible();
    await page.getByLabel('Kód z e-mailu (6 číslic)').fill(await mailedCode(email));
    await page.getByRole('button', { name: 'Ověřit a vložit poptávku' }).click();

    // Signed in as a client on the new request, which their list shows.
    await expect(page).toHaveURL(/\/poptavky\/(\d+)\/obrad-lednice\/$/);
    const requestPath = new URL(page.url()).pathname;
    await expect(shell.header).toHaveAttribute('data-role', 'client');
    await expect(shell.heading()).toHaveText('Obřad – Lednice');
    await shell.goto('/poptavky/');
    await expect(shell.remote('mf-client').locator(`a[href="${requestPath}"]`).first()).toBeVisible();
  });

  // Only with `npm run test:stack -- --demo` is the demo data there: its client signs in with the password.
  if (process.env.E2E_STACK_DEMO === '1')
    test('the demo client signs in with the password and sees their requests', async ({ shell, page }) => {
      await shell.goto('/');
      await shell.signInFromHeader(DEMO.client);
      await expect(shell.header).toHaveAttribute('data-role', 'client');
      await shell.goto('/poptavky/');
      await expect(shell.remote('mf-client').locator('a[href^="/poptavky/"]').first()).toBeVisible();
      await expect(page).toHaveURL(/\/poptavky\/$/);
    });
});
