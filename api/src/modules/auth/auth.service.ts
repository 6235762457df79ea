import { randomUUID } from 'node:crypto';
import type {
  ActivateAccountInput,
  ChangePasswordInput,
  LoginWithCodeInput,
  LoginWithPasswordInput,
  RequestLoginCodeInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SetPasswordInput,
  SignUpInput,
} from '@zaber/shared/accounts/auth';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MINUTES, PROFILE_TYPE, WORKS_MAX_COUNT } from '@zaber/shared/platform/business';
import { href } from '@zaber/shared/platform/routes';
import type { Db } from '../../db/database';
import { FieldErrorsError } from '../../lib/domain-errors';
import { hashPassword, unusableHash, verifyPassword } from '../../lib/passwords';
import type { AuthenticatedViewer, Services } from '../../lib/ports';
import { randomDigits, randomToken, sha256 } from '../../lib/secrets';
import { slugify } from '../../lib/slug';
import { EVERY_INSTANCE } from '../../pubsub';
import { existingAccountMail, loginCodeMail, noAccountMail, passwordResetMail, signUpMail } from '../mail/templates';
import { insertProfile, usernamesLike } from '../profile/profile.repository';
import {
  consumeEmailToken,
  findSessionViewer,
  findUserByEmail,
  findUserById,
  insertEmailToken,
  insertLoginCode,
  insertSession,
  insertUser,
  latestUnusedCode,
  markCodeUsed,
  recordFailedAttempt,
  revokeSession,
  revokeSessionsOf,
  type UserRow,
  updateUser,
} from './auth.repository';

// The accounts (users) other modules read.

import { AUTH_THROTTLES, reserveAttempts, type ThrottleKey } from './auth-throttles';
import { signToken, TOKEN_TTL_MS, verifyToken } from './token';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LINK_TTL_MS = 24 * HOUR;

const MESSAGES = {
  tooManyCodes: (wait: string) => `Požádali jste o příliš mnoho kódů. Nový kód si můžete vyžádat za ${wait}.`,
  tooManyAttempts: (wait: string) => `Příliš mnoho pokusů. Zkuste to prosím znovu za ${wait}.`,
  wrongCode: 'Nesprávný kód.',
  codeLocked: 'Kód byl po 5 chybných pokusech zablokován. Vyžádejte si nový kód.',
  codeExpired: 'Platnost kódu vypršela. Vyžádejte si nový kód.',
  noCode: 'Nejdříve si vyžádejte přihlašovací kód.',
  wrongCredentials: 'Nesprávný e-mail nebo heslo.',
  wrongOldPassword: 'Nesprávné současné heslo.',
  passwordAlreadySet: 'Heslo už máte nastavené, použijte změnu hesla.',
  invalidLink: 'Odkaz je neplatný nebo už byl použit.',
  tooManyPasswordFailures: (wait: string) => `Příliš mnoho pokusů o přihlášení. Zkuste to znovu za ${wait}.`,
} as const;

export interface Session {
  token: string;
  userId: string;
  expiresAt: Date;
}

