import { createContext, createElement, type HTMLAttributes, type ReactNode, Suspense, use, useCallback, useContext, useEffect, useId, useState } from 'react';

/**
 * When a deferred part of a server-rendered page hydrates:
 * - `soon`: right after the rest of the page, in a commit of its own (or when used first);
 * - `visible`: once it comes near the viewport (or is used first);
 * - `interaction`: once it is used (a pointer, a touch, a key or focus inside it).
 */
export type HydrateTrigger = 'soon' | 'visible' | 'interaction';

/** How far from the viewport a `visible` part starts hydrating: it is ready before it is seen. */
const VISIBLE_MARGIN = '300px 0px';

/**
 * Events that mean a part is being used. They reach the document before React's own listener on
 * its root, so a part is released first and React then hydrates it at once, synchronously, and
 * hands it the event (React does that for a discrete event on server HTML it has not hydrated).
 */
const USE_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

interface Gate {
  open: boolean;
  /** Marked fulfilled on release, as React's `use` reads it: an open gate never suspends. */
  promise: Promise<void>;
  release: () => void;
  /** The part's element in the server's HTML, once found. */
  element: Element | null;
  /** Resolved once the part hydrated, or left the page before. */
  done: Promise<void>;
  settle: () => void;
}

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  let settle: () => void = () => undefined;
  const done = new Promise<void>((r) => {
    settle = r;
  });
  const gate: Gate = {
    open: false,
    promise,
    element: null,
    done,
    settle,
    release: () => {
      if (gate.open) return;
      gate.open = true;
      Object.assign(gate.promise, { status: 'fulfilled', value: undefined });
      waiting.delete(gate);
      resolve();
    },
  };
  return gate;
}

/** Closed gates whose part is on the page, for the use listeners. */
const waiting = new Set<Gate>();
let listening = false;

/**
 * Every part waiting on the page, released at once. A navigation changes the router's context
 * above them, and React can only apply that to hydrated content: a part still held back would lose
 * its server HTML (or hold the navigation) instead. So any change of the address hydrates them.
 */
export function releaseAllParts(): void {
  for (const gate of [...waiting]) gate.release();
}

/**
 * Hydrates every part still waiting, at once; resolves when all of them hydrated (or left the
 * page). For a change the page is about to take that only hydrated content can (the signed-in
 * visitor's profile arriving in a frame the server rendered for a guest).
 */
export function hydrateAllParts(): Promise<void> {
  const gates = [...waiting];
  releaseAllParts();
  return Promise.all(gates.map((gate) => gate.done)).then(() => undefined);
}

function onUse(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const gate of waiting) if (gate.element?.contains(target)) gate.release();
}

function listenForUse() {
  if (listening) return;
  listening = true;
  for (const name of USE_EVENTS) document.addEventListener(name, onUse, { capture: true, passive: true });
  // Before the routers' own listeners (added later, when their trees mounted): see releaseAllParts.
  window.addEventListener('popstate', releaseAllParts, { capture: true });
}

/**
 * Parts near the viewport hydrate one after another, each in its own commit with a task between:
 * released together they would hydrate in one render and commit in one long task.
 */
const due: Gate[] = [];
let hydrating: Gate | null = null;
/** A part that does not commit (an error its boundary caught) does not hold the others. */
const COMMIT_WAIT_MS = 2000;
let commitTimer: ReturnType<typeof setTimeout> | undefined;

function releaseNext() {
  if (hydrating) return;
  const next = due.shift();
  if (!next) return;
  if (next.open) {
    releaseNext();
    return;
  }
  hydrating = next;
  commitTimer = setTimeout(() => committed(next), COMMIT_WAIT_MS);
  next.release();
}

function queue(gate: Gate) {
  if (!due.includes(gate)) due.push(gate);
  releaseNext();
}

/** A part that left the page before it hydrated takes no turn. */
function forget(gate: Gate) {
  gate.settle();
  waiting.delete(gate);
  const index = due.indexOf(gate);
  if (index >= 0) due.splice(index, 1);
  committed(gate);
}

