// The server of mf-executor, deployed with its build: `PORT=3001 node mf-executor/server.mjs` (see README, "Ports and environment").
import { remoteServerFromEnv } from '@zaber/shared/server/remote-server.mjs';

await remoteServerFromEnv({ id: 'mf-executor', dir: import.meta.dirname });
