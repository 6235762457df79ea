import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^\[|\]$/g, '').replace(/^::ffff:/i, '');
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** `localhost:3000` → `localhost`, `[::1]:4000` → `[::1]`. */
function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.split(':')[0] ?? '';
}

function headerValues(request: FastifyRequest, name: string): string[] {
  const value = request.headers[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim());
}

/**
 * True only for a request made on this machine: the TCP peer is loopback and so is every address
 * a proxy on the way reported (`X-Forwarded-For`, `Forwarded: for=`), and the site was asked for
 * under a loopback host name. Judged on the socket and on the whole chain, never on the one address
 * Fastify's trustProxy picks: a visitor cannot pass by sending `X-Forwarded-For: 127.0.0.1` (the
 * shell's proxy appends the peer it saw), and a proxy in front that forwards no address still
 * gives itself away by the public host name.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (!headerValues(request, 'x-forwarded-for').every(isLoopbackAddress)) return false;
  if (headerValues(request, 'x-real-ip').some((a) => !isLoopbackAddress(a))) return false;
  for (const part of headerValues(request, 'forwarded')) {
    for (const pair of part.split(';')) {
      const [key, raw] = pair.split('=');
      if (key?.trim().toLowerCase() === 'for' && !isLoopbackAddress(raw?.trim().replace(/^"|"$/g, '').replace(/:\d+$/, ''))) return false;
    }
  }
  const hosts = [...headerValues(request, 'host'), ...headerValues(request, 'x-forwarded-host')];
  return hosts.every((host) => LOOPBACK_HOSTS.has(hostName(host)));
}

/**
 * Registers development-only routes (`/dev/*`: the outbox with every login code, the job trigger)
 * so that they answer this machine only; anybody else gets the 404 of an unknown path.
 */
export async function registerLoopbackOnly(app: FastifyInstance, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isLocalRequest(request)) return reply.callNotFound();
    });
    register(scope);
  });
}
