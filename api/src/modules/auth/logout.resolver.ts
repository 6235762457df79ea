import type { MutationResolvers } from '../../generated/graphql';
import { clearAuthCookie } from './auth-cookie';
import { logout } from './auth.service';

/** Never fails: a guest or a dead token still gets the cookie cleared. */
export const logoutResolver: MutationResolvers['logout'] = async (_parent, _args, ctx) => {
  const viewer = await ctx.viewer();
  if (viewer.kind === 'user') await logout(ctx.services, viewer.sessionId);
  clearAuthCookie(ctx.reply);
  return { ok: true };
};
