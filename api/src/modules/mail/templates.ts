import { LOGIN_CODE_TTL_MINUTES } from '@zaber/shared/platform/business';
import type { Mail } from '../../lib/ports';
import { composeMail } from './compose';

/* The account's mails: sign-up, login codes, an address with or without an account, a password reset. */

const VALID = `Kód platí ${LOGIN_CODE_TTL_MINUTES} minut.`;

export function signUpMail(to: string, name: string, code: string, activationUrl: string): Promise<Mail> {
  return composeMail({
    to,
    subject: `Vítejte na Záběru – váš přihlašovací kód ${code}`,
    preheader: 'Potvrďte svůj e-mail a aktivujte účet na Záběru.',
    greeting: `Dobrý den, ${name},`,
    body: [
      { kind: 'paragraph', text: 'děkujeme za registraci na Záběru.' },
      { kind: 'code', label: 'Váš přihlašovací kód je', code, note: VALID },
    ],
    action: { intro: 'Svůj e-mail potvrďte a účet aktivujte tímto odkazem', label: 'Aktivovat účet', url: activationUrl },
    reason: 'Tento e-mail jste dostali, protože se s touto adresou někdo (nejspíš vy) zaregistroval na Záběru.',
  });
}

export function loginCodeMail(to: string, code: string): Promise<Mail> {
  return composeMail({
    to,
    subject: `Váš přihlašovací kód ${code}`,
    preheader: `${VALID} Zadejte ho na Záběru v okně přihlášení.`,
    greeting: 'Dobrý den,',
    body: [{ kind: 'code', label: 'váš přihlašovací kód na Záběr je', code, note: VALID }],
    after: ['Pokud jste o něj nežádali, tento e-mail ignorujte.'],
    reason: 'Tento e-mail jste dostali, protože někdo (nejspíš vy) požádal na Záběru o přihlašovací kód pro tuto adresu.',
  });
}

/** Sign-up with an address that has an account already: no second account, a code to sign in with. */
export function existingAccountMail(to: string, code: string): Promise<Mail> {
  return composeMail({
    to,
    subject: `Váš přihlašovací kód ${code}`,
    preheader: 'Účet s tímto e-mailem už máte, přihlaste se kódem.',
    greeting: 'Dobrý den,',
    body: [
      { kind: 'paragraph', text: 'Účet s tímto e-mailem už na Záběru máte, nový jsme proto nezakládali. Přihlásit se můžete kódem.' },
      { kind: 'code', label: 'Váš přihlašovací kód na Záběr je', code, note: VALID },
    ],
    after: ['Pokud jste se registrovat nezkoušeli, tento e-mail ignorujte.'],
    reason: 'Tento e-mail jste dostali, protože se někdo (nejspíš vy) pokusil s touto adresou zaregistrovat na Záběru.',
  });
}

/**
 * A login code or a new password was asked for an address without an account: only its mailbox
 * learns that (the page answers the same for every address), with the way to sign up.
 */
export function noAccountMail(to: string, purpose: 'login' | 'reset', signUpUrl: string): Promise<Mail> {
  const asked = purpose === 'login' ? 'přihlašovací kód' : 'obnovení hesla';
  return composeMail({
    to,
    subject: purpose === 'login' ? 'Přihlášení na Záběr' : 'Obnovení hesla na Záběru',
    preheader: 'Účet s touto adresou na Záběru nemáme.',
    greeting: 'Dobrý den,',
    body: [
      { kind: 'paragraph', text: `někdo (nejspíš vy) požádal na Záběru o ${asked} pro tuto adresu, ale účet s touto adresou nemáme.` },
      { kind: 'paragraph', text: 'Možná jste se registrovali s jiným e-mailem.' },
    ],
    action: { intro: 'Nový účet si založíte tady', label: 'Přejít na Záběr', url: signUpUrl },
    after: ['Pokud jste o nic nežádali, tento e-mail ignorujte.'],
    reason: `Tento e-mail jste dostali, protože někdo zadal tuto adresu na Záběru při žádosti o ${asked}.`,
  });
}

export function passwordResetMail(to: string, resetUrl: string): Promise<Mail> {
  return composeMail({
    to,
    subject: 'Obnovení hesla na Záběru',
    preheader: 'Nové heslo si nastavíte jedním kliknutím, odkaz platí 24 hodin.',
    greeting: 'Dobrý den,',
    body: [],
    action: { intro: 'nové heslo si nastavíte na tomto odkazu (platí 24 hodin a jen jednou)', label: 'Nastavit nové heslo', url: resetUrl },
    after: ['Pokud jste o obnovení hesla nežádali, tento e-mail ignorujte.'],
    reason: 'Tento e-mail jste dostali, protože někdo (nejspíš vy) požádal na Záběru o obnovení hesla k této adrese.',
  });
}
