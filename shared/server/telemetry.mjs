// Traces of every server process (the shell's, the remotes', the API): one trace per page view, the
// W3C `traceparent` header carried on every hop. Spans are made by hand where the work is (a
// request, a fragment fetch, a render, a GraphQL operation, an SQL statement). Nothing is recorded
// unless tracing was started: then the SDK is loaded, and spans go over OTLP/HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT (or, in tests, to the exporter given). Off, every helper here is a
// check of one flag.
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { observeHttp } from './metrics.mjs';

let enabled = false;
let provider = null;

/** Whether spans are recorded in this process. */
export const tracingEnabled = () => enabled;

/**
 * Starts tracing for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set or an exporter is given
 * (tests: the in-memory one, exported span by span). Once per process; later calls return the first.
 * @param {{ serviceName: string, env?: NodeJS.ProcessEnv, exporter?: import('@opentelemetry/sdk-trace-base').SpanExporter }} o
 */
export async function startTracing({ serviceName, env = process.env, exporter }) {
  if (provider) return provider;
  if (!exporter && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  // Loaded only here: a process without tracing never pays for the SDK.
  const [{ NodeTracerProvider }, { BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }, { ATTR_SERVICE_NAME }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  let processor;
  if (exporter) processor = new SimpleSpanProcessor(exporter);
  else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (+ /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS itself.
    processor = new BatchSpanProcessor(new OTLPTraceExporter());
  }
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [processor],
  });
  // The context manager (AsyncLocalStorage) and the W3C trace-context propagator.
  provider.register();
  enabled = true;
  return provider;
}

/** Sends what is still buffered and stops recording (a process that ends). */
export async function stopTracing() {
  if (!provider) return;
  const stopping = provider;
  provider = null;
  enabled = false;
  await stopping.shutdown();
}

/** `{ trace_id, span_id }` of the span this code runs in, for a log line; `{}` without one. */
export function traceFields() {
  if (!enabled) return {};
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** ` trace_id=…` for a printed line, or nothing. */
export function traceSuffix() {
  const fields = traceFields();
  return fields.trace_id ? ` trace_id=${fields.trace_id}` : '';
}

/**
 * Runs `fn` in a new span (a child of the current one) and ends it when `fn` settles; a throw or a
 * rejection marks the span as failed. Off, only `fn`.
 * @template T
 * @param {string} scope  the instrumentation scope (`zaber-shell`, `zaber-api`)
 * @param {string} name
 * @param {Record<string, string | number | boolean>} attributes
 * @param {(span: import('@opentelemetry/api').Span | null) => T} fn
 * @param {import('@opentelemetry/api').SpanKind} [kind]
 * @returns {T}
 */
export function inSpan(scope, name, attributes, fn, kind = SpanKind.INTERNAL) {
  if (!enabled) return fn(null);
  return trace.getTracer(scope).startActiveSpan(name, { kind, attributes }, (span) => {
    const failed = (error) => {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    };
    try {
      const result = fn(span);
      if (result && typeof result.then === 'function') {
        return result.then(
          (value) => {
            span.end();
            return value;
          },
          (error) => {
            failed(error);
            span.end();
            throw error;
          },
        );
      }
      span.end();
      return result;
    } catch (error) {
      failed(error);
      span.end();
      throw error;
    }
  });
}

/** Adds the current trace's `traceparent` (and `tracestate`) to outgoing headers (a plain object). */
export function injectTraceHeaders(headers) {
  if (enabled) propagation.inject(context.active(), headers);
  return headers;
}

/**
 * A `fetch` whose every call is a client span with the trace's headers on the request: what a
 * server-side renderer calls the API with.
 * @param {string} scope
 * @returns {typeof fetch}
 */
export function tracedFetch(scope) {
  return (input, init) => {
    if (!enabled) return fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    return inSpan(
      scope,
      `${method} ${url.pathname}`,
      { 'http.request.method': method, 'server.address': url.hostname, 'url.path': url.pathname },
      async (span) => {
        const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
        propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
        const response = await fetch(input, { ...init, headers });
        span?.setAttribute('http.response.status_code', response.status);
        if (response.status >= 500) span?.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      },
      SpanKind.CLIENT,
    );
  };
}

const serverSpans = new WeakMap();
const routeLabels = new WeakMap();

/** Names a request's route where Fastify has none (the shell's pages: the route table's pattern). */
export function setRouteLabel(request, label) {
  routeLabels.set(request, label);
  serverSpans.get(request)?.updateName(`${request.method} ${label}`);
}

/** The route a request is counted and traced under: its pattern, never its concrete path. */
const routeOf = (request) => routeLabels.get(request) ?? request.routeOptions?.url ?? 'unmatched';

/**
 * The HTTP server's part: each request a server span (continuing the caller's trace from
 * `traceparent`) and a sample of `http_request_duration_seconds` by method, route and status.
 * Register before the routes, on the root instance. The public entry (`continueTraces: false`) starts
 * a trace of its own for every request: a visitor's `traceparent` is not believed.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ scope: string, continueTraces?: boolean }} o
 */
export function instrumentServer(app, { scope, continueTraces = true }) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!enabled) return done();
    const parent = continueTraces ? propagation.extract(context.active(), request.headers) : context.active();
    const span = trace
      .getTracer(scope)
      .startSpan(
        `${request.method} ${routeOf(request)}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'url.path': request.url.split('?', 1)[0] } },
        parent,
      );
    serverSpans.set(request, span);
    // The rest of the request (hooks, handler, what they await) runs in the span's context.
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onError', async (request, _reply, error) => {
    const span = serverSpans.get(request);
    span?.recordException(error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    observeHttp(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const span = serverSpans.get(request);
    if (!span) return;
    span.updateName(`${request.method} ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}

export { SpanKind, SpanStatusCode };
