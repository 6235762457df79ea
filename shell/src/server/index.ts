// What the shell's server (`shell/server.mjs`) takes from the shell's own code: built for Node
// into dist-server/server.cjs from the same sources as the browser build.

export { browserPage, mergeCssInJs, pageDocument } from './page-document';
export { PAINT_FIRST_SOURCE, paintFirstPath } from './paint-first';
export { renderFrame } from './render-frame';
export { isAnonymous, serverRenderedOwner } from './render-owner';
