import { act, fireEvent } from '@testing-library/react';
import { HydrateWhen, hydrateAllParts, RenderedOnServer } from '@zaber/shared/ui/hydrate-when';
import { createContext, Profiler, type ReactNode, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** IntersectionObserver as the browser's: a part is reported once `show` says it came into view. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
function show(element: Element) {
  for (const o of observers)
    if (o.targets.includes(element)) o.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

const renders: string[] = [];
function Counted({ name, children }: { name: string; children?: ReactNode }) {
  renders.push(name);
  return <>{children}</>;
}

/** Commits of parts, in order. */
const commits: string[] = [];
function Marker({ name }: { name: string }) {
  useLayoutEffect(() => {
    commits.push(name);
  }, [name]);
  return <span>{name}</span>;
}

let setTitle: (title: string) => void = () => undefined;
function TitledPage({ initial }: { initial: string }) {
  const [title, set] = useState(initial);
  setTitle = set;
  return (
    <HydrateWhen on="visible" data-part="section">
      <h2>{title}</h2>
    </HydrateWhen>
  );
}

const Location = createContext('/');
/** As a router's link: it reads the location and renders the same for any of it. */
function Linked() {
  useContext(Location);
  return <a href="/profici/">Profíci</a>;
}
/** A router of its own: the location follows popstate. */
function RoutedPage() {
  const [location, setLocation] = useState('/');
  useEffect(() => {
    const onPop = () => setLocation(window.location.pathname + window.location.search);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return (
    <Location.Provider value={location}>
      <HydrateWhen on="visible" data-part="section">
        <Counted name="section">
          <Linked />
        </Counted>
      </HydrateWhen>
    </Location.Provider>
  );
}

let showExtra: (shown: boolean) => void = () => undefined;
function TogglePage() {
  const [extra, setExtra] = useState(false);
  showExtra = setExtra;
  return (
    <main>
      <Counted name="above" />
      {extra && (
        <HydrateWhen on="interaction" data-part="extra">
          <Counted name="extra">Další</Counted>
        </HydrateWhen>
      )}
    </main>
  );
}

let root: Root | null = null;
let recoverable: jest.Mock;

/** The page as the server renders it, then hydrated in the browser (all of React's queued work done). */
async function serverThenHydrate(page: ReactNode, browserPage: ReactNode = page): Promise<HTMLElement> {
  const html = renderToString(<RenderedOnServer>{page}</RenderedOnServer>);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  renders.length = 0;
  recoverable = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, browserPage, { onRecoverableError: recoverable });
  });
  return container;
}

beforeEach(() => {
  observers.length = 0;
  global.IntersectionObserver = class {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

const part = (container: HTMLElement, name: string) => container.querySelector(`[data-part="${name}"]`) as HTMLElement;

describe('HydrateWhen', () => {
  it('renders everything on the server, its own element carrying the props', () => {
    const html = renderToString(
      <RenderedOnServer>
        <HydrateWhen on="visible" as="section" className="zp-section" aria-label="Balíčky">
          <p>Obsah</p>
        </HydrateWhen>
      </RenderedOnServer>,
    );
    expect(html).toMatch(/<section class="zp-section" aria-label="Balíčky" data-hydrate-id="[^"]+"><p>Obsah<\/p><\/section>/);
  });

  it('leaves a part the server rendered as it is until it comes into view, the rest hydrated without it', async () => {
    const clicked = jest.fn();
    const page = (
      <main>
        <Counted name="above" />
        <HydrateWhen on="visible" data-part="below">
          <Counted name="below">
            <button type="button" onClick={clicked}>
              Níže
            </button>
          </Counted>
        </HydrateWhen>
      </main>
    );
    const container = await serverThenHydrate(page);
    expect(renders).toEqual(['above']);
    expect(part(container, 'below').textContent).toBe('Níže');
    expect(part(container, 'below').hasAttribute('data-hydrated')).toBe(false);

    await act(async () => show(part(container, 'below')));
    expect(renders).toEqual(['above', 'below']);
    // Marked once it took over its server HTML.
    expect(part(container, 'below').hasAttribute('data-hydrated')).toBe(true);
    fireEvent.click(container.querySelector('button') as HTMLElement);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates a part when it is first used and hands it that very click', async () => {
    const clicked = jest.fn();
    const container = await serverThenHydrate(
      <HydrateWhen on="interaction" data-part="bar">
        <Counted name="bar">
          <button type="button" onClick={clicked}>
            Přijmout vše
          </button>
        </Counted>
      </HydrateWhen>,
    );
    expect(renders).toEqual([]);
    const button = container.querySelector('button') as HTMLElement;
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    expect(renders).toContain('bar');
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates parts that came into view one at a time, each in a commit of its own', async () => {
    commits.length = 0;
    const container = await serverThenHydrate(
      <>
        <HydrateWhen on="visible" data-part="a">
          <Marker name="a" />
        </HydrateWhen>
        <HydrateWhen on="visible" data-part="b">
          <Marker name="b" />
        </HydrateWhen>
      </>,
    );
    jest.useFakeTimers();
    try {
      await act(async () => {
        show(part(container, 'a'));
        show(part(container, 'b'));
      });
      expect(commits).toEqual(['a']);
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      expect(commits).toEqual(['a', 'b']);
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps the server's content through a parent's new render, and takes the new props once hydrated", async () => {
    const container = await serverThenHydrate(<TitledPage initial="Balíčky" />);
    await act(async () => setTitle('Nové balíčky'));
    expect(part(container, 'section').textContent).toBe('Balíčky');
    await act(async () => show(part(container, 'section')));
    expect(part(container, 'section').textContent).toBe('Nové balíčky');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates every waiting part, keeping its server HTML, when the address changes', async () => {
    const container = await serverThenHydrate(<RoutedPage />);
    const server = part(container, 'section');
    expect(renders).toEqual([]);
    await act(async () => {
      window.history.pushState(null, '', '/?strana=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(renders).toContain('section');
    expect(part(container, 'section')).toBe(server);
    expect(server.textContent).toBe('Profíci');
    expect(recoverable).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/');
  });

  it('leaves waiting parts alone once the page hydrated (no second render of each)', async () => {
    const phases: string[] = [];
    await serverThenHydrate(
      <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
        <Counted name="above" />
        <HydrateWhen on="visible" data-part="a">
          <Counted name="a" />
        </HydrateWhen>
        <HydrateWhen on="interaction" data-part="b">
          <Counted name="b" />
        </HydrateWhen>
      </Profiler>,
    );
    // The one update is React's own attempt at the waiting parts (they stay waiting); a part that
    // re-rendered once the page was in (as with `useHydrated`) adds a second, synchronous one.
    expect(phases).toEqual(['mount', 'update']);
  });

  it('renders a part at once when the browser adds it to a page it hydrated (a later navigation)', async () => {
    const container = await serverThenHydrate(<TogglePage />);
    await act(async () => showExtra(true));
    expect(renders).toContain('extra');
    expect(part(container, 'extra').textContent).toBe('Další');
  });

  it('hydrates a part that should come soon right after the page, in a commit of its own', async () => {
    commits.length = 0;
    const container = await serverThenHydrate(
      <>
        <Marker name="page" />
        <HydrateWhen on="soon" data-part="header">
          <Marker name="header" />
        </HydrateWhen>
      </>,
    );
    expect(commits).toEqual(['page', 'header']);
    expect(part(container, 'header').textContent).toBe('header');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates every waiting part at once when asked, and says when they are all in', async () => {
    await serverThenHydrate(
      <>
        <HydrateWhen on="visible" data-part="a">
          <Counted name="a" />
        </HydrateWhen>
        <HydrateWhen on="interaction" data-part="b">
          <Counted name="b" />
        </HydrateWhen>
      </>,
    );
    expect(renders).toEqual([]);
    let done = false;
    const all = hydrateAllParts().then(() => {
      done = true;
    });
    expect(done).toBe(false);
    await act(async () => undefined);
    await all;
    expect(done).toBe(true);
    expect(renders).toEqual(expect.arrayContaining(['a', 'b']));
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is an ordinary element when the browser renders it (no server HTML)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { createRoot } = await import('react-dom/client');
    const container = document.getElementById('root') as HTMLElement;
    const client = createRoot(container);
    renders.length = 0;
    await act(async () =>
      client.render(
        <HydrateWhen on="interaction" data-part="bar">
          <Counted name="bar" />
        </HydrateWhen>,
      ),
    );
    expect(renders).toEqual(['bar']);
    // The browser runs it from the start.
    expect(part(container, 'bar').hasAttribute('data-hydrated')).toBe(true);
    act(() => client.unmount());
  });
});
