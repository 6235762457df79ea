import { loadConfig } from '../../config';
import { teamOfAuthorization } from './deploy-auth';

describe('deploy tokens', () => {
  const tokens = loadConfig({ NODE_ENV: 'development' }).deployTokens;

  it('names the team of a Bearer token', () => {
    expect(teamOfAuthorization(tokens, 'Bearer dev-deploy-mf-client')).toBe('mf-client');
    expect(teamOfAuthorization(tokens, 'bearer dev-deploy-mf-account')).toBe('mf-account');
  });

  it('knows no other token, scheme or form', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'dev-deploy-mf-client',
      'JWT dev-deploy-mf-client',
      'Bearer dev-deploy-mf-clien',
      'Bearer dev-deploy-mf-client x',
    ]) {
      expect([header, teamOfAuthorization(tokens, header)]).toEqual([header, null]);
    }
    expect(teamOfAuthorization(new Map(), 'Bearer dev-deploy-mf-client')).toBeNull();
  });
});
