import { randomUUID } from 'node:crypto';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_MINUTES,
  LOGIN_CODES_PER_HOUR,
  PROFILE_TYPE,
  WORKS_MAX_COUNT,
} from '@zaber/shared/constants/business';
import { href } from '@zaber/shared/routes';
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
} from '@zaber/shared/schemas/auth';
import type { Db } from '../../db/database';
import { FieldErrorsError, TooManyRequestsError } from '../../lib/domain-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomDigits, randomToken, sha256 } from '../../lib/secrets';
import { slugify } from '../../lib/slug';
import type { Services } from '../../services';
import { loginCodeMail, passwordResetMail, signUpMail } from '../mail/templates';
import {
  findProfileByUserId,
  findUserByEmail,
  findUserById,
  insertProfile,
  insertUser,
  updateUser,
  usernamesLike,
  type UserRow,
} from '../profile/profile.service';
import {
  consumeEmailToken,
  countCodesSince,
  deleteLoginFailuresBefore,
  deleteLoginFailuresOf,
  findActiveSession,
  insertEmailToken,
  insertLoginCode,
  insertLoginFailure,
  insertSession,
  latestUnusedCode,
  loginFailureTimes,
  markCodeUsed,
  recordFailedAttempt,
  revokeSession,
  revokeSessionsOf,
} from './auth.repository';
import { signToken, TOKEN_TTL_MS, verifyToken } from './token';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LINK_TTL_MS = 24 * HOUR;
/** DESIGN §5: at most 10 wrong passwords per 15 minutes, per account and per client address. */
export const PASSWORD_FAILURES_MAX = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * MINUTE;

const MESSAGES = {
  emailTaken: 'Účet s tímto e-mailem již existuje. Přihlaste se.',
  noAccount: 'Účet s tímto e-mailem neexistuje. Zaregistrujte se.',
  tooManyCodes: `Požádali jste o příliš mnoho kódů. Nový kód si můžete vyžádat nejvýše ${LOGIN_CODES_PER_HOUR}× za hodinu, zkuste to prosím později.`,
  wrongCode: 'Nesprávný kód.',
  codeLocked: 'Kód byl po 5 chybných pokusech zablokován. Vyžádejte si nový kód.',
  codeExpired: 'Platnost kódu vypršela. Vyžádejte si nový kód.',
  noCode: 'Nejdříve si vyžádejte přihlašovací kód.',
  wrongCredentials: 'Nesprávný e-mail nebo heslo.',
  wrongOldPassword: 'Nesprávné současné heslo.',
  passwordAlreadySet: 'Heslo už máte nastavené, použijte změnu hesla.',
  invalidLink: 'Odkaz je neplatný nebo už byl použit.',
  tooManyPasswordFailures: (minutes: number) => `Příliš mnoho pokusů o přihlášení. Zkuste to znovu za ${minutes} ${czechMinutes(minutes)}.`,
} as const;

/** "za 1 minutu / 2 minuty / 5 minut" (accusative after "za"). */
function czechMinutes(n: number): string {
  if (n === 1) return 'minutu';
  return n >= 2 && n <= 4 ? 'minuty' : 'minut';
}

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
  const sent = await countCodesSince(db, email, new Date(now.getTime() - HOUR));
  if (sent >= LOGIN_CODES_PER_HOUR) throw new TooManyRequestsError('email', MESSAGES.tooManyCodes);
  const code = randomDigits(LOGIN_CODE_LENGTH);
  const expiresAt = new Date(now.getTime() + LOGIN_CODE_TTL_MINUTES * MINUTE);
  await insertLoginCode(db, { email, codeHash: sha256(`${email}:${code}`), expiresAt, createdAt: now });
  return { code, expiresAt };
}

async function issueLinkToken(db: Db, userId: string, purpose: 'ACTIVATION' | 'PASSWORD_RESET', now: Date): Promise<string> {
  const token = randomToken();
  await insertEmailToken(db, { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + LINK_TTL_MS) });
  return token;
}

/** Sign-up: account, login code, activation link and the e-mail, all or nothing. */
export async function signUp(services: Services, input: SignUpInput): Promise<{ email: string; codeExpiresAt: Date }> {
  const now = new Date();
  return services.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) throw new FieldErrorsError({ email: MESSAGES.emailTaken });
    const user = await createAccount(tx, { email: input.email, name: input.name, profileType: input.profileType }, now);
    const { code, expiresAt } = await issueLoginCode(tx, user.email, now);
    const activation = await issueLinkToken(tx, user.id, 'ACTIVATION', now);
    const url = `${services.config.publicUrl}${href('account-activation', { token: activation })}`;
    await services.mailer.send(tx, signUpMail(user.email, user.name, code, url));
    return { email: user.email, codeExpiresAt: expiresAt };
  });
}

