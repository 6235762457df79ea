import { documentTitle, HEAD_MARK, headElements, jsonLdText, mergeHeads, type PageHead } from '@zaber/shared/platform/ssr/page-head';
import { createContext, type ReactNode, useContext, useEffect, useId } from 'react';

/**
 * The head of the page a remote shows, collected from the components that declare a part of it
 * (`usePageHead`). Parts of a higher priority win: the route's defaults (0) give way to the page's
 * own title and description (1). On the server the parts are collected while rendering; in the
 * browser they are written to `document.head` whenever they change.
 */
export class HeadStore {
  private parts = new Map<string, { priority: number; head: PageHead }>();
  /** The HTTP status the page asks for (404 when its data does not exist). */
  status = 200;
  /** Named chunks of the lazy pages the render used (their files are preloaded with the HTML). */
  readonly chunks = new Set<string>();
  private scheduled = false;

  constructor(
    /** Collecting while rendering (server) rather than writing to the document (browser). */
    readonly collecting: boolean,
  ) {}

  /** Forgets what an earlier render pass collected (the server renders until the data is in). */
  reset(): void {
    this.parts.clear();
    this.status = 200;
    this.chunks.clear();
  }

  set(id: string, priority: number, head: PageHead): void {
    this.parts.set(id, { priority, head });
    this.changed();
  }

  remove(id: string): void {
    if (this.parts.delete(id)) this.changed();
  }

  merged(): PageHead {
    const ordered = [...this.parts.values()].map((p, seq) => ({ ...p, seq })).sort((a, b) => a.priority - b.priority || a.seq - b.seq);
    return mergeHeads(ordered.map((p) => p.head));
  }

  private changed(): void {
    if (this.collecting || this.scheduled || typeof document === 'undefined') return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      if (this.parts.size > 0) applyHead(this.merged());
    });
  }
}

/** Writes a page's head into the document, replacing what the previous page (or the server) wrote. */
export function applyHead(head: PageHead): void {
  document.title = documentTitle(head.title);
  for (const old of document.head.querySelectorAll(`[${HEAD_MARK}], meta[name="description"]`)) old.remove();
  for (const el of headElements(head, window.location.origin)) {
    const node = document.createElement(el.tag);
    for (const [name, value] of Object.entries(el.attrs)) node.setAttribute(name, value);
    node.setAttribute(HEAD_MARK, '');
    document.head.appendChild(node);
  }
  for (const [key, block] of Object.entries(head.jsonLd ?? {})) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(HEAD_MARK, key);
    script.textContent = jsonLdText(block, window.location.origin);
    document.head.appendChild(script);
  }
}

/** In the browser a tree without its own store writes the document's head all the same. */
const HeadStoreContext = createContext<HeadStore>(new HeadStore(false));

/** Gives the tree its head store; on the server it starts every render pass afresh. */
export function HeadStoreProvider({ store, children }: { store: HeadStore; children: ReactNode }) {
  if (store.collecting) store.reset();
  return <HeadStoreContext.Provider value={store}>{children}</HeadStoreContext.Provider>;
}

/** Route defaults use 0; a page's own head 1 (the default). */
export function usePageHead(head: PageHead, priority = 1): void {
  const store = useContext(HeadStoreContext);
  const id = useId();
  const key = JSON.stringify(head);
  if (store.collecting) store.set(id, priority, head);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `head` (a new object every render).
  useEffect(() => {
    if (store.collecting) return;
    store.set(id, priority, head);
    return () => store.remove(id);
  }, [store, id, priority, key]);
}

/** The HTTP status of the page on the server (404 for data that does not exist); nothing in the browser. */
export function useResponseStatus(status: number): void {
  const store = useContext(HeadStoreContext);
  if (store.collecting) store.status = status;
}

/** Records, on the server, that the page used the lazily loaded chunk of this name. */
export function useRenderedChunk(name: string): void {
  const store = useContext(HeadStoreContext);
  if (store.collecting) store.chunks.add(name);
}