async function freeUsername(db: Db, name: string): Promise<string> {
  const base = (slugify(name) || 'uzivatel').slice(0, 90).padEnd(3, '0');
  const taken = await usernamesLike(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

export interface NewAccount {
  email: string;
  name: string;
  profileType: 0 | 1;
  isActive?: boolean;
  role?: 'USER' | 'MODERATOR';
  password?: string;
  isPublic?: boolean;
}

/** Inserts a user with its profile (the caller provides the transaction). */
export async function createAccount(db: Db, account: NewAccount, now = new Date()): Promise<UserRow> {
  const user = await insertUser(db, {
    email: account.email,
    name: account.name,
    role: account.role ?? 'USER',
    isActive: account.isActive ?? false,
    termsAgreedAt: now,
    passwordHash: account.password ? await hashPassword(account.password) : null,
  });
  const isExecutor = account.profileType === PROFILE_TYPE.EXECUTOR;
  await insertProfile(db, {
    userId: user.id,
    username: await freeUsername(db, account.name),
    title: account.name,
    isClient: !isExecutor,
    isExecutor,
    isPublic: account.isPublic ?? false,
    reviewsCount: 0,
    worksMaxCount: WORKS_MAX_COUNT,
  });
  return user;
}

async function issueLoginCode(db: Db, email: string, now: Date): Promise<{ code: string; expiresAt: Date }> {
  const code = randomDigits(LOGIN_CODE_LENGTH);
  const expiresAt = new Date(now.getTime() + LOGIN_CODE_TTL_MINUTES * MINUTE);
  await insertLoginCode(db, { email, codeHash: sha256(`${email}:${code}`), expiresAt, createdAt: now });
  return { code, expiresAt };
}

/** A login code is mailed: at most so many per e-mail from one address, per e-mail, per address. */
function codeLimits(email: string, address: string): ThrottleKey[] {
  return [
    { key: `code:${email}|${address}`, rule: AUTH_THROTTLES.codePair },
    { key: `code-email:${email}`, rule: AUTH_THROTTLES.codeEmail },
    { key: `code-address:${address}`, rule: AUTH_THROTTLES.codeAddress, address },
  ];
}

async function issueLinkToken(db: Db, userId: string, purpose: 'ACTIVATION' | 'PASSWORD_RESET', now: Date): Promise<string> {
  const token = randomToken();
  await insertEmailToken(db, { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + LINK_TTL_MS) });
  return token;
}

/**
 * Sign-up: account, login code, activation link and the e-mail, all or nothing. An address that
 * has an account already gets the same answer and one mail too — a code to sign in with, not a
 * second account — so the page never tells whether an e-mail is registered.
 */
export async function signUp(services: Services, input: SignUpInput, client: LoginClient): Promise<{ email: string; codeExpiresAt: Date }> {
  await reserveAttempts(services, 'email', MESSAGES.tooManyAttempts, [
    { key: `sign-up:${client.address}`, rule: AUTH_THROTTLES.signUpAddress, address: client.address },
    ...codeLimits(input.email, client.address),
  ]);
  const now = new Date();
  return services.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      const { code, expiresAt } = await issueLoginCode(tx, existing.email, now);
      await services.mailer.send(tx, await existingAccountMail(existing.email, code));
      return { email: existing.email, codeExpiresAt: expiresAt };
    }
    const user = await createAccount(tx, { email: input.email, name: input.name, profileType: input.profileType }, now);
    const { code, expiresAt } = await issueLoginCode(tx, user.email, now);
    const activation = await issueLinkToken(tx, user.id, 'ACTIVATION', now);
    const url = `${services.config.publicUrl}${href('account-activation', { token: activation })}`;
    await services.mailer.send(tx, await signUpMail(user.email, user.name, code, url));
    return { email: user.email, codeExpiresAt: expiresAt };
  });
}

/**
 * A login code for any e-mail: a known one gets the code, an unknown one a mail saying it has no
 * account (and a code row no mail names, so a wrong guess there answers like anywhere else).
 */
export async function requestLoginCode(services: Services, input: RequestLoginCodeInput, client: LoginClient): Promise<{ email: string; codeExpiresAt: Date }> {
  await reserveAttempts(services, 'email', MESSAGES.tooManyCodes, codeLimits(input.email, client.address));
  const now = new Date();
  return services.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const { code, expiresAt } = await issueLoginCode(tx, input.email, now);
    await services.mailer.send(
      tx,
      await (user ? loginCodeMail(input.email, code) : noAccountMail(input.email, 'login', `${services.config.publicUrl}${href('home')}`)),
    );
    return { email: input.email, codeExpiresAt: expiresAt };
  });
}

async function startSession(db: Db, secret: string, userId: string, now: Date): Promise<Session> {
  const jti = randomUUID();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  await insertSession(db, { id: jti, userId, expiresAt, createdAt: now });
  return { token: signToken(secret, { sub: userId, jti }, expiresAt), userId, expiresAt };
}

type CodeCheck = { ok: true; session: Session } | { ok: false; message: string };

/**
 * A wrong code counts an attempt that must stay written although the mutation fails, so the
 * check commits first and the error is thrown after the transaction.
 */
