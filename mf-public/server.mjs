// The server of mf-public, deployed with its build: `PORT=3001 node mf-public/server.mjs` (see README, "Ports and environment").
import { remoteServerFromEnv } from '@zaber/shared/server/remote-server.mjs';

await remoteServerFromEnv({ id: 'mf-public', dir: import.meta.dirname });
