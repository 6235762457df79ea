import { AUTH_COOKIE_NAME } from '@zaber/shared/platform/business';
import type { FastifyInstance } from 'fastify';

export interface GraphqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[] | undefined;
  setCookie: string | undefined;
}

export interface Auth {
  token?: string;
  cookie?: string;
}

/** POST /graphql through fastify's inject (no port needed). */
export async function graphql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  auth: Auth = {},
): Promise<GraphqlResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth.token) headers.authorization = `JWT ${auth.token}`;
  if (auth.cookie) headers.cookie = `${AUTH_COOKIE_NAME}=${auth.cookie}`;
  const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
  const body = response.json() as { data?: T | null; errors?: GraphqlResult['errors'] };
  const setCookie = response.headers['set-cookie'];
  return { status: response.statusCode, data: body.data, errors: body.errors, setCookie: Array.isArray(setCookie) ? setCookie.join('\n') : setCookie };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The same mail in the e-mail template. */
  html: string | null;
}

export async function outbox(app: FastifyInstance, to?: string): Promise<OutboxMail[]> {
  const response = await app.inject({ method: 'GET', url: to ? `/dev/outbox?to=${encodeURIComponent(to)}` : '/dev/outbox' });
  return response.json() as OutboxMail[];
}

export async function lastCodeFor(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await outbox(app, email);
  const code = mail?.text.match(/kód (?:je|na Záběr je): (\d{6})/)?.[1];
  if (!code) throw new Error(`no login code mailed to ${email}`);
  return code;
}

export const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { email codeExpiresAt } }`;
export const REQUEST_CODE = `mutation RequestLoginCode($input: RequestLoginCodeInput!) { requestLoginCode(input: $input) { email codeExpiresAt } }`;
export const LOGIN_WITH_CODE = `mutation LoginWithCode($input: LoginWithCodeInput!) {
  loginWithCode(input: $input) { token profile { id userId username isClient isExecutor email name isActive balance hasUsablePassword } }
}`;
export const CURRENT_PROFILE = `query CurrentProfile { currentProfile { id url title username userId isClient isExecutor isPublic balance worksMaxCount hasUsablePassword sendEmailMessagesDigest sendEmailNotificationsDigest email isActive } }`;

/** Signs a new user up and logs in with the e-mailed code; returns the token and profile id. */
export async function signUpAndLogin(
  app: FastifyInstance,
  email: string,
  profileType: 0 | 1 = 0,
  name = 'Test Uživatel',
): Promise<{ token: string; profileId: string; userId: string }> {
  const signUp = await graphql(app, SIGN_UP, { input: { name, email, profileType, termsAgreement: true } });
  if (signUp.errors) throw new Error(JSON.stringify(signUp.errors));
  const code = await lastCodeFor(app, email);
  const login = await graphql<{ loginWithCode: { token: string; profile: { id: string; userId: string } } }>(app, LOGIN_WITH_CODE, {
    input: { email, code },
  });
  if (!login.data) throw new Error(JSON.stringify(login.errors));
  return { token: login.data.loginWithCode.token, profileId: login.data.loginWithCode.profile.id, userId: login.data.loginWithCode.profile.userId };
}
