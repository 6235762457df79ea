// The page renderer of mf-public's own server (`mf-public/server.mjs`): built for Node into
// dist-server/render.cjs from the same sources as the browser build.
import { createRemoteRenderer } from '@zaber/shared/ui/server-render';
import { publicRemote } from '../app/remote';

export const render = createRemoteRenderer(publicRemote);
