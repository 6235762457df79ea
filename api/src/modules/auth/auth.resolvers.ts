import {
  activateAccountSchema,
  changePasswordSchema,
  loginWithCodeSchema,
  loginWithPasswordSchema,
  requestLoginCodeSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  setPasswordSchema,
  signUpSchema,
} from '@zaber/shared/schemas/auth';
import type { LoginPayload, Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { operation } from '../../graphql/operation';
import { enforceRateLimits } from '../../http/abuse-limits';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { getCurrentProfile } from '../profile/profile.service';
import { clearAuthCookie, setAuthCookie } from './auth-cookie';
import {
  activateAccount,
  changePassword,
  loginWithCode,
  loginWithPassword,
  logout,
  requestLoginCode,
  requestPasswordReset,
  resetPassword,
  setPassword,
  signUp,
  type Session,
} from './auth.service';

const OK = { ok: true } as const;

async function completeLogin(ctx: GraphQLContext, session: Session): Promise<LoginPayload> {
  setAuthCookie(ctx.reply, session, ctx.services.config.cookieSecure);
  const profile = await getCurrentProfile(ctx.services, session.userId);
  if (!profile) throw new Error(`user ${session.userId} has no profile`);
  return { token: session.token, profile };
}

export const authResolvers = {
  Mutation: {
    signUp: operation({ auth: 'none', input: signUpSchema }).resolve(async ({ ctx, input }) => {
      await enforceRateLimits(ctx.services, ctx.req.ip, 'email', [{ key: `sign-up:${ctx.req.ip}`, rule: RATE_LIMITS.signUp }]);
      return signUp(ctx.services, input);
    }),
    requestLoginCode: operation({ auth: 'none', input: requestLoginCodeSchema }).resolve(async ({ ctx, input }) => {
      // Per address against scripts, per e-mail so nobody floods someone else's inbox.
      await enforceRateLimits(ctx.services, ctx.req.ip, 'email', [
        { key: `login-code:${ctx.req.ip}`, rule: RATE_LIMITS.loginCode },
        { key: `login-code-email:${input.email.toLowerCase()}`, rule: RATE_LIMITS.loginCodePerEmail },
      ]);
      return requestLoginCode(ctx.services, input);
    }),
    loginWithCode: operation({ auth: 'none', input: loginWithCodeSchema }).resolve(async ({ ctx, input }) =>
      completeLogin(ctx, await loginWithCode(ctx.services, input)),
    ),
    loginWithPassword: operation({ auth: 'none', input: loginWithPasswordSchema }).resolve(async ({ ctx, input }) =>
      completeLogin(ctx, await loginWithPassword(ctx.services, input, { address: ctx.req.ip })),
    ),
    // Not through `operation`: it never fails, a guest or a dead token still gets the cookie cleared.
    logout: async (_parent, _args, ctx) => {
      const viewer = await ctx.viewer();
      if (viewer.kind === 'user') await logout(ctx.services, viewer);
      clearAuthCookie(ctx.reply);
      return OK;
    },
    setPassword: operation({ auth: 'user', input: setPasswordSchema }).resolve(async ({ ctx, viewer, input }) => {
      await setPassword(ctx.services, viewer.userId, input);
      return OK;
    }),
    changePassword: operation({ auth: 'user', input: changePasswordSchema }).resolve(async ({ ctx, viewer, input }) => {
      await changePassword(ctx.services, viewer, input);
      return OK;
    }),
    requestPasswordReset: operation({ auth: 'none', input: requestPasswordResetSchema }).resolve(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.services, input);
      return OK;
    }),
    resetPassword: operation({ auth: 'none', input: resetPasswordSchema }).resolve(async ({ ctx, input }) => {
      await resetPassword(ctx.services, input);
      return OK;
    }),
    activateAccount: operation({ auth: 'none', input: activateAccountSchema }).resolve(async ({ ctx, input }) => {
      await activateAccount(ctx.services, input);
      return OK;
    }),
  },
} satisfies Resolvers;
