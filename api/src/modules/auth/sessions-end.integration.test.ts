import { INVALID_TOKEN_MESSAGE } from '@zaber/shared/platform/business';
import { present } from '../../lib/present';
import { CURRENT_PROFILE, graphql, outbox, signUpAndLogin } from '../../testing/graphql-client';
import { listenWs, subscribe } from '../../testing/subscriptions';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const SET_PASSWORD = `mutation SetPassword($input: SetPasswordInput!) { setPassword(input: $input) { ok } }`;
const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ok } }`;
const LOGIN = `mutation LoginWithPassword($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }`;
const REQUEST_RESET = `mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }`;
const RESET = `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { ok } }`;

describe.each(ENGINES)('a password change or reset ends the other sessions on %s', (engine) => {
  let t: TestApp;
  let wsUrl: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    wsUrl = await listenWs(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** One account signed in on three devices (a code, then two password logins). */
  async function threeDevices(email: string, password: string): Promise<[string, string, string]> {
    const { token: phone } = await signUpAndLogin(t.app, email);
    expect((await graphql(t.app, SET_PASSWORD, { input: { newPassword1: password, newPassword2: password } }, { token: phone })).errors).toBeUndefined();
    const login = async () => {
      const result = await graphql<{ loginWithPassword: { token: string } }>(t.app, LOGIN, { input: { email, password } });
      return present(result.data).loginWithPassword.token;
    };
    return [phone, await login(), await login()];
  }

  const alive = async (token: string) => {
    const result = await graphql(t.app, CURRENT_PROFILE, {}, { token });
    if (result.errors?.[0]?.message === INVALID_TOKEN_MESSAGE) return false;
    expect(result.data?.currentProfile).not.toBeNull();
    return true;
  };

  it('keeps the session that changed the password and ends every other one, its live socket too', async () => {
    const [here, laptop, stolen] = await threeDevices('zmena@example.cz', 'puvodni-heslo');
    const live = subscribe<{ id: string }>(wsUrl, {
      query: 'subscription { currentProfileBalance { id } }',
      field: 'currentProfileBalance',
      connectionParams: { authorization: `JWT ${stolen}` },
    });
    await live.waitFor((values) => values.length === 1);

    const changed = await graphql(
      t.app,
      CHANGE_PASSWORD,
      { input: { oldPassword: 'puvodni-heslo', newPassword1: 'nove-heslo-1', newPassword2: 'nove-heslo-1' } },
      { token: here },
    );
    expect(changed.data).toEqual({ changePassword: { ok: true } });
    expect(await alive(here)).toBe(true);
    expect(await alive(laptop)).toBe(false);
    expect(await alive(stolen)).toBe(false);
    // The socket opened with the old session is closed: nothing more reaches it.
    await live.waitFor(() => live.errors.length > 0).catch(() => undefined);
    expect(live.errors.length).toBeGreaterThan(0);
    await live.dispose();
  });

  it('ends every session, the one that asked included, when the password is reset by the e-mailed link', async () => {
    const [phone, laptop] = await threeDevices('reset@example.cz', 'zapomenute-heslo');
    await graphql(t.app, REQUEST_RESET, { input: { email: 'reset@example.cz' } });
    const token = (await outbox(t.app, 'reset@example.cz'))[0]?.text.match(/obnoveni-hesla\/([\w.-]+)\//)?.[1];
    expect((await graphql(t.app, RESET, { input: { token, newPassword1: 'nove-heslo-2', newPassword2: 'nove-heslo-2' } })).errors).toBeUndefined();
    expect(await alive(phone)).toBe(false);
    expect(await alive(laptop)).toBe(false);
    const again = await graphql<{ loginWithPassword: { token: string } }>(t.app, LOGIN, { input: { email: 'reset@example.cz', password: 'nove-heslo-2' } });
    expect(await alive(present(again.data).loginWithPassword.token)).toBe(true);
  });
});
