import type { FastifyInstance } from 'fastify';

export interface RemoteServerOptions {
  id: string;
  dir: string;
  port: number;
  host?: string;
  publicUrl: string;
  apiOrigin?: string;
  renderTimeoutMs?: number;
  production?: boolean;
  cacheMs?: number;
}

export function startRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance>;
export function remoteServerFromEnv(options: { id: string; dir: string; env?: NodeJS.ProcessEnv }): Promise<FastifyInstance>;
