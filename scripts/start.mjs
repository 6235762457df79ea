// `npm start`: install what is missing, build what changed, then serve everything.
import { ensureInstall } from './ensure-install.mjs';

await ensureInstall();
const { build } = await import('./build.mjs');
await build();
await import('./serve.mjs');
