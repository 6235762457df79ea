import { afterLogin } from './after-login';

describe('where a sign-in lands', () => {
  it('lands on the dashboard from a page anyone may see, the sign-up activation included', () => {
    expect(afterLogin('/', { resumed: false })).toEqual({ kind: 'go', path: '/prehled/' });
    expect(afterLogin('/poptavky/', { resumed: false })).toEqual({ kind: 'go', path: '/prehled/' });
    expect(afterLogin('/aktivace-uctu/abc123/', { resumed: false })).toEqual({ kind: 'go', path: '/prehled/' });
    expect(afterLogin('/obnoveni-hesla/', { resumed: false })).toEqual({ kind: 'go', path: '/prehled/' });
  });

  it('stays where a guest asked for an action that resumes after the sign-in', () => {
    expect(afterLogin('/balicky-sluzeb/7/svatba/', { resumed: true })).toEqual({ kind: 'stay' });
    expect(afterLogin('/profici/', { resumed: true })).toEqual({ kind: 'stay' });
  });

  it('reloads the protected page the guest was sent to sign in from', () => {
    expect(afterLogin('/account/settings/', { resumed: false })).toEqual({ kind: 'reload' });
    expect(afterLogin('/nabidky/', { resumed: false })).toEqual({ kind: 'reload' });
    expect(afterLogin('/prehled/', { resumed: false })).toEqual({ kind: 'reload' });
  });
});
