import type { Server } from 'node:http';

export interface StaticServerOptions {
  root: string;
  port: number;
  spa?: boolean;
  isRoute?: (pathname: string) => boolean;
  cors?: boolean;
  remotes?: () => unknown;
  proxyPrefixes?: string[];
  apiOrigin?: string;
  headers?: Record<string, string>;
}

export function startStaticServer(options: StaticServerOptions): Promise<Server>;
