import { forbidden, invalidToken } from '../../graphql/errors';
import type { GraphQLContext } from '../../graphql/context';
import type { AuthenticatedViewer } from './auth.service';

/**
 * The one place that decides who is signed in. A token that is present but bad answers
 * 'Error decoding signature' (spec §8) wherever the viewer is read; guests get null.
 */
export async function optionalViewer(ctx: GraphQLContext): Promise<AuthenticatedViewer | null> {
  const viewer = await ctx.viewer();
  if (viewer.kind === 'invalid') throw invalidToken();
  return viewer.kind === 'user' ? viewer : null;
}

export async function requireViewer(ctx: GraphQLContext): Promise<AuthenticatedViewer> {
  const viewer = await optionalViewer(ctx);
  if (!viewer) throw forbidden();
  return viewer;
}
