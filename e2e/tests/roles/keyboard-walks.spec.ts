import { DEMO_CONTENT_CLIENT, freshOpenRequest, uniqueWord } from '../../fixtures/demo-data';
import { expect, test, touches } from '../../fixtures/test';
import { focusedDescription, tabTo } from '../../pages/keyboard';
import { DEMO, DEMO_PASSWORD } from '../../pages/shell-page';

// Keyboard only: no clicks, only Tab, arrows, Enter, Space and typing, on the real API. Every
// control used is reached with Tab and shows its focus (`:focus-visible` and an outline or shadow).

/** A day about two months ahead, as the wizard's date field takes it ("D. M. YYYY"). */
function dayAhead(): string {
  const day = new Date(Date.now() + 60 * 86_400_000);
  return `${day.getDate()}. ${day.getMonth() + 1}. ${day.getFullYear()}`;
}

test.describe('keyboard walks', () => {
  test('a guest signs in with a password from the header, by keyboard only', touches('shell'), async ({ shell, page }) => {
    await shell.goto('/');
    await expect(shell.remote('mf-public').getByRole('heading', { level: 1 })).toBeVisible();
    const opener = shell.header.getByRole('button', { name: 'Přihlásit se' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('E-mail');
    await tabTo(page, email, { max: 10 });
    await page.keyboard.type(DEMO_CONTENT_CLIENT);
    await tabTo(page, dialog.getByRole('button', { name: 'Přihlásit se heslem' }), { max: 10 });
    await page.keyboard.press('Enter');
    const password = dialog.getByLabel('Heslo', { exact: true });
    await expect(password).toBeVisible();
    await tabTo(page, password, { max: 10 });
    await page.keyboard.type(DEMO_PASSWORD);
    // Enter in the password field sends the form.
    await page.keyboard.press('Enter');

    await expect(dialog).toHaveCount(0);
    await expect(shell.header).toHaveAttribute('data-role', 'client');
  });

  test(
    'a signed-in client fills the request wizard from the first step to the sent request, by keyboard only',
    touches('mf-client'),
    async ({ shell, page }) => {
      test.setTimeout(90_000);
      await shell.loginAs(DEMO_CONTENT_CLIENT);
      await shell.goto('/vlozit-poptavku/');
      const step = page.getByTestId('wizard-step');
      const next = page.getByRole('button', { name: 'Pokračovat' });
      await expect(step).toHaveText('Krok 1 z 6: Služba');
      // Each new step's heading takes the focus (a screen reader says where the user is); Tab goes on from it.
      const expectStepFocused = async () => expect(step, `the new step's heading has the focus, not ${await focusedDescription(page)}`).toBeFocused();

      // — 1: the service. Tab enters the radio group, Space chooses.
      const wedding = page.getByRole('radio', { name: 'Svatební fotografie' });
      await tabTo(page, page.getByRole('radio').first());
      await page.keyboard.press('Space');
      await expect(wedding).toBeChecked();
      await tabTo(page, next, { max: 5 });
      await page.keyboard.press('Enter');

      // — 2: the focus. Focus moves to the new step, so the next Tab is inside it.
      await expect(step).toHaveText('Krok 2 z 6: Zaměření');
      await expectStepFocused();
      await tabTo(page, page.getByRole('radio').first(), { max: 5 });
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: 'Obřad' })).toBeChecked();
      await tabTo(page, next, { max: 5 });
      await page.keyboard.press('Enter');

      // — 3: the obec, typed and chosen from the suggestions with the arrows.
      await expect(step).toHaveText('Krok 3 z 6: Místo');
      await expectStepFocused();
      const place = page.getByLabel('Obec, kde se bude fotit nebo natáčet');
      await tabTo(page, place, { max: 5 });
      await page.keyboard.type('Lednice');
      await expect(page.getByRole('option', { name: /^Lednice \(Břeclav/ })).toBeAttached();
      // The arrows move the active suggestion (aria-activedescendant) to Lednice; Enter takes it.
      const active = () => place.evaluate((input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '');
      for (let i = 0; i < 8 && !/^Lednice \(Břeclav/.test(await active()); i += 1) await page.keyboard.press('ArrowDown');
      expect(await active()).toMatch(/^Lednice \(Břeclav/);
      await page.keyboard.press('Enter');
      await expect(place).toHaveValue(/^Lednice \(Břeclav/);
      await tabTo(page, next, { max: 5 });
      await page.keyboard.press('Enter');

      // — 4: the date, typed; Enter takes it and goes on.
      await expect(step).toHaveText('Krok 4 z 6: Termín');
      await expectStepFocused();
      const day = page.getByRole('textbox', { name: 'Den' });
      await tabTo(page, day, { max: 6 });
      await page.keyboard.type(dayAhead());
      await page.keyboard.press('Enter');

      // — 5: the budget.
      await expect(step).toHaveText('Krok 5 z 6: Rozpočet');
      await expectStepFocused();
      await tabTo(page, page.getByLabel('Rozpočet od (Kč)'), { max: 5 });
      await page.keyboard.type('8000');
      await tabTo(page, page.getByLabel('Rozpočet do (Kč)'), { max: 3 });
      await page.keyboard.type('14000');
      await tabTo(page, next, { max: 5 });
      await page.keyboard.press('Enter');

      // — 6: the description and an extra, then the request is sent.
      await expect(step).toHaveText('Krok 6 z 6: Popis');
      await expectStepFocused();
      const description = page.getByLabel('Popište, co potřebujete');
      await tabTo(page, description, { max: 5 });
      const text = `Obřad v zámeckém parku v Lednici, zadaný jen klávesnicí (${uniqueWord()}).`;
      await page.keyboard.type(text);
      await tabTo(page, page.getByRole('checkbox').first(), { max: 5 });
      await page.keyboard.press('Space');
      await expect(page.getByRole('checkbox').first()).toBeChecked();
      const submit = page.getByRole('button', { name: 'Vložit poptávku' }).last();
      await tabTo(page, submit, { max: 15 });
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/poptavky\/\d+\/obrad-lednice\/$/);
      const detail = shell.remote('mf-client').getByTestId('request-detail');
      await expect(detail).toContainText(text);
    },
  );

  test('a professional sends a proposal to an open request, by keyboard only', touches('mf-executor'), async ({ shell, page, baseURL }) => {
    test.setTimeout(90_000);
    const request = await freshOpenRequest(baseURL ?? '', 'klávesnice');
    await shell.loginAs(DEMO.executor);
    await shell.goto(request.url);
    const area = shell.remote('mf-executor');
    await expect(area.getByTestId('request-detail')).toBeVisible();

    await tabTo(page, area.getByRole('button', { name: 'Poslat nabídku' }), { max: 80 });
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Poslat nabídku' });
    await expect(modal).toBeVisible();

    const price = modal.getByLabel('Vaše cena (Kč)');
    await tabTo(page, price, { max: 10 });
    await page.keyboard.type('11500');
    const text = modal.getByLabel('Text nabídky');
    await tabTo(page, text, { max: 5 });
    await page.keyboard.type('Dobrý den, svatbu v Mikulově fotím rád, galerii dodám do tří týdnů.');
    const send = modal.getByRole('button', { name: 'Odeslat nabídku' });
    await tabTo(page, send, { max: 15 });
    await page.keyboard.press('Enter');

    await expect(modal).toBeHidden();
    await expect(area.getByTestId('my-proposal')).toContainText(/11\s500/);
    // The dialog and the button that opened it are gone: the sent proposal's heading has the focus, not the page's start.
    await expect(
      area.getByTestId('my-proposal').getByRole('heading', { name: 'Vaše nabídka' }),
      `focus after sending: ${await focusedDescription(page)}`,
    ).toBeFocused();
  });
});
