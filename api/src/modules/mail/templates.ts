import { LOGIN_CODE_TTL_MINUTES } from '@zaber/shared/constants/business';
import type { Mail } from './mailer';

const SIGNATURE = '\n\nTým Záběr';

export function signUpMail(to: string, name: string, code: string, activationUrl: string): Mail {
  return {
    to,
    subject: `Vítejte na Záběru – váš přihlašovací kód ${code}`,
    text:
      `Dobrý den, ${name},\n\nděkujeme za registraci na Záběru.\n\n` +
      `Váš přihlašovací kód je: ${code}\nKód platí ${LOGIN_CODE_TTL_MINUTES} minut.\n\n` +
      `Svůj e-mail potvrďte a účet aktivujte kliknutím na odkaz:\n${activationUrl}` +
      SIGNATURE,
  };
}

export function loginCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Váš přihlašovací kód ${code}`,
    text:
      `Dobrý den,\n\nváš přihlašovací kód na Záběr je: ${code}\n` +
      `Kód platí ${LOGIN_CODE_TTL_MINUTES} minut. Pokud jste o něj nežádali, tento e-mail ignorujte.` +
      SIGNATURE,
  };
}

/** Sign-up with an address that has an account already: no second account, a code to sign in with. */
export function existingAccountMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Váš přihlašovací kód ${code}`,
    text:
      `Dobrý den,\n\nÚčet s tímto e-mailem už na Záběru máte, nový jsme proto nezakládali.\n` +
      `Přihlásit se můžete kódem. Váš přihlašovací kód na Záběr je: ${code}\n` +
      `Kód platí ${LOGIN_CODE_TTL_MINUTES} minut. Pokud jste se registrovat nezkoušeli, tento e-mail ignorujte.` +
      SIGNATURE,
  };
}

/**
 * A login code or a new password was asked for an address without an account: only its mailbox
 * learns that (the page answers the same for every address), with the way to sign up.
 */
export function noAccountMail(to: string, purpose: 'login' | 'reset', signUpUrl: string): Mail {
  const asked = purpose === 'login' ? 'přihlašovací kód' : 'obnovení hesla';
  return {
    to,
    subject: purpose === 'login' ? 'Přihlášení na Záběr' : 'Obnovení hesla na Záběru',
    text:
      `Dobrý den,\n\nněkdo (nejspíš vy) požádal na Záběru o ${asked} pro tuto adresu, ale účet s touto adresou nemáme.\n` +
      `Možná jste se registrovali s jiným e-mailem. Nový účet si založíte tady:\n${signUpUrl}\n\n` +
      'Pokud jste o nic nežádali, tento e-mail ignorujte.' +
      SIGNATURE,
  };
}

export function passwordResetMail(to: string, resetUrl: string): Mail {
  return {
    to,
    subject: 'Obnovení hesla na Záběru',
    text:
      `Dobrý den,\n\nnové heslo si nastavíte na tomto odkazu (platí 24 hodin a jen jednou):\n${resetUrl}\n\n` +
      'Pokud jste o obnovení hesla nežádali, tento e-mail ignorujte.' +
      SIGNATURE,
  };
}
