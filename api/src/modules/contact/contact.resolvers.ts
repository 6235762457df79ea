import { contactMessageSchema } from '@zaber/shared/schemas/contact';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { sendContactMessage } from './contact.service';

export const contactResolvers = {
  Mutation: {
    sendContactMessage: operation({ auth: 'none', input: contactMessageSchema }).resolve(async ({ ctx, input }) => {
      await sendContactMessage(ctx.services, input);
      return { ok: true };
    }),
  },
} satisfies Resolvers;
