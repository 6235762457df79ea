// '@apollo/client' as the shell provides it to every app: the names Záběr's browser code and Apollo's
// own hooks import (NARROWED_ENTRIES in ../federation.mjs). Not `gql`: the documents come parsed.
export {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  NetworkStatus,
  Observable,
} from '@zaber/vendor/@apollo/client';
