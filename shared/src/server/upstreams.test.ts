/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import { createUpstreams, neverReached, parseUpstreams, repeatable } from '../../server/upstreams.mjs';

// Real servers on loopback: each answers its name and counts what reached it; its readiness can be
// switched, and one kind accepts a connection and then drops it after reading the request.

interface Upstream {
  origin: string;
  name: string;
  ready: boolean;
  received: string[];
  close(): Promise<void>;
}

function listen(server: net.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}`));
  });
}

async function upstream(name: string): Promise<Upstream> {
  const state = { name, ready: true, received: [] as string[] };
  const server = http.createServer((request, response) => {
    if (request.url === '/readyz') {
      response.writeHead(state.ready ? 200 : 503).end();
      return;
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      state.received.push(`${request.method} ${request.url} ${body}`);
      response.writeHead(200, { 'content-type': 'text/plain' }).end(name);
    });
  });
  const origin = await listen(server);
  return Object.assign(state, {
    origin,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** An address nothing listens on (connections are refused). */
async function refusedOrigin(): Promise<string> {
  const server = net.createServer();
  const origin = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return origin;
}

/** Ready, but drops every other request's connection unanswered after reading it (it may have acted on it). */
async function dropping(): Promise<{ origin: string; requests: number; close(): Promise<void> }> {
  const state = { requests: 0 };
  const server = net.createServer((socket) => {
    socket.once('data', (data) => {
      if (data.toString().startsWith('GET /readyz ')) {
        socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
        return;
      }
      state.requests += 1;
      socket.destroy();
    });
  });
  const origin = await listen(server);
  return Object.assign(state, { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

function send(
  dispatcher: ReturnType<typeof createUpstreams>['dispatcher'],
  options: { method: string; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; text: string } | { error: Error }> {
  return new Promise((resolve) => {
    dispatcher.request({ origin: 'http://ignored', headers: {}, ...options }, (error, response) => {
      if (error) return resolve({ error });
      const { statusCode, body } = response as { statusCode: number; body: Readable & { text(): Promise<string> } };
      void body.text().then((text) => resolve({ status: statusCode, text }));
    });
  });
}

const quiet = () => undefined;

describe('API_UPSTREAMS', () => {
  it('is a comma-separated list of origins, the single API origin when empty', () => {
    expect(parseUpstreams(undefined, 'http://127.0.0.1:4000')).toEqual(['http://127.0.0.1:4000']);
    expect(parseUpstreams('', 'http://127.0.0.1:4000/')).toEqual(['http://127.0.0.1:4000']);
    expect(parseUpstreams(' http://a:1 , http://b:2/,http://a:1 ', 'http://x')).toEqual(['http://a:1', 'http://b:2']);
    expect(() => parseUpstreams('nonsense', 'http://x')).toThrow();
  });

  it('tells a connection never opened from a request that may have been seen, and what may be repeated', () => {
    expect(neverReached({ code: 'ECONNREFUSED' })).toBe(true);
    expect(neverReached({ code: 'UND_ERR_CONNECT_TIMEOUT' })).toBe(true);
    expect(neverReached({ code: 'UND_ERR_SOCKET' })).toBe(false);
    expect(neverReached({ code: 'ECONNRESET' })).toBe(false);
    expect(repeatable('GET', '')).toBe(true);
    expect(repeatable('POST', '')).toBe(false);
    expect(repeatable('GET', 'body')).toBe(false);
  });
});

describe('the upstreams of the shell server', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('takes the ready ones in turn, leaves out one that is not ready, and uses all when none is', async () => {
    const a = await upstream('a');
    const b = await upstream('b');
    const c = await upstream('c');
    closing.push(a.close, b.close, c.close);
    const upstreams = createUpstreams([a.origin, b.origin, c.origin], { intervalMs: 60_000, log: quiet });
    closing.push(() => upstreams.close());
    await upstreams.ready;
    const answers = async (n: number) => {
      const names: string[] = [];
      for (let i = 0; i < n; i++) {
        const answer = await send(upstreams.dispatcher, { method: 'GET', path: '/x' });
        names.push('text' in answer ? answer.text : answer.error.message);
      }
      return names.sort().join('');
    };
    expect(await answers(6)).toBe('aabbcc');

    b.ready = false;
    await upstreams.check();
    expect(upstreams.status()).toEqual([
      { origin: a.origin, ready: true },
      { origin: b.origin, ready: false },
      { origin: c.origin, ready: true },
    ]);
    expect(await answers(6)).toBe('aaaccc');

    a.ready = false;
    c.ready = false;
    await upstreams.check();
    expect(await answers(3)).toBe('abc');

    b.ready = true;
    await upstreams.check();
    expect(await answers(3)).toBe('bbb');
  });

  it('sends a request whose connection was refused to the next one, its streamed body whole', async () => {
    const refused = await refusedOrigin();
    const b = await upstream('b');
    closing.push(b.close);
    // Checks far apart: the refused one still counts as ready when the request comes.
    const upstreams = createUpstreams([refused, b.origin], { intervalMs: 60_000, log: quiet });
    closing.push(() => upstreams.close());
    for (let i = 0; i < 4; i++) {
      const answer = await send(upstreams.dispatcher, {
        method: 'POST',
        path: '/graphql',
        body: Readable.from(['{"query":', `"mutation ${i}"}`]),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer).toEqual({ status: 200, text: 'b' });
    }
    expect(b.received).toEqual([0, 1, 2, 3].map((i) => `POST /graphql {"query":"mutation ${i}"}`));
    expect(upstreams.status()[0]).toEqual({ origin: refused, ready: false });
  });

  it('never sends a write again that an upstream may have acted on', async () => {
    const drop = await dropping();
    const b = await upstream('b');
    closing.push(drop.close, b.close);
    const upstreams = createUpstreams([drop.origin, b.origin], { intervalMs: 60_000, log: quiet });
    closing.push(() => upstreams.close());
    await upstreams.ready;
    const write = await send(upstreams.dispatcher, { method: 'POST', path: '/graphql', body: Readable.from(['{"query":"mutation"}']) });
    expect('error' in write).toBe(true);
    expect(drop.requests).toBe(1);
    expect(b.received).toEqual([]);
  });

  it('sends an idempotent read that an upstream dropped to the next one', async () => {
    const drop = await dropping();
    const b = await upstream('b');
    closing.push(drop.close, b.close);
    const upstreams = createUpstreams([drop.origin, b.origin], { intervalMs: 60_000, log: quiet });
    closing.push(() => upstreams.close());
    await upstreams.ready;
    const read = await send(upstreams.dispatcher, { method: 'GET', path: '/graphql?query=x', body: '' });
    expect(read).toEqual({ status: 200, text: 'b' });
    expect(drop.requests).toBe(1);
    expect(b.received).toEqual(['GET /graphql?query=x ']);
  });
});
