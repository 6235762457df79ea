import { isAnonymous, serverRenderedOwner } from './render-owner';

const renderers = new Set(['mf-public']);

describe('serverRenderedOwner', () => {
  it('renders the public pages on the server for guests', () => {
    for (const path of [
      '/',
      '/profici/',
      '/fotografove/svatebni-fotograf/',
      '/balicky-sluzeb/1/svatba/',
      '/users/petra/',
      '/poptavky/',
      '/blog/',
      '/obchodni-podminky/cenik/',
    ]) {
      expect(serverRenderedOwner(path, undefined, renderers)).toBe('mf-public');
    }
  });

  it('leaves the workspaces and the pages of remotes without a renderer to the browser', () => {
    expect(serverRenderedOwner('/account/settings/', undefined, renderers)).toBeNull();
    expect(serverRenderedOwner('/vlozit-poptavku/', undefined, renderers)).toBeNull();
    expect(serverRenderedOwner('/', undefined, new Set())).toBeNull();
  });

  it('renders for a signed-in visitor only where every role sees the same remote', () => {
    const signedIn = 'zaber-consent=x; zaber-token=abc';
    expect(serverRenderedOwner('/balicky-sluzeb/', signedIn, renderers)).toBe('mf-public');
    // A client's /poptavky/ is mf-client, a professional's profile page is mf-executor.
    expect(serverRenderedOwner('/poptavky/', signedIn, renderers)).toBeNull();
    expect(serverRenderedOwner('/users/petra/', 'zaber-session=1', renderers)).toBeNull();
  });
});

describe('isAnonymous', () => {
  it('is true only without a session or a consent choice', () => {
    expect(isAnonymous(undefined)).toBe(true);
    expect(isAnonymous('_ga=1; other=2')).toBe(true);
    expect(isAnonymous('zaber-consent=%7B%7D')).toBe(false);
    expect(isAnonymous('zaber-token=x')).toBe(false);
  });
});
