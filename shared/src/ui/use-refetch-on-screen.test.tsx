import { ApolloClient, ApolloLink, InMemoryCache, Observable, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { parse } from 'graphql';
import { useRefetchOnScreen } from './use-refetch-on-screen';

const LIST: TypedDocumentNode<{ items: string[] }> = parse('query RefetchList { items }');
const OTHER: TypedDocumentNode<{ other: number }> = parse('query RefetchOther { other }');

/** What the screen's refresh button would call. */
const handle: { refresh: () => Promise<unknown> } = { refresh: async () => undefined };

function Screen() {
  const list = useQuery(LIST);
  useQuery(OTHER);
  handle.refresh = useRefetchOnScreen(LIST);
  return <p>{list.data?.items.join(',') ?? '…'}</p>;
}

describe('useRefetchOnScreen', () => {
  it('loads again the on-screen queries of the named documents, and only those', async () => {
    const asked: string[] = [];
    let round = 0;
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName ?? '');
          round += 1;
          observer.next({ data: operation.operationName === 'RefetchList' ? { items: [`round ${round}`] } : { other: round } });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <Screen />
      </ApolloProvider>,
    );
    expect(await screen.findByText(/^round/)).toBeTruthy();
    asked.length = 0;
    await act(() => handle.refresh());
    expect(asked).toEqual(['RefetchList']);
    expect(screen.getByText(/^round 3$/)).toBeTruthy();
  });
});
