import vm from 'node:vm';
import { PAINT_FIRST_SOURCE, paintFirstPath } from './paint-first';

/** Runs the loader against a minimal document; returns what it added and the frame callbacks it asked for. */
function runLoader(visibility: 'visible' | 'hidden') {
  const added: { tag: string; rel?: string; as?: string; href?: string; src?: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const attrs: Record<string, string> = { 'data-main': '/main.js', 'data-preload': '/a.js https://r.example/remoteEntry.js?v=1' };
  const document = {
    currentScript: { getAttribute: (name: string) => attrs[name] ?? null },
    visibilityState: visibility,
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
  };
  vm.runInNewContext(PAINT_FIRST_SOURCE, {
    document,
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void) => timers.push(cb),
  });
  return { added, frames, timers };
}

describe('the paint-first loader', () => {
  it('asks for nothing before the first frame, then for the preloads and the entry', () => {
    const { added, frames, timers } = runLoader('visible');
    expect(added).toEqual([]);
    for (const f of frames) f();
    expect(added).toEqual([]);
    for (const t of timers) t();
    expect(added).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/a.js' },
      { tag: 'link', rel: 'preload', as: 'script', href: 'https://r.example/remoteEntry.js?v=1' },
      { tag: 'script', src: '/main.js' },
    ]);
  });

  it('starts at once in a tab opened in the background, which paints nothing', () => {
    const { added, frames } = runLoader('hidden');
    expect(frames).toEqual([]);
    expect(added.map((a) => a.tag)).toEqual(['link', 'link', 'script']);
  });

  it('is served under a name that changes with its content', () => {
    expect(paintFirstPath()).toMatch(/^\/paint-first\.[0-9a-f]{8}\.js$/);
  });
});
