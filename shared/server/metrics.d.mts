import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry: Registry;
export const LATENCY_BUCKETS: number[];
export function counter<L extends string = string>(name: string, help: string, labelNames?: readonly L[]): Counter<L>;
export function gauge<L extends string = string>(
  name: string,
  help: string,
  labelNames?: readonly L[],
  collect?: (this: Gauge<L>) => void | Promise<void>,
): Gauge<L>;
export function histogram<L extends string = string>(name: string, help: string, labelNames?: readonly L[], buckets?: number[]): Histogram<L>;
export function collectProcessMetrics(): void;
export function observeHttp(method: string, route: string, status: number, seconds: number): void;
export function isPrivateAddress(address: string | undefined): boolean;
export function mayReadMetrics(
  request: { socket: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined> },
  token: string | undefined,
): boolean;
export function registerMetricsRoute(
  app: FastifyInstance,
  options?: { token?: string; notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown },
): void;