/** A queued part committed (or left): the next one after a task of its own. */
function committed(gate: Gate) {
  if (hydrating !== gate) return;
  clearTimeout(commitTimer);
  hydrating = null;
  setTimeout(releaseNext, 0);
}

/** Holds the part back until it is released (a released gate's promise reads as fulfilled: no suspending). */
function GateKeeper({ gate }: { gate: Gate }) {
  use(gate.promise);
  return null;
}

/** In the part: its effect runs once the part committed (a passive effect: no second render inside the commit). */
function Committed({ gate, onCommit }: { gate: Gate | null; onCommit: () => void }) {
  useEffect(() => {
    if (!gate) return;
    committed(gate);
    gate.settle();
    onCommit();
  }, [gate, onCommit]);
  return null;
}

interface HydrateWhenProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** When the part hydrates; the server renders it and a browser render shows it at once either way. */
  on: HydrateTrigger;
  /** The part's own element (it carries the other props; nothing is wrapped around it). */
  as?: 'div' | 'section' | 'aside' | 'footer';
  children: ReactNode;
}

const OnServer = createContext(false);

/** The part's element in the server's HTML (a browser's own render has none under that id yet). */
function serverElement(id: string): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  return Array.from(document.querySelectorAll('[data-hydrate-id]')).find((e) => e.getAttribute('data-hydrate-id') === id);
}

/** Around a tree the server renders: every part renders as it is (only a hydrating browser waits). */
export function RenderedOnServer({ children }: { children: ReactNode }) {
  return <OnServer.Provider value={true}>{children}</OnServer.Provider>;
}

/**
 * A part of a server-rendered page that hydrates later than the rest: below the fold, or used only
 * now and then. Until then it is the server's HTML (links work, nothing reflows); the rest of the
 * page hydrates without it, so a phone's main thread is not blocked by what nobody has seen yet.
 * Parts coming into view hydrate one at a time, each in its own commit. Rendered in the browser (a
 * navigation, no server HTML) it is an ordinary element.
 *
 * Until it hydrated, the part stays what the server rendered: a parent's new render leaves it as it
 * is (React would otherwise hydrate it at once to apply new props), and once it hydrated it renders
 * with the parent's latest props. Its content must render in its hydration what the server rendered,
 * as any hydrated content: what depends on the visitor goes through `useHydrated`.
 */
export function HydrateWhen({ on, as = 'div', children, ...props }: HydrateWhenProps) {
  const id = useId();
  const onServer = useContext(OnServer);
  // Decided once, in the first render: only a part the browser hydrates waits, and the server's HTML
  // of the part, under the same id, is what tells (not `useHydrated`: its switch after hydration
  // would re-render every part at once, synchronously, in the commit that hydrated the page).
  const [gate] = useState<Gate | null>(() => (!onServer && serverElement(id) ? createGate() : null));
  const [ready, setReady] = useState(gate === null);
  const onCommit = useCallback(() => setReady(true), []);
  // `data-hydrated` marks a part the browser runs: hydrated, or rendered by the browser in the first
  // place (what automated checks wait for before they type into it). Never in the server's HTML.
  const part = (content: ReactNode, hydrated: boolean) => (
    <Suspense fallback={null}>
      {gate && <GateKeeper gate={gate} />}
      {createElement(as, { ...props, 'data-hydrate-id': id, 'data-hydrated': !onServer && hydrated ? '' : undefined }, content)}
      <Committed gate={gate} onCommit={onCommit} />
    </Suspense>
  );
  // The same element object on every render until it hydrated: React leaves the part untouched.
  const [frozen] = useState(() => part(children, false));

  useEffect(() => {
    if (!gate || gate.open) return;
    const element = serverElement(id);
    if (!element) {
      gate.release();
      return;
    }
    gate.element = element;
    waiting.add(gate);
    listenForUse();
    if (on !== 'visible' || typeof IntersectionObserver === 'undefined') {
      if (on !== 'interaction') queue(gate);
      return () => forget(gate);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          queue(gate);
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      forget(gate);
    };
  }, [gate, id, on]);

  return ready ? part(children, true) : frozen;
}
