import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/graphql';
import { activateAccountResolver } from '../modules/auth/activate-account.resolver';
import { loginWithCodeResolver, loginWithPasswordResolver } from '../modules/auth/login.resolver';
import { logoutResolver } from '../modules/auth/logout.resolver';
import { changePasswordResolver, requestPasswordResetResolver, resetPasswordResolver, setPasswordResolver } from '../modules/auth/password.resolver';
import { requestLoginCodeResolver } from '../modules/auth/request-login-code.resolver';
import { signUpResolver } from '../modules/auth/sign-up.resolver';
import { unreadCountersResolver, unreadCountersSubscription } from '../modules/counters/unread-counters.resolver';
import { blogPostResolver, blogPostsResolver, blogTagsResolver } from '../modules/blog/blog.resolver';
import { sendContactMessageResolver } from '../modules/contact/contact.resolver';
import { executorsResolver, publicProfileFields, publicProfileResolver } from '../modules/executors/executors.resolver';
import { provincesResolver } from '../modules/location/provinces.resolver';
import { packageFields, packageResolver, packagesResolver } from '../modules/packages/packages.resolver';
import { currentProfileBalanceResolver, currentProfileResolver } from '../modules/profile/current-profile.resolver';
import { publicRequestResolver, publicRequestsResolver } from '../modules/public-requests/public-requests.resolver';

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
  parseValue: (value) => {
    if (!Number.isInteger(value)) throw new TypeError('Money must be an integer number of haléř');
    return value as number;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new TypeError('Money must be an integer number of haléř');
    return Number(ast.value);
  },
});

export const resolvers: Resolvers = {
  DateTime,
  Money,
  Query: {
    currentProfile: currentProfileResolver,
    currentProfileBalance: currentProfileBalanceResolver,
    unreadCounters: unreadCountersResolver,
    packages: packagesResolver,
    package: packageResolver,
    executors: executorsResolver,
    publicProfile: publicProfileResolver,
    publicRequests: publicRequestsResolver,
    publicRequest: publicRequestResolver,
    blogPosts: blogPostsResolver,
    blogPost: blogPostResolver,
    blogTags: blogTagsResolver,
    provinces: provincesResolver,
  },
  Mutation: {
    signUp: signUpResolver,
    requestLoginCode: requestLoginCodeResolver,
    loginWithCode: loginWithCodeResolver,
    loginWithPassword: loginWithPasswordResolver,
    logout: logoutResolver,
    setPassword: setPasswordResolver,
    changePassword: changePasswordResolver,
    requestPasswordReset: requestPasswordResetResolver,
    resetPassword: resetPasswordResolver,
    activateAccount: activateAccountResolver,
    sendContactMessage: sendContactMessageResolver,
  },
  PublicProfile: publicProfileFields,
  Package: packageFields,
  Subscription: {
    unreadCounters: unreadCountersSubscription,
  },
};