export async function loginWithCode(services: Services, input: LoginWithCodeInput): Promise<Session> {
  const now = new Date();
  const result = await services.db.transaction(async (tx): Promise<CodeCheck> => {
    const user = await findUserByEmail(tx, input.email);
    // Codes are kept per e-mail, known or not: an unknown one answers exactly like a wrong code.
    const code = await latestUnusedCode(tx, input.email);
    if (!code) return { ok: false, message: MESSAGES.noCode };
    if (code.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return { ok: false, message: MESSAGES.codeLocked };
    if (code.expiresAt <= now) return { ok: false, message: MESSAGES.codeExpired };
    if (!user || code.codeHash !== sha256(`${input.email}:${input.code}`)) {
      await recordFailedAttempt(tx, code.id);
      return { ok: false, message: code.attempts + 1 >= LOGIN_CODE_MAX_ATTEMPTS ? MESSAGES.codeLocked : MESSAGES.wrongCode };
    }
    await markCodeUsed(tx, code.id, now);
    // Entering the e-mailed code proves the address, like the activation link.
    if (!user.isActive) await updateUser(tx, user.id, { isActive: true });
    return { ok: true, session: await startSession(tx, services.config.jwtSecret, user.id, now) };
  });
  if (!result.ok) throw new FieldErrorsError({ code: result.message }, result.message);
  return result.session;
}

export interface LoginClient {
  /** The client's IP address (Fastify's req.ip: X-Forwarded-For only from the proxies of TRUST_PROXY). */
  address: string;
}

/**
 * Attempts are counted before the password is checked (atomically: 30 at once pass exactly the
 * allowance), per account + address and per address (docs/api/security.md "Throttling"), so a guesser
 * slows down only their own attempts and never locks the owner out. Every e-mail costs one
 * password check, known or not: the answer's time says nothing about which accounts exist.
 */
export async function loginWithPassword(services: Services, input: LoginWithPasswordInput, client: LoginClient): Promise<Session> {
  const pair = `password:${input.email}|${client.address}`;
  const counted = await reserveAttempts(services, 'password', MESSAGES.tooManyPasswordFailures, [
    { key: pair, rule: AUTH_THROTTLES.passwordPair },
    { key: `password-address:${client.address}`, rule: AUTH_THROTTLES.passwordAddress, address: client.address },
  ]);
  const user = await findUserByEmail(services.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await unusableHash()));
  if (!user?.passwordHash || !valid) throw new FieldErrorsError({ password: MESSAGES.wrongCredentials }, MESSAGES.wrongCredentials);
  // The right password forgives this pair's typos, and does not count against the address.
  await Promise.all(counted.map((key) => (key === pair ? services.throttle.reset(key) : services.throttle.release(key))));
  return services.db.transaction(async (tx) => startSession(tx, services.config.jwtSecret, user.id, new Date()));
}

/**
 * 'invalid' for a bad signature, an expired token or a revoked session (→ 'Error decoding signature').
 * A token this instance read a moment ago is answered from memory (session-viewers.ts).
 */
export async function authenticate(services: Pick<Services, 'db' | 'config' | 'sessionViewers'>, token: string): Promise<AuthenticatedViewer | 'invalid'> {
  const kept = services.sessionViewers.get(token);
  if (kept) return kept;
  const claims = verifyToken(services.config.jwtSecret, token);
  if (!claims) return 'invalid';
  const found = await findSessionViewer(services.db, claims.jti, claims.sub, new Date());
  if (!found) return 'invalid';
  const viewer: AuthenticatedViewer = {
    userId: claims.sub,
    profileId: found.profileId,
    sessionId: claims.jti,
    roles: { isClient: found.isClient, isExecutor: found.isExecutor, isModerator: found.role === 'MODERATOR' },
  };
  services.sessionViewers.keep(token, viewer, found.expiresAt);
  return viewer;
}

export async function logout(services: Services, viewer: { userId: string; sessionId: string }): Promise<void> {
  await revokeSession(services.db, viewer.sessionId, new Date());
  publishSessionsEnded(services, viewer.userId, [viewer.sessionId]);
}

