import { costLimitPlugin, costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin, maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin, maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin, maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Limits of a GraphQL document (graphql-armor), applied before execution on HTTP and graphql-ws:
 * a nested, aliased or huge query is refused before it costs the database anything. The values
 * leave every operation of our front-ends room (a test validates all of them against these
 * rules); the answer says in Czech that the query is too complex and never reveals the limits.
 */
export const GRAPHQL_LIMITS = {
  depth: 10,
  cost: 10_000,
  aliases: 15,
  tokens: 3000,
  directives: 30,
} as const;

export const QUERY_TOO_COMPLEX = 'Dotaz je příliš složitý.';

/** Reported as a validation error (with a code), rather than thrown with armor's "Syntax Error:" prefix. */
const reject = (context: ValidationContext | null) => context?.reportError(new GraphQLError(QUERY_TOO_COMPLEX, { extensions: { code: 'QUERY_TOO_COMPLEX' } }));
const common = { exposeLimits: false, errorMessage: QUERY_TOO_COMPLEX, propagateOnRejection: false, onReject: [reject] };
const depth = { n: GRAPHQL_LIMITS.depth, flattenFragments: true, ignoreIntrospection: true, ...common };
const cost = { maxCost: GRAPHQL_LIMITS.cost, flattenFragments: true, ignoreIntrospection: true, ...common };
const aliases = { n: GRAPHQL_LIMITS.aliases, ...common };
const directives = { n: GRAPHQL_LIMITS.directives, ...common };

export function armorPlugins() {
  return [
    // The parser has no validation context to report to: it throws (400, before any execution).
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, exposeLimits: false, errorMessage: QUERY_TOO_COMPLEX }),
    maxDepthPlugin(depth),
    costLimitPlugin(cost),
    maxAliasesPlugin(aliases),
    maxDirectivesPlugin(directives),
  ];
}

/** The same limits as validation rules, for checking documents without a server. */
export function armorRules(): ValidationRule[] {
  return [maxDepthRule(depth), costLimitRule(cost), maxAliasesRule(aliases), maxDirectivesRule(directives)] as unknown as ValidationRule[];
}
