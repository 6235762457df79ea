import { runMiddleware } from './middleware';

describe('runMiddleware', () => {
  it('passes a page without guards', () => {
    expect(runMiddleware(undefined, { hasToken: false })).toEqual({ kind: 'ok' });
  });

  it('auth fails without a token, passes with one', () => {
    expect(runMiddleware(['auth'], { hasToken: false })).toEqual({ kind: 'login-required' });
    expect(runMiddleware(['auth'], { hasToken: true })).toEqual({ kind: 'ok' });
  });

  it('guest fails with a token, passes without', () => {
    expect(runMiddleware(['guest'], { hasToken: true })).toEqual({ kind: 'guests-only' });
    expect(runMiddleware(['guest'], { hasToken: false })).toEqual({ kind: 'ok' });
  });

  it('an unknown name is reported, not skipped', () => {
    expect(runMiddleware(['auth', 'vip'], { hasToken: true })).toEqual({ kind: 'unknown-middleware', name: 'vip' });
  });
});