export async function setPassword(services: Services, userId: string, input: SetPasswordInput): Promise<void> {
  const user = await findUserById(services.db, userId);
  if (user?.passwordHash) throw new FieldErrorsError({ newPassword1: MESSAGES.passwordAlreadySet });
  await updateUser(services.db, userId, { passwordHash: await hashPassword(input.newPassword1) });
}

/** Tells every API instance to close the live sockets of sessions that just ended and forget their viewers. */
export function publishSessionsEnded(services: Pick<Services, 'pubSub' | 'sessionViewers'>, userId: string, sessionIds: string[]): void {
  if (sessionIds.length === 0) return;
  services.sessionViewers.forget(sessionIds);
  services.pubSub.publish('sessionsEnded', EVERY_INSTANCE, { userId, sessionIds });
}

/**
 * A new password ends every other session of the account (a thief's, a forgotten laptop's) with
 * their live sockets; the device that changed it stays signed in.
 */
export async function changePassword(services: Services, viewer: { userId: string; sessionId: string }, input: ChangePasswordInput): Promise<void> {
  const user = await findUserById(services.db, viewer.userId);
  if (!user?.passwordHash || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw new FieldErrorsError({ oldPassword: MESSAGES.wrongOldPassword });
  }
  const passwordHash = await hashPassword(input.newPassword1);
  const ended = await services.db.transaction(async (tx) => {
    await updateUser(tx, viewer.userId, { passwordHash });
    return revokeSessionsOf(tx, viewer.userId, new Date(), viewer.sessionId);
  });
  publishSessionsEnded(services, viewer.userId, ended);
}

/** A reset link for a known e-mail, a "no account here" mail for an unknown one: the same answer either way. */
export async function requestPasswordReset(services: Services, input: RequestPasswordResetInput, client: LoginClient): Promise<void> {
  await reserveAttempts(services, 'email', MESSAGES.tooManyAttempts, [
    { key: `reset:${input.email}|${client.address}`, rule: AUTH_THROTTLES.resetPair },
    { key: `reset-email:${input.email}`, rule: AUTH_THROTTLES.resetEmail },
    { key: `reset-address:${client.address}`, rule: AUTH_THROTTLES.resetAddress, address: client.address },
  ]);
  const now = new Date();
  await services.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) {
      await services.mailer.send(tx, await noAccountMail(input.email, 'reset', `${services.config.publicUrl}${href('home')}`));
      return;
    }
    const token = await issueLinkToken(tx, user.id, 'PASSWORD_RESET', now);
    const url = `${services.config.publicUrl}${href('password-reset', { token })}`;
    await services.mailer.send(tx, await passwordResetMail(user.email, url));
  });
}

export async function resetPassword(services: Services, input: ResetPasswordInput): Promise<void> {
  const now = new Date();
  const passwordHash = await hashPassword(input.newPassword1);
  const ended = await services.db.transaction(async (tx) => {
    const claimed = await consumeEmailToken(tx, sha256(input.token), 'PASSWORD_RESET', now);
    if (!claimed) throw new FieldErrorsError({ token: MESSAGES.invalidLink }, MESSAGES.invalidLink);
    // The link came to the mailbox, so it also confirms the address.
    await updateUser(tx, claimed.userId, { passwordHash, isActive: true });
    // Whoever knew the old password is signed out everywhere; the owner signs in with the new one.
    return { userId: claimed.userId, sessionIds: await revokeSessionsOf(tx, claimed.userId, now) };
  });
  publishSessionsEnded(services, ended.userId, ended.sessionIds);
}

export async function activateAccount(services: Services, input: ActivateAccountInput): Promise<void> {
  await services.db.transaction(async (tx) => {
    const claimed = await consumeEmailToken(tx, sha256(input.token), 'ACTIVATION', new Date());
    if (!claimed) throw new FieldErrorsError({ token: MESSAGES.invalidLink }, MESSAGES.invalidLink);
    await updateUser(tx, claimed.userId, { isActive: true });
  });
}
