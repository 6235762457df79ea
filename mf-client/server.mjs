// The server of mf-client, deployed with its build: `PORT=3001 node mf-client/server.mjs` (see README, "Ports and environment").
import { remoteServerFromEnv } from '@zaber/shared/server/remote-server.mjs';

await remoteServerFromEnv({ id: 'mf-client', dir: import.meta.dirname });
