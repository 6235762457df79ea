/**
 * Traces and metrics across the deployables, as they run: the API (here, in this process, its spans
 * in the in-memory exporter), mf-public's server (renderer) and mf-client's server and the shell's
 * server (their own processes from their builds, exporting over OTLP/HTTP to a collector in this test).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { collectProcessMetrics } from '@zaber/shared/server/metrics.mjs';
import { startTracing, stopTracing } from '@zaber/shared/server/telemetry.mjs';
import WebSocket from 'ws';
import { runDueJobs } from '../modules/jobs/jobs.service';
import { type Exposition, parsePrometheusText, samplesOf } from '../testing/prometheus-text';
import { startTestApp, type TestApp } from '../testing/test-app';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const METRICS_TOKEN = 'metrics-token-of-this-test';

/** A span as this test compares them, from either exporter. */
interface SeenSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  attributes: Record<string, unknown>;
}

/** The smallest OTLP/HTTP collector: JSON trace exports, kept as spans. */
function startCollector(): Promise<{ url: string; spans: SeenSpan[]; close(): Promise<void> }> {
  const spans: SeenSpan[] = [];
  const hex = (id: string | undefined) => (id && !/^[0-9a-f]*$/.test(id) ? Buffer.from(id, 'base64').toString('hex') : id || undefined);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = resourceSpans.resource.attributes.find((a: { key: string }) => a.key === 'service.name')?.value.stringValue;
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            const attributes: Record<string, unknown> = {};
            for (const a of span.attributes ?? []) attributes[a.key] = Object.values(a.value)[0];
            spans.push({
              service,
              name: span.name,
              traceId: hex(span.traceId) as string,
              spanId: hex(span.spanId) as string,
              parentSpanId: hex(span.parentSpanId),
              attributes,
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        spans,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

interface Child {
  url: string;
  process: ChildProcess;
  output: string[];
}

/** A deployable's server process, up when `ready` answers. */
async function startProcess(script: string, env: NodeJS.ProcessEnv, ready: string): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: `${url}/`, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}${ready}`)).ok) return { url, process: child, output };
    } catch {
      // starting
    }
    if (child.exitCode !== null || Date.now() > until) throw new Error(`${script} did not start: ${output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function stop(child: Child | undefined): Promise<void> {
  if (!child || child.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.process.once('exit', () => resolve());
    child.process.kill('SIGTERM');
  });
}

async function metricsOf(url: string, headers: Record<string, string> = {}): Promise<Exposition> {
  const response = await fetch(`${url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await response.text());
}

/** The sum of a metric's samples with these labels (`_count` of a histogram: how many were observed). */
const total = (exposition: Exposition, name: string, labels: Record<string, string> = {}) =>
  samplesOf(exposition, name, labels).reduce((sum, s) => sum + s.value, 0);

describe('traces and metrics of a page view', () => {
  const memory = new InMemorySpanExporter();
  const logLines: string[] = [];
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let t: TestApp;
  let api: string;
  let publicServer: Child;
  let clientServer: Child;
  let shell: Child;

  const apiSpans = (): SeenSpan[] =>
    memory.getFinishedSpans().map((s) => ({
      service: 'zaber-api',
      name: s.name,
      traceId: s.spanContext().traceId,
      spanId: s.spanContext().spanId,
      parentSpanId: s.parentSpanContext?.spanId,
      attributes: s.attributes,
    }));

  /** The child process's span of this name, once its batch has come. */
  async function exported(service: string, name: string): Promise<SeenSpan> {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const found = collector.spans.find((s) => s.service === service && s.name === name);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no span "${name}" from ${service}: ${collector.spans.map((s) => `${s.service} ${s.name}`).join(', ')}`);
  }

  beforeAll(async () => {
    collector = await startCollector();
    await startTracing({ serviceName: 'zaber-api', exporter: memory });
    // What the API's entry point (server.ts) does; the app here is built in the test's process.
    collectProcessMetrics();
    t = await startTestApp('pglite', { env: { METRICS_TOKEN }, logger: { stream: { write: (line) => logLines.push(line) } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // Spans leave the children at once (a batch every 50 ms), so the test waits little.
    const telemetry = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '50', METRICS_TOKEN };
    [publicServer, clientServer] = await Promise.all([
      startProcess('mf-public/server.mjs', { ...telemetry, API_ORIGIN: api }, '/healthz'),
      startProcess('mf-client/server.mjs', telemetry, '/healthz'),
    ]);
    shell = await startProcess(
      'shell/server.mjs',
      {
        ...telemetry,
        API_ORIGIN: api,
        REGISTRY_URL: 'off',
        // The first render of a process compiles its code: room for it on a busy machine.
        SSR_BUDGET_MS: '5000',
        SHELL_REMOTES: JSON.stringify([
          { id: 'mf-public', manifestUrl: `${publicServer.url}/mf-manifest.json`, rendererUrl: publicServer.url },
          { id: 'mf-client', manifestUrl: `${clientServer.url}/mf-manifest.json` },
        ]),
      },
      '/remotes.json',
    );
  });

  afterAll(async () => {
    await Promise.all([stop(shell), stop(publicServer), stop(clientServer)]);
    await t?.close();
    await stopTracing();
    await collector?.close();
  });

  it('is one trace from the shell through the render to the GraphQL operation and its SQL', async () => {
    // A visitor's own trace context is not continued: the public entry starts the trace.
    const foreign = '0af7651916cd43dd8448eb211c80319c';
    const page = await fetch(`${shell.url}/profici/`, { headers: { traceparent: `00-${foreign}-b7ad6b7169203331-01` } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-zaber-render')).toBe('server');

    // The shell's span of the page: the trace's root.
    const root = await exported('zaber-shell', 'GET /profici/');
    expect(root.parentSpanId).toBeUndefined();
    expect(root.traceId).not.toBe(foreign);
    expect(root.attributes['http.route']).toBe('/profici/');
    const traceId = root.traceId;

    const trace = [...collector.spans, ...apiSpans()].filter((s) => s.traceId === traceId);
    const childOf = (parent: SeenSpan, service: string, name: RegExp) => {
      const found = trace.find((s) => s.parentSpanId === parent.spanId && s.service === service && name.test(s.name));
      if (!found)
        throw new Error(`no ${service} span ${name} under ${parent.service} "${parent.name}": ${trace.map((s) => `${s.service} ${s.name}`).join(', ')}`);
      return found;
    };
    const fragmentFetch = childOf(root, 'zaber-shell', /^fragment mf-public$/);
    const fragmentServer = childOf(fragmentFetch, 'zaber-mf-public', /^GET \/_fragment$/);
    const render = childOf(fragmentServer, 'zaber-mf-public', /^render \/profici\/$/);
    const apiCall = childOf(render, 'zaber-mf-public', /^GET \/graphql$/);
    const apiServer = childOf(apiCall, 'zaber-api', /^GET \/graphql$/);
    const operation = childOf(apiServer, 'zaber-api', /^query [A-Z]\w+$/);
    const statement = childOf(operation, 'zaber-api', /^sql select$/);
    expect(statement.attributes['db.query.text']).toMatch(/^select /);
    // The statement's text, never its values (drizzle sends them apart, as $1, $2…).
    expect(String(statement.attributes['db.query.text'])).not.toMatch(/'[^']*'\s*(?:,|\)|$)/);
    expect(operation.attributes['graphql.operation.name']).toBe(operation.name.slice('query '.length));

    // The API's log line of that request names the trace.
    const lines = logLines.map((line) => JSON.parse(line) as { trace_id?: string; span_id?: string; msg: string; path?: string });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request completed', path: '/graphql', trace_id: traceId, span_id: apiServer.spanId }));
  });

  it('is counted in /metrics of every process, which only the scraper reads', async () => {
    // Some more traffic: an API call through the shell's proxy, a page rendered in the browser,
    // a remote's file, a browser's report of a failed remote, a job that ran late.
    expect((await fetch(`${shell.url}/v1/categories`)).status).toBe(200);
    // A request the shell proxies carries its trace to the API.
    const proxied = await exported('zaber-shell', 'GET /v1/*');
    expect(apiSpans()).toContainEqual(expect.objectContaining({ name: 'GET /v1/categories', traceId: proxied.traceId, parentSpanId: proxied.spanId }));
    expect((await fetch(`${shell.url}/neexistuje/nikde/`)).status).toBe(404);
    expect((await fetch(`${clientServer.url}/remoteEntry.js`)).status).toBe(200);
    const report = await fetch(`${api}/v1/remote-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reports: [{ remote: 'mf-client', version: 'built', kind: 'load-failed' }] }),
    });
    expect(report.status).toBe(204);
    await runDueJobs(t.app.services, new Date());
    await runDueJobs(t.app.services, new Date(Date.now() + 2 * 3_600_000));

    const apiMetrics = await metricsOf(api);
    expect(total(apiMetrics, 'http_request_duration_seconds_count', { route: '/graphql', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(total(apiMetrics, 'http_request_duration_seconds_count', { route: '/v1/categories' })).toBeGreaterThanOrEqual(1);
    expect(apiMetrics.types.get('http_request_duration_seconds')).toBe('histogram');
    const operations = samplesOf(apiMetrics, 'graphql_operation_duration_seconds_count', { type: 'query' });
    expect(operations.length).toBeGreaterThanOrEqual(1);
    expect(operations.every((s) => /^[A-Z]\w+$/.test(s.labels.operation ?? ''))).toBe(true);
    expect(apiMetrics.types.get('graphql_operation_errors_total')).toBe('counter');
    expect(total(apiMetrics, 'db_statement_duration_seconds_count', { engine: 'pglite' })).toBeGreaterThan(0);
    expect(samplesOf(apiMetrics, 'db_statements_in_flight', { engine: 'pglite' })).toEqual([expect.objectContaining({ value: 0 })]);
    expect(samplesOf(apiMetrics, 'graphql_ws_connections')).toEqual([expect.objectContaining({ value: 0 })]);
    const socket = new WebSocket(`${api.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    expect(samplesOf(await metricsOf(api), 'graphql_ws_connections')).toEqual([expect.objectContaining({ value: 1 })]);
    socket.close();
    for (let waited = 0; total(await metricsOf(api), 'graphql_ws_connections') !== 0 && waited < 5_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    expect(samplesOf(await metricsOf(api), 'graphql_ws_connections')).toEqual([expect.objectContaining({ value: 0 })]);
    expect(samplesOf(apiMetrics, 'remote_load_errors_total', { remote: 'mf-client', version: 'built', kind: 'load-failed' })).toEqual([
      expect.objectContaining({ value: 1 }),
    ]);
    // Due every minute, asked two hours later: about two hours late.
    const lag = samplesOf(apiMetrics, 'job_lag_seconds_sum', { job: 'outdate-requests' })[0]?.value ?? 0;
    expect(lag).toBeGreaterThan(3_600);
    expect(total(apiMetrics, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);

    const shellMetrics = await metricsOf(shell.url);
    expect(total(shellMetrics, 'http_request_duration_seconds_count', { route: '/profici/', status: '200' })).toBe(1);
    expect(total(shellMetrics, 'http_request_duration_seconds_count', { route: '/v1/*', status: '200' })).toBe(1);
    expect(total(shellMetrics, 'shell_pages_total', { remote: 'mf-public', render: 'server', reason: 'rendered' })).toBe(1);
    expect(total(shellMetrics, 'shell_pages_total', { remote: 'none', render: 'browser', reason: 'unknown-route' })).toBe(1);
    expect(total(shellMetrics, 'shell_fragment_duration_seconds_count', { remote: 'mf-public', outcome: 'rendered' })).toBe(1);
    expect(total(shellMetrics, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // The shell's own numbers, never the API's: /metrics is not proxied.
    expect(samplesOf(shellMetrics, 'graphql_operation_duration_seconds_count')).toEqual([]);

    const publicMetrics = await metricsOf(publicServer.url);
    expect(total(publicMetrics, 'fragment_renders_total', { remote: 'mf-public', outcome: 'ok' })).toBe(1);
    expect(total(publicMetrics, 'fragment_render_duration_seconds_count', { remote: 'mf-public', outcome: 'ok' })).toBe(1);
    expect(total(publicMetrics, 'http_request_duration_seconds_count', { route: '/_fragment', status: '200' })).toBe(1);

    const clientMetrics = await metricsOf(clientServer.url);
    expect(total(clientMetrics, 'http_request_duration_seconds_count', { method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(total(clientMetrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    // Through a proxy (the public entry sets X-Forwarded-For) from a public address: not there.
    const publicAddress = { 'x-forwarded-for': '203.0.113.7' };
    for (const url of [shell.url, api, publicServer.url, clientServer.url]) {
      const refused = await fetch(`${url}/metrics`, { headers: publicAddress });
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain('http_request_duration_seconds');
      expect((await fetch(`${url}/metrics`, { headers: { ...publicAddress, authorization: 'Bearer wrong' } })).status).toBe(404);
      // The scraper with the token reads it from anywhere.
      expect(total(await metricsOf(url, { ...publicAddress, authorization: `Bearer ${METRICS_TOKEN}` }), 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    }
  });
});
