import { changePasswordSchema, requestPasswordResetSchema, resetPasswordSchema, setPasswordSchema } from '@zaber/shared/schemas/auth';
import type { MutationResolvers } from '../../generated/graphql';
import { parseInput } from '../../graphql/errors';
import { requireViewer } from './auth.policy';
import { changePassword, requestPasswordReset, resetPassword, setPassword } from './auth.service';

export const setPasswordResolver: MutationResolvers['setPassword'] = async (_parent, args, ctx) => {
  const viewer = await requireViewer(ctx);
  await setPassword(ctx.services, viewer.userId, parseInput(setPasswordSchema, args.input));
  return { ok: true };
};

export const changePasswordResolver: MutationResolvers['changePassword'] = async (_parent, args, ctx) => {
  const viewer = await requireViewer(ctx);
  await changePassword(ctx.services, viewer.userId, parseInput(changePasswordSchema, args.input));
  return { ok: true };
};

export const requestPasswordResetResolver: MutationResolvers['requestPasswordReset'] = async (_parent, args, ctx) => {
  await requestPasswordReset(ctx.services, parseInput(requestPasswordResetSchema, args.input));
  return { ok: true };
};

export const resetPasswordResolver: MutationResolvers['resetPassword'] = async (_parent, args, ctx) => {
  await resetPassword(ctx.services, parseInput(resetPasswordSchema, args.input));
  return { ok: true };
};
