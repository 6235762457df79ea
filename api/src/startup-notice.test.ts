import { loadConfig } from './config';
import { developmentNotice } from './startup-notice';
import { PRODUCTION_ENV } from './testing/production-env';

describe('the development notice', () => {
  it('says in the console that `npm start` runs a development instance, and why that matters', () => {
    const notice = developmentNotice(loadConfig({}));
    expect(notice).toMatch(/^DEVELOPMENT INSTANCE/);
    expect(notice).toContain('/dev/outbox');
    expect(notice).toContain('simulator');
    expect(notice).toContain('zaber-demo');
  });

  it('is silent in production', () => {
    expect(developmentNotice(loadConfig(PRODUCTION_ENV))).toBeNull();
  });
});
