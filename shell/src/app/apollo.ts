import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The one Apollo client of the page; remotes get it through the contract. */
export function createApollo(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include', headers: { 'Accept-Language': 'cs' } }),
    cache: new InMemoryCache(),
  });
}
