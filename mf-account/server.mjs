// The server of mf-account, deployed with its build: `PORT=3001 node mf-account/server.mjs` (see README, "Ports and environment").
import { remoteServerFromEnv } from '@zaber/shared/server/remote-server.mjs';

await remoteServerFromEnv({ id: 'mf-account', dir: import.meta.dirname });
