import { randomUUID } from 'node:crypto';
import { INVALID_TOKEN_MESSAGE } from '@zaber/shared/platform/business';
import { count, eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { users } from '../../db/schema';
import { present } from '../../lib/present';
import { CURRENT_PROFILE, graphql, LOGIN_WITH_CODE, lastCodeFor, outbox, REQUEST_CODE, SIGN_UP, signUpAndLogin } from '../../testing/graphql-client';
import { mailButton, mailButtonCount } from '../../testing/mail-html';
import { listenWs, subscribe } from '../../testing/subscriptions';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const LOGOUT = `mutation Logout { logout { ok } }`;
const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ok } }`;
const SET_PASSWORD = `mutation SetPassword($input: SetPasswordInput!) { setPassword(input: $input) { ok } }`;
const LOGIN_WITH_PASSWORD = `mutation LoginWithPassword($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }`;
const REQUEST_RESET = `mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }`;
const RESET = `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { ok } }`;
const ACTIVATE = `mutation ActivateAccount($input: ActivateAccountInput!) { activateAccount(input: $input) { ok } }`;

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(ENGINES)('auth on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up, mails a code and an activation link, logs in with the code and sets the cookie', async () => {
    const signUp = await graphql(t.app, SIGN_UP, { input: { name: 'Jana Nová', email: 'Jana@Example.cz', profileType: 1, termsAgreement: true } });
    expect(signUp.errors).toBeUndefined();
    const [mail] = await outbox(t.app, 'jana@example.cz');
    expect(mail?.subject).toContain('Vítejte na Záběru');
    expect(mail?.text).toMatch(/http:\/\/zaber\.test\/aktivace-uctu\/[\w.-]+\//);
    // The template's one button activates the account, at the text part's link.
    const activation = present(mail?.text.match(/http:\/\/zaber\.test\/aktivace-uctu\/[\w.-]+\//))[0];
    expect(mailButton(mail?.html)).toEqual({ href: activation, label: 'Aktivovat účet' });

    const code = await lastCodeFor(t.app, 'jana@example.cz');
    const login = await graphql<{ loginWithCode: { token: string; profile: Record<string, unknown> } }>(t.app, LOGIN_WITH_CODE, {
      input: { email: 'jana@example.cz', code },
    });
    expect(login.errors).toBeUndefined();
    expect(login.data?.loginWithCode.profile).toMatchObject({ isExecutor: true, isClient: false, isActive: true, balance: 0, hasUsablePassword: false });
    // The token is kept in a cookie (spec §4) no script can read; a readable marker tells the
    // shell that a session exists, so it loads currentProfile.
    const [tokenCookie, marker] = present(login.setCookie).split('\n');
    expect(tokenCookie).toMatch(/^zaber-token=[^;]+;/);
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(tokenCookie).toMatch(/Secure/);
    expect(tokenCookie).toMatch(/Expires=/);
    expect(marker).toMatch(/^zaber-session=[0-9a-f]{16};/);
    expect(marker).not.toMatch(/HttpOnly/);
    expect(marker).toMatch(/SameSite=Lax/);
    expect(marker).toMatch(/Secure/);
    expect(marker?.match(/Expires=[^;]+/)?.[0]).toBe(tokenCookie?.match(/Expires=[^;]+/)?.[0]);
    expect(marker).not.toContain(present(login.data).loginWithCode.token);

    const token = present(login.data).loginWithCode.token;
    const viaHeader = await graphql(t.app, CURRENT_PROFILE, {}, { token });
    const viaCookie = await graphql(t.app, CURRENT_PROFILE, {}, { cookie: token });
    expect(viaHeader.data).toEqual(viaCookie.data);
    expect(viaHeader.data?.currentProfile).toMatchObject({ email: 'jana@example.cz', username: 'jana-nova', url: '/users/jana-nova/', worksMaxCount: 300 });
  });

  it('answers null for a guest', async () => {
    const guest = await graphql(t.app, CURRENT_PROFILE);
    expect(guest.errors).toBeUndefined();
    expect(guest.data).toEqual({ currentProfile: null });
  });

  it('validates sign-up with the Czech field messages', async () => {
    const result = await graphql(t.app, SIGN_UP, { input: { name: '', email: 'not-an-email', profileType: 3, termsAgreement: false } });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'Povinné pole', email: 'Špatně zadaný Email', profileType: 'Povinné pole', termsAgreement: 'Povinné pole' },
    });
    const long = await graphql(t.app, SIGN_UP, { input: { name: 'x'.repeat(101), email: 'long@example.cz', profileType: 0, termsAgreement: true } });
    expect(long.errors?.[0]?.extensions?.fieldErrors).toEqual({ name: 'Maximální délka je 100 znaků' });
    const missing = await graphql(t.app, SIGN_UP, { input: {} });
    expect(missing.errors?.[0]?.extensions?.fieldErrors?.email).toBe('Povinné pole');
  });

  it('writes nothing when sign-up fails mid-way (the mail cannot be sent)', async () => {
    const failing = await startTestApp(engine, {
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    const result = await graphql(failing.app, SIGN_UP, { input: { name: 'Petr', email: 'petr@example.cz', profileType: 0, termsAgreement: true } });
    expect(result.errors?.[0]?.message).toBeDefined();
    const [row] = await failing.database.db.select({ n: count() }).from(users).where(eq(users.email, 'petr@example.cz'));
    expect(row?.n).toBe(0);
    await failing.close();
  });

  it('locks a code after 5 wrong attempts, so even the right code fails', async () => {
    await graphql(t.app, SIGN_UP, { input: { name: 'Lock', email: 'lock@example.cz', profileType: 0, termsAgreement: true } });
    const code = await lastCodeFor(t.app, 'lock@example.cz');
    for (let i = 0; i < 5; i += 1) {
      const attempt = await graphql(t.app, LOGIN_WITH_CODE, { input: { email: 'lock@example.cz', code: wrongCode(code) } });
      expect(attempt.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const right = await graphql(t.app, LOGIN_WITH_CODE, { input: { email: 'lock@example.cz', code } });
    expect(right.data).toBeNull();
    expect(right.errors?.[0]?.extensions?.fieldErrors?.code).toMatch(/zablokován/);
  });

  it('refuses the 6th code request within an hour with a Czech message', async () => {
    await graphql(t.app, SIGN_UP, { input: { name: 'Rate', email: 'rate@example.cz', profileType: 0, termsAgreement: true } });
    for (let i = 0; i < 4; i += 1) {
      const ok = await graphql(t.app, REQUEST_CODE, { input: { email: 'rate@example.cz' } });
      expect(ok.errors).toBeUndefined();
    }
    const sixth = await graphql(t.app, REQUEST_CODE, { input: { email: 'rate@example.cz' } });
    expect(sixth.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(sixth.errors?.[0]?.message).toMatch(/příliš mnoho kódů/);
    expect(await outbox(t.app, 'rate@example.cz')).toHaveLength(5);
  });

  it('mails a login code in the e-mail template: the code shown big instead of a button, the same words in the text', async () => {
    await signUpAndLogin(t.app, 'kod-v-sablone@example.cz');
    expect((await graphql(t.app, REQUEST_CODE, { input: { email: 'kod-v-sablone@example.cz' } })).errors).toBeUndefined();
    const code = await lastCodeFor(t.app, 'kod-v-sablone@example.cz');
    const [mail] = await outbox(t.app, 'kod-v-sablone@example.cz');
    expect(mail?.subject).toBe(`Váš přihlašovací kód ${code}`);
    expect(mail?.text).toContain(`váš přihlašovací kód na Záběr je: ${code}`);
    expect(mail?.html).toMatch(/<html [^>]*lang="cs"/);
    expect(mail?.html).toMatch(new RegExp(`class="zaber-code"[^>]*>${code}</p>`));
    expect(mailButtonCount(mail?.html)).toBe(0);
  });

  it('answers Error decoding signature for tampered, expired and unknown-session tokens', async () => {
    const { token } = await signUpAndLogin(t.app, 'tokens@example.cz');
    const [header, payload, signature] = token.split('.');
    const tampered = [header, Buffer.from(JSON.stringify({ sub: randomUUID(), jti: randomUUID() })).toString('base64url'), signature].join('.');
    expect(payload).toBeDefined();
    const expired = jwt.sign({ sub: randomUUID(), jti: randomUUID(), exp: Math.floor(Date.now() / 1000) - 10 }, t.config.jwtSecret);
    const otherSecret = jwt.sign({ sub: randomUUID(), jti: randomUUID() }, 'another-secret', { expiresIn: '1h' });
    for (const bad of [tampered, expired, otherSecret, 'garbage']) {
      const result = await graphql(t.app, CURRENT_PROFILE, {}, { token: bad });
      expect(result.errors?.[0]?.message).toBe(INVALID_TOKEN_MESSAGE);
    }
    const badCookie = await graphql(t.app, CURRENT_PROFILE, {}, { cookie: 'garbage' });
    expect(badCookie.errors?.[0]?.message).toBe(INVALID_TOKEN_MESSAGE);
    expect(badCookie.setCookie).toMatch(/zaber-token=;/);
    expect(badCookie.setCookie).toMatch(/zaber-session=;/);
  });

  it('invalidates the token on logout', async () => {
    const { token } = await signUpAndLogin(t.app, 'logout@example.cz');
    expect((await graphql(t.app, CURRENT_PROFILE, {}, { token })).data?.currentProfile).not.toBeNull();
    const out = await graphql(t.app, LOGOUT, {}, { cookie: token });
    expect(out.data).toEqual({ logout: { ok: true } });
    expect(out.setCookie).toMatch(/zaber-token=;/);
    expect(out.setCookie).toMatch(/zaber-session=;/);
    const after = await graphql(t.app, CURRENT_PROFILE, {}, { token });
    expect(after.errors?.[0]?.message).toBe(INVALID_TOKEN_MESSAGE);
  });

  it('sets, changes and resets a password (single-use link)', async () => {
    const { token } = await signUpAndLogin(t.app, 'pw@example.cz');
    expect((await graphql(t.app, SET_PASSWORD, { input: { newPassword1: 'heslo1234', newPassword2: 'heslo1234' } }, { token })).data).toEqual({
      setPassword: { ok: true },
    });
    const mismatch = await graphql(
      t.app,
      CHANGE_PASSWORD,
      { input: { oldPassword: 'heslo1234', newPassword1: 'noveheslo1', newPassword2: 'jineheslo1' } },
      { token },
    );
    expect(mismatch.errors?.[0]?.extensions?.fieldErrors).toEqual({ newPassword2: 'Hesla se musí shodovat' });
    const short = await graphql(t.app, CHANGE_PASSWORD, { input: { oldPassword: 'heslo1234', newPassword1: 'kratke', newPassword2: 'kratke' } }, { token });
    expect(short.errors?.[0]?.extensions?.fieldErrors).toEqual({ newPassword1: 'Minimální délka je 8 znaků' });
    const wrongOld = await graphql(
      t.app,
      CHANGE_PASSWORD,
      { input: { oldPassword: 'spatne-heslo', newPassword1: 'noveheslo1', newPassword2: 'noveheslo1' } },
      { token },
    );
    expect(wrongOld.errors?.[0]?.extensions?.fieldErrors?.oldPassword).toBeDefined();
    expect(
      (await graphql(t.app, CHANGE_PASSWORD, { input: { oldPassword: 'heslo1234', newPassword1: 'noveheslo1', newPassword2: 'noveheslo1' } }, { token })).data,
    ).toEqual({
      changePassword: { ok: true },
    });
    expect((await graphql(t.app, LOGIN_WITH_PASSWORD, { input: { email: 'pw@example.cz', password: 'noveheslo1' } })).errors).toBeUndefined();

    await graphql(t.app, REQUEST_RESET, { input: { email: 'pw@example.cz' } });
    const resetToken = (await outbox(t.app, 'pw@example.cz'))[0]?.text.match(/obnoveni-hesla\/([\w.-]+)\//)?.[1];
    expect(resetToken).toBeDefined();
    const input = { token: resetToken, newPassword1: 'resetovane1', newPassword2: 'resetovane1' };
    expect((await graphql(t.app, RESET, { input })).data).toEqual({ resetPassword: { ok: true } });
    expect((await graphql(t.app, RESET, { input })).errors?.[0]?.extensions?.fieldErrors?.token).toMatch(/neplatný/);
    expect((await graphql(t.app, LOGIN_WITH_PASSWORD, { input: { email: 'pw@example.cz', password: 'resetovane1' } })).errors).toBeUndefined();
    const unknown = await graphql(t.app, REQUEST_RESET, { input: { email: 'nobody@example.cz' } });
    expect(unknown.data).toEqual({ requestPasswordReset: { ok: true } });
  });

  it('activates the account by the e-mailed link once', async () => {
    await graphql(t.app, SIGN_UP, { input: { name: 'Akt', email: 'akt@example.cz', profileType: 0, termsAgreement: true } });
    const activation = (await outbox(t.app, 'akt@example.cz'))[0]?.text.match(/aktivace-uctu\/([\w.-]+)\//)?.[1];
    expect((await graphql(t.app, ACTIVATE, { input: { token: activation } })).data).toEqual({ activateAccount: { ok: true } });
    expect((await graphql(t.app, ACTIVATE, { input: { token: activation } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'akt@example.cz'));
    expect(user?.isActive).toBe(true);
  });

  it('authenticates the websocket by the cookie of its upgrade, as a browser opens it', async () => {
    const { token, profileId } = await signUpAndLogin(t.app, 'socket-cookie@example.cz');
    const url = await listenWs(t.app);
    const live = subscribe<{ id: string }>(url, {
      query: 'subscription { currentProfileBalance { id } }',
      field: 'currentProfileBalance',
      headers: { cookie: `zaber-token=${token}`, origin: 'http://zaber.test' },
    });
    await live.waitFor((values) => values.length === 1);
    expect(live.received).toEqual([{ id: profileId }]);
    await live.dispose();
  });
});