export async function requestLoginCode(services: Services, input: RequestLoginCodeInput): Promise<{ email: string; codeExpiresAt: Date }> {
  const now = new Date();
  return services.db.transaction(async (tx) => {
    if (!(await findUserByEmail(tx, input.email))) throw new FieldErrorsError({ email: MESSAGES.noAccount });
    const { code, expiresAt } = await issueLoginCode(tx, input.email, now);
    await services.mailer.send(tx, loginCodeMail(input.email, code));
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
    const code = user && (await latestUnusedCode(tx, input.email));
    if (!user || !code) return { ok: false, message: MESSAGES.noCode };
    if (code.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return { ok: false, message: MESSAGES.codeLocked };
    if (code.expiresAt <= now) return { ok: false, message: MESSAGES.codeExpired };
    if (code.codeHash !== sha256(`${input.email}:${input.code}`)) {
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

/** When the oldest failure that still keeps `times` at the limit leaves the window; undefined below the limit. */
function throttledUntil(times: Date[]): Date | undefined {
  if (times.length < PASSWORD_FAILURES_MAX) return undefined;
  return new Date(times[times.length - PASSWORD_FAILURES_MAX]!.getTime() + PASSWORD_FAILURE_WINDOW_MS);
}

export interface LoginClient {
  /** The client's IP address (Fastify's req.ip, behind trustProxy as configured). */
  address: string;
  now?: Date;
}

/**
 * Failures are stored in the database so the limit holds across API instances. Once it is hit,
 * even the right password is refused until the window has moved past the old failures.
 */
export async function loginWithPassword(services: Services, input: LoginWithPasswordInput, client: LoginClient): Promise<Session> {
  const now = client.now ?? new Date();
  const since = new Date(now.getTime() - PASSWORD_FAILURE_WINDOW_MS);
  const [byEmail, byAddress] = await Promise.all([
    loginFailureTimes(services.db, { email: input.email }, since),
    loginFailureTimes(services.db, { address: client.address }, since),
  ]);
  const until = [throttledUntil(byEmail), throttledUntil(byAddress)].reduce<Date | undefined>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    undefined,
  );
  if (until) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
    throw new TooManyRequestsError('password', MESSAGES.tooManyPasswordFailures(minutes));
  }
  const user = await findUserByEmail(services.db, input.email);
  const valid = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : false;
  if (!user || !valid) {
    await insertLoginFailure(services.db, { email: input.email, address: client.address, createdAt: now });
    // Keeps the table to one window's worth of rows without a scheduled job.
    await deleteLoginFailuresBefore(services.db, since);
    throw new FieldErrorsError({ password: MESSAGES.wrongCredentials }, MESSAGES.wrongCredentials);
  }
  return services.db.transaction(async (tx) => {
    // A successful login forgives the account's earlier typos (the address's failures stay).
    await deleteLoginFailuresOf(tx, input.email);
    return startSession(tx, services.config.jwtSecret, user.id, now);
  });
}

export interface AuthenticatedViewer {
  userId: string;
  profileId: string;
  sessionId: string;
}

/** 'invalid' for a bad signature, an expired token or a revoked session (→ 'Error decoding signature'). */
export async function authenticate(services: Pick<Services, 'db' | 'config'>, token: string): Promise<AuthenticatedViewer | 'invalid'> {
  const claims = verifyToken(services.config.jwtSecret, token);
  if (!claims) return 'invalid';
  const session = await findActiveSession(services.db, claims.jti, claims.sub, new Date());
  if (!session) return 'invalid';
  const profile = await findProfileByUserId(services.db, claims.sub);
  if (!profile) return 'invalid';
  return { userId: claims.sub, profileId: profile.id, sessionId: claims.jti };
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

/** Tells every API instance to close the live sockets of sessions that just ended. */
export function publishSessionsEnded(services: Pick<Services, 'pubSub'>, userId: string, sessionIds: string[]): void {
  if (sessionIds.length > 0) services.pubSub.publish('sessionsEnded', { userId, sessionIds });
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

export async function requestPasswordReset(services: Services, input: RequestPasswordResetInput): Promise<void> {
  const now = new Date();
  await services.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) return;
    const token = await issueLinkToken(tx, user.id, 'PASSWORD_RESET', now);
    const url = `${services.config.publicUrl}${href('password-reset', { token })}`;
    await services.mailer.send(tx, passwordResetMail(user.email, url));
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
