import { contactMessageSchema } from '@zaber/shared/site/contact';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { enforceRateLimits } from '../../lib/abuse-limits';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { sendContactMessage } from './contact.service';

export const contactResolvers = {
  Mutation: {
    sendContactMessage: operation({ auth: 'none', input: contactMessageSchema }).resolve(async ({ ctx, input }) => {
      await enforceRateLimits(ctx.services, ctx.req.ip, 'message', [{ key: `contact:${ctx.req.ip}`, rule: RATE_LIMITS.contact }]);
      await sendContactMessage(ctx.services, input);
      return { ok: true };
    }),
  },
} satisfies Resolvers;
