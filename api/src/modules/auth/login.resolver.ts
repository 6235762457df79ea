import { loginWithCodeSchema, loginWithPasswordSchema } from '@zaber/shared/schemas/auth';
import type { LoginPayload, MutationResolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { parseInput } from '../../graphql/errors';
import { getCurrentProfile } from '../profile/profile.service';
import { setAuthCookie } from './auth-cookie';
import { loginWithCode, loginWithPassword, type Session } from './auth.service';

async function completeLogin(ctx: GraphQLContext, session: Session): Promise<LoginPayload> {
  setAuthCookie(ctx.reply, session, ctx.services.config.cookieSecure);
  const profile = await getCurrentProfile(ctx.services, session.userId);
  if (!profile) throw new Error(`user ${session.userId} has no profile`);
  return { token: session.token, profile };
}

export const loginWithCodeResolver: MutationResolvers['loginWithCode'] = async (_parent, args, ctx) =>
  completeLogin(ctx, await loginWithCode(ctx.services, parseInput(loginWithCodeSchema, args.input)));

export const loginWithPasswordResolver: MutationResolvers['loginWithPassword'] = async (_parent, args, ctx) =>
  completeLogin(ctx, await loginWithPassword(ctx.services, parseInput(loginWithPasswordSchema, args.input)));
