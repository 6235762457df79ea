import { act, render } from '@testing-library/react';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { PageCommitsProvider, PageCommitted, useExpectPage, usePageCommits } from './page-committed';

function Tree({ onCommitted, Page }: { onCommitted: () => void; Page: ComponentType | null }) {
  const commits = usePageCommits(onCommitted);
  useEffect(() => commits.rootCommitted(), [commits]);
  return <PageCommitsProvider value={commits}>{Page ? <Outlet Page={Page} /> : <p>no page</p>}</PageCommitsProvider>;
}

function Outlet({ Page }: { Page: ComponentType }) {
  useExpectPage();
  return (
    <Suspense fallback={<p>loading</p>}>
      <Page />
      <PageCommitted />
    </Suspense>
  );
}

describe('a remote tree reports itself on the page', () => {
  it('once its route page committed, not when only the root did', async () => {
    let resolvePage: (page: { default: ComponentType }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (resolvePage = resolve)));
    const onCommitted = jest.fn();
    render(<Tree onCommitted={onCommitted} Page={Page} />);
    expect(onCommitted).not.toHaveBeenCalled();
    await act(async () => resolvePage({ default: () => <button type="button">Poslat</button> }));
    expect(onCommitted).toHaveBeenCalledTimes(1);
  });

  it('at the root commit when no page is expected', () => {
    const onCommitted = jest.fn();
    render(<Tree onCommitted={onCommitted} Page={null} />);
    expect(onCommitted).toHaveBeenCalledTimes(1);
  });
});
