// Counts React DOM renderers on a page through the DevTools hook: every copy of react-dom
// registers itself there once, so two copies of React on the page show up as two.
// Both functions run inside the page (page.addInitScript / page.evaluate).

export function installReactCounter() {
  const renderers = new Map();
  let nextId = 0;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer) {
        nextId += 1;
        renderers.set(nextId, renderer);
        return nextId;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
}

export function reactRendererVersions() {
  return [...window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()].map((r) => r.version ?? '?');
}
