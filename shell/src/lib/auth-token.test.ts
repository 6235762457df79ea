import { clearToken, readToken } from './auth-token';

describe('the session the shell knows of', () => {
  afterEach(() => clearToken());

  it('is the readable marker cookie, never the token (which is HttpOnly)', () => {
    expect(readToken('zaber-token=eyJ.abc.def; zaber-session=5f2c9a41d07e3b68')).toBe('5f2c9a41d07e3b68');
    expect(readToken('zaber-token=eyJ.abc.def')).toBeNull();
    expect(readToken('zaber-consent=%7B%7D; zaber-session=')).toBeNull();
    expect(readToken('')).toBeNull();
  });

  it('forgets the marker (the API clears the token cookie itself)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the API setting the marker.
    document.cookie = 'zaber-session=5f2c9a41d07e3b68; path=/';
    expect(readToken()).toBe('5f2c9a41d07e3b68');
    clearToken();
    expect(readToken()).toBeNull();
  });
});
