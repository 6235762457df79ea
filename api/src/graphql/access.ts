import type { AuthenticatedViewer } from '../lib/ports';
import type { GraphQLContext } from './context';
import { forbidden, invalidToken } from './errors';

/**
 * Who may call an operation: 'none' never reads the token (sign-up, contact form, catalogue
 * lookups that do not depend on the viewer); 'public' takes guests and users alike but refuses a
 * bad token; the rest need a signed-in user, with a role for the last three.
 */
export type Access = 'none' | 'public' | 'user' | 'client' | 'executor' | 'moderator';

export type ViewerOf<A extends Access> = A extends 'none' ? null : A extends 'public' ? AuthenticatedViewer | null : AuthenticatedViewer;

/**
 * The one place that decides who is signed in. A token that is present but bad answers
 * 'Error decoding signature' (spec §8) wherever the viewer is read; guests get null.
 */
async function optionalViewer(ctx: GraphQLContext): Promise<AuthenticatedViewer | null> {
  const viewer = await ctx.viewer();
  if (viewer.kind === 'invalid') throw invalidToken();
  return viewer.kind === 'user' ? viewer : null;
}

/**
 * Checks `access` for the operation's viewer; FORBIDDEN when it is not met, with `refusal` as the
 * message when the operation gives one (e.g. "a client account is needed"), else 'Přístup zakázán'.
 */
export async function viewerFor<A extends Access>(ctx: GraphQLContext, access: A, refusal?: string): Promise<ViewerOf<A>> {
  if (access === 'none') return null as ViewerOf<A>;
  const viewer = await optionalViewer(ctx);
  if (access === 'public') return viewer as ViewerOf<A>;
  if (!viewer) throw forbidden(refusal);
  if (access !== 'user') {
    const roles = viewer.roles;
    const allowed = access === 'client' ? roles.isClient : access === 'executor' ? roles.isExecutor : roles.isModerator;
    if (!allowed) throw forbidden(refusal);
  }
  return viewer as ViewerOf<A>;
}
