import { WHOLE_CROWNS } from '@zaber/shared/requests/schema';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/graphql';
import { accountResolvers } from '../modules/account/account.resolvers';
import { accountRightsResolvers } from '../modules/account-rights/account-rights.resolvers';
import { approvalResolvers } from '../modules/approval/approval.resolvers';
import { authResolvers } from '../modules/auth/auth.resolvers';
import { blogResolvers } from '../modules/blog/blog.resolvers';
import { contactResolvers } from '../modules/contact/contact.resolvers';
import { conversationsResolvers } from '../modules/conversations/conversations.resolvers';
import { countersResolvers } from '../modules/counters/counters.resolvers';
import { creditResolvers } from '../modules/credit/credit.resolvers';
import { executorsResolvers } from '../modules/executors/executors.resolvers';
import { favouritesResolvers } from '../modules/favourites/favourites.resolvers';
import { invoicesResolvers } from '../modules/invoices/invoices.resolvers';
import { locationResolvers } from '../modules/location/location.resolvers';
import { notificationsResolvers } from '../modules/notifications/notifications.resolvers';
import { ordersResolvers } from '../modules/orders/orders.resolvers';
import { packagesResolvers } from '../modules/packages/packages.resolvers';
import { paymentsResolvers } from '../modules/payments/payments.resolvers';
import { portfolioResolvers } from '../modules/portfolio/portfolio.resolvers';
import { privateRequestsResolvers } from '../modules/private-requests/private-requests.resolvers';
import { profileResolvers } from '../modules/profile/profile.resolvers';
import { publicCounterResolvers } from '../modules/public-counters/public-counters.resolvers';
import { publicRequestsResolvers } from '../modules/public-requests/public-requests.resolvers';
import { proposalsResolvers } from '../modules/requests/proposals.resolvers';
import { requestsResolvers } from '../modules/requests/requests.resolvers';
import { reviewsResolvers } from '../modules/reviews/reviews.resolvers';

const DateTime = new GraphQLScalarType<Date | string, string>({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => new Date(String(value)).toISOString(),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be an ISO 8601 string');
    return new Date(ast.value).toISOString();
  },
});

const Money = new GraphQLScalarType<number, number>({
  name: 'Money',
  serialize: (value) => {
    if (!Number.isInteger(value)) throw new TypeError('Money must be an integer number of haléř');
    return value as number;
  },
  // What a client sends: refused with the form's Czech message (a GraphQLError, so it is not masked).
  parseValue: (value) => {
    if (!Number.isSafeInteger(value)) throw new GraphQLError(WHOLE_CROWNS, { extensions: { code: 'BAD_USER_INPUT' } });
    return value as number;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new GraphQLError(WHOLE_CROWNS, { extensions: { code: 'BAD_USER_INPUT' } });
    return Number(ast.value);
  },
});

/** Each module's map; one type or root field must come from exactly one module. */
const moduleResolvers: Resolvers[] = [
  authResolvers,
  accountRightsResolvers,
  profileResolvers,
  approvalResolvers,
  countersResolvers,
  packagesResolvers,
  executorsResolvers,
  portfolioResolvers,
  publicRequestsResolvers,
  requestsResolvers,
  proposalsResolvers,
  ordersResolvers,
  privateRequestsResolvers,
  reviewsResolvers,
  paymentsResolvers,
  invoicesResolvers,
  creditResolvers,
  accountResolvers,
  conversationsResolvers,
  notificationsResolvers,
  blogResolvers,
  locationResolvers,
  publicCounterResolvers,
  contactResolvers,
  favouritesResolvers,
];

/** The one place the module maps meet: root types are merged field by field, the rest by type. */
function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      merged[typeName] ??= {};
      const target = merged[typeName];
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`${typeName}.${field} is resolved by two modules`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = { DateTime, Money, ...mergeResolvers(moduleResolvers) };
