/**
 * The one script a composed page names in its HTML. The page arrives rendered, so nothing of the
 * shell or the remote needs to run before it shows: this loader waits for the first paint of the
 * server's HTML, then asks for the preloads and the shell's entry (which hydrates). On a phone the
 * content paints as soon as the HTML and its styles are in, instead of after ~400 KB of scripts.
 * Served by the shell's server at `paintFirstPath()` (a classic script: `document.currentScript`
 * carries its settings, as data attributes the server writes).
 */
import crypto from 'node:crypto';

export const PAINT_FIRST_SOURCE = `(function () {
  var me = document.currentScript;
  var main = me.getAttribute('data-main');
  var preloads = (me.getAttribute('data-preload') || '').split(' ');
  var started = false;
  function load() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }
  // requestAnimationFrame runs just before a paint, the timeout right after it. A tab opened in the
  // background paints nothing until shown: there the scripts start at once, as without the loader.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();
`;

/** Where the loader is served: its content's hash in the name, so it may be cached for good. */
export function paintFirstPath(): string {
  const hash = crypto.createHash('sha256').update(PAINT_FIRST_SOURCE).digest('hex').slice(0, 8);
  return `/paint-first.${hash}.js`;
}
