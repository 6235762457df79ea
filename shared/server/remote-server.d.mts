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
  /** Whose X-Forwarded-For names the visitor (default `loopback`: the shell's server on this machine). */
  trustProxy?: string | boolean;
  /** This remote's folder of the versions store: stored versions under `/v/<version>/`, rendered for `?version=`. */
  versionsDir?: string;
}

export function startRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance>;
export function remoteServerFromEnv(options: { id: string; dir: string; env?: NodeJS.ProcessEnv }): Promise<FastifyInstance>;
