// `npm start`: install what is missing, build what changed, then serve everything.
import { ensureInstall } from './ensure-install.mjs';

// Until sign-in exists, the header offers a development role switch (guest/client/executor).
process.env.ZABER_DEV_ROLE_SWITCH ??= '1';
await ensureInstall();
const { build } = await import('./build.mjs');
await build();
await import('./serve.mjs');
