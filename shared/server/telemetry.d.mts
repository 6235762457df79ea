import type { Span, SpanKind as SpanKindType } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export { SpanKind, SpanStatusCode } from '@opentelemetry/api';

export function tracingEnabled(): boolean;
export function startTracing(options: { serviceName: string; env?: NodeJS.ProcessEnv; exporter?: SpanExporter }): Promise<unknown | null>;
export function stopTracing(): Promise<void>;
export function traceFields(): { trace_id?: string; span_id?: string };
export function traceSuffix(): string;
export function inSpan<T>(
  scope: string,
  name: string,
  attributes: Record<string, string | number | boolean>,
  fn: (span: Span | null) => T,
  kind?: SpanKindType,
): T;
export function injectTraceHeaders<H extends Record<string, string>>(headers: H): H;
export function tracedFetch(scope: string): typeof fetch;
export function setRouteLabel(request: FastifyRequest, label: string): void;
export function instrumentServer(app: FastifyInstance, options: { scope: string; continueTraces?: boolean }): void;
