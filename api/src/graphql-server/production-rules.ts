import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** graphql-js appends `Did you mean "…"?` to unknown fields, arguments and types: it spells the schema out. */
const SUGGESTION = /\s*Did you mean .+\?$/;

function withoutSuggestion(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * Production answers no introspection (`__schema`, `__type`) and no field suggestions: the schema
 * is the front-ends' business, not something to map from outside. Applied at validation, so it
 * holds on HTTP and on graphql-ws alike (both validate through Yoga's envelop).
 */
export function productionSchemaPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ result, setResult }) => {
        if (result.some((error) => SUGGESTION.test(error.message)))
          setResult(result.map((error) => (error instanceof GraphQLError ? withoutSuggestion(error) : error)));
      };
    },
  };
}
