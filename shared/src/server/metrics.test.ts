/** @jest-environment node */
import { isPrivateAddress, mayReadMetrics } from '../../server/metrics.mjs';

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers });

describe('who may read /metrics', () => {
  it('knows loopback and private networks from public addresses', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10', 'fd12::1', 'fe80::1']) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    for (const address of ['203.0.113.7', '172.32.0.1', '172.15.0.1', '8.8.8.8', '2001:db8::1', '', 'localhost']) {
      expect(isPrivateAddress(address)).toBe(false);
    }
  });

  it('answers a private peer that came straight, never one behind a proxy, and the token from anywhere', () => {
    expect(mayReadMetrics(request('10.0.0.5'), undefined)).toBe(true);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-real-ip': '10.0.0.1' }), undefined)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { forwarded: 'for=10.0.0.1' }), undefined)).toBe(false);
    expect(mayReadMetrics(request('203.0.113.7'), undefined)).toBe(false);
    expect(mayReadMetrics(request('203.0.113.7', { authorization: 'Bearer s3cret-token' }), 's3cret-token')).toBe(true);
    expect(mayReadMetrics(request('203.0.113.7', { authorization: 'Bearer wrong' }), 's3cret-token')).toBe(false);
    // Without METRICS_TOKEN no bearer opens it.
    expect(mayReadMetrics(request('203.0.113.7', { authorization: 'Bearer ' }), undefined)).toBe(false);
  });
});
