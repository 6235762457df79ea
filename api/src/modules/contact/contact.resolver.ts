import type { MutationResolvers } from '../../generated/graphql';
import { sendContactMessage } from './contact.service';

export const sendContactMessageResolver: MutationResolvers['sendContactMessage'] = async (_parent, args, ctx) => {
  await sendContactMessage(ctx.services, args.input);
  return { ok: true };
};
