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
  /** SIGTERM: how long it serves on after `/readyz` turned 503 (default 3000). */
  drainMs?: number;
  /** SIGTERM: how long requests in flight may take after the drain (default 10000). */
  shutdownTimeoutMs?: number;
}

export function startRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance>;
export function remoteServerFromEnv(options: { id: string; dir: string; env?: NodeJS.ProcessEnv }): Promise<FastifyInstance>;
