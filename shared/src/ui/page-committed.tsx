import { createContext, useContext, useEffect, useMemo } from 'react';

/**
 * When a remote's tree is on the page and answers clicks. The root commits first; a page inside
 * the route outlet's Suspense boundary may still be server HTML then (its chunk or its hydration
 * slice not done), and a click on it goes nowhere. The outlet says a page is coming; its boundary
 * says when that page committed; the tree reports once both the root and the page are in.
 */
interface PageCommits {
  /** The outlet renders a page: wait for it, not only for the root. */
  expectPage(): void;
  pageCommitted(): void;
  rootCommitted(): void;
}

const PageCommitsContext = createContext<PageCommits | null>(null);

/** One tracker per tree: `onCommitted` is called once, when the root and the expected page committed. */
export function usePageCommits(onCommitted: (() => void) | undefined): PageCommits {
  return useMemo(() => {
    let expected = false;
    let root = false;
    let page = false;
    let reported = false;
    const report = () => {
      if (reported || !root || (expected && !page)) return;
      reported = true;
      onCommitted?.();
    };
    return {
      expectPage: () => {
        expected = true;
      },
      pageCommitted: () => {
        page = true;
        report();
      },
      rootCommitted: () => {
        root = true;
        report();
      },
    };
  }, [onCommitted]);
}

export const PageCommitsProvider = PageCommitsContext.Provider;

/** The outlet, while it renders a page: the tree waits for that page. */
export function useExpectPage(): void {
  useContext(PageCommitsContext)?.expectPage();
}

/** Rendered beside a page inside its Suspense boundary: its effect runs once the page committed. */
export function PageCommitted() {
  const commits = useContext(PageCommitsContext);
  useEffect(() => commits?.pageCommitted(), [commits]);
  return null;
}
