// '@apollo/client/react' as the shell provides it to every app: the hooks and provider Záběr's browser
// code uses (NARROWED_ENTRIES in ../federation.mjs). Not the Suspense hooks, preloading or fragments.
export { ApolloProvider, useApolloClient, useMutation, useQuery, useSubscription } from '@zaber/vendor/@apollo/client/react';
