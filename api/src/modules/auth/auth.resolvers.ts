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
} from '@zaber/shared/accounts/auth';
import type { LoginPayload, Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { operation } from '../../graphql/operation';
import { getCurrentProfile } from '../profile/profile.service';
import {
  activateAccount,
  changePassword,
  loginWithCode,
  loginWithPassword,
  logout,
  requestLoginCode,
  requestPasswordReset,
  resetPassword,
  type Session,
  setPassword,
  signUp,
} from './auth.service';
import { clearAuthCookie, setAuthCookie } from './auth-cookie';

const OK = { ok: true } as const;

/** Runs an e-mail operation and answers (or refuses) no sooner than config.authAnswerMs after it started. */
async function evenly<T>(ctx: GraphQLContext, run: () => Promise<T>): Promise<T> {
  const until = Date.now() + ctx.services.config.authAnswerMs;
  try {
    return await run();
  } finally {
    const left = until - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

async function completeLogin(ctx: GraphQLContext, session: Session): Promise<LoginPayload> {
  setAuthCookie(ctx.reply, session, ctx.services.config.cookieSecure);
  const profile = await getCurrentProfile(ctx.services, session.userId);
  if (!profile) throw new Error(`user ${session.userId} has no profile`);
  return { token: session.token, profile };
}

export const authResolvers = {
  Mutation: {
    // The operations that name an e-mail answer alike for known and unknown ones, and no sooner
    // than config.authAnswerMs, so neither the answer nor its time tells who has an account.
    signUp: operation({ auth: 'none', input: signUpSchema }).resolve(async ({ ctx, input }) =>
      evenly(ctx, () => signUp(ctx.services, input, { address: ctx.req.ip })),
    ),
    requestLoginCode: operation({ auth: 'none', input: requestLoginCodeSchema }).resolve(async ({ ctx, input }) =>
      evenly(ctx, () => requestLoginCode(ctx.services, input, { address: ctx.req.ip })),
    ),
    loginWithCode: operation({ auth: 'none', input: loginWithCodeSchema }).resolve(async ({ ctx, input }) =>
      evenly(ctx, async () => completeLogin(ctx, await loginWithCode(ctx.services, input))),
    ),
    loginWithPassword: operation({ auth: 'none', input: loginWithPasswordSchema }).resolve(async ({ ctx, input }) =>
      evenly(ctx, async () => completeLogin(ctx, await loginWithPassword(ctx.services, input, { address: ctx.req.ip }))),
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
    requestPasswordReset: operation({ auth: 'none', input: requestPasswordResetSchema }).resolve(async ({ ctx, input }) =>
      evenly(ctx, async () => {
        await requestPasswordReset(ctx.services, input, { address: ctx.req.ip });
        return OK;
      }),
    ),
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
