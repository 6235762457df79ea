import { apiWorkers, DEPLOY_TOKEN_MIN_LENGTH, deployTokenHash, devDeployToken, GOPAY_SIMULATOR_CREDENTIALS, heapGrowthPercent, loadConfig } from './config';
import { PRODUCTION_ENV } from './testing/production-env';

const PRODUCTION = PRODUCTION_ENV;

function without(env: NodeJS.ProcessEnv, ...keys: string[]): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const key of keys) delete copy[key];
  return copy;
}

describe('production mode fails closed', () => {
  it('starts with a complete production configuration', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.gopay).toEqual({ apiUrl: 'https://gate.gopay.cz/api', goId: '8000000001', clientId: '1234567890', clientSecret: 'real-shop-secret' });
  });

  it('refuses a missing JWT secret', () => {
    expect(() => loadConfig(without(PRODUCTION, 'JWT_SECRET'))).toThrow(/JWT_SECRET/);
  });

  it('refuses the development default secret and a short one', () => {
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: 'zaber-dev-secret-do-not-use-in-production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: 'prod-secret' })).toThrow(/JWT_SECRET.*32/);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: 'a'.repeat(40) })).toThrow(/JWT_SECRET/);
  });

  it('refuses to run without a real GoPay configuration (no simulator fallback)', () => {
    expect(() => loadConfig(without(PRODUCTION, 'GOPAY_API_URL', 'GOPAY_GOID', 'GOPAY_CLIENT_ID', 'GOPAY_CLIENT_SECRET'))).toThrow(
      /GOPAY_API_URL.*PAYMENTS_GOPAY=off/s,
    );
    expect(() => loadConfig({ ...PRODUCTION, GOPAY_API_URL: 'http://127.0.0.1:4001/api', ...GOPAY_SIMULATOR_CREDENTIALS })).toThrow(/GoPay/);
    expect(() =>
      loadConfig({ ...PRODUCTION, GOPAY_CLIENT_ID: GOPAY_SIMULATOR_CREDENTIALS.clientId, GOPAY_CLIENT_SECRET: GOPAY_SIMULATOR_CREDENTIALS.clientSecret }),
    ).toThrow(/simulator/);
  });

  it('runs without GoPay when it is switched off: top-ups by bank transfer only', () => {
    const config = loadConfig({ ...without(PRODUCTION, 'GOPAY_API_URL', 'GOPAY_GOID', 'GOPAY_CLIENT_ID', 'GOPAY_CLIENT_SECRET'), PAYMENTS_GOPAY: 'off' });
    expect(config.gopay).toBeNull();
  });

  it('refuses to run without SMTP_URL (no development outbox)', () => {
    expect(() => loadConfig(without(PRODUCTION, 'SMTP_URL'))).toThrow(/SMTP_URL/);
  });

  it('refuses demo seeding and a missing public URL', () => {
    expect(() => loadConfig({ ...PRODUCTION, ZABER_SEED_DEMO: '1' })).toThrow(/ZABER_SEED_DEMO/);
    expect(() => loadConfig(without(PRODUCTION, 'PUBLIC_URL'))).toThrow(/PUBLIC_URL/);
  });

  it('names every problem at once', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['JWT_SECRET', 'SMTP_URL', 'GOPAY_API_URL', 'PUBLIC_URL']) expect(message).toContain(name);
  });

  it('keeps development as it was: the simulator, the outbox, the demo', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.gopay).toEqual({ apiUrl: 'http://127.0.0.1:4001/api', ...GOPAY_SIMULATOR_CREDENTIALS });
  });

  it('switches GoPay off in development too', () => {
    expect(loadConfig({ PAYMENTS_GOPAY: 'off' }).gopay).toBeNull();
  });
});

describe('API processes (API_WORKERS)', () => {
  const shared = { DATABASE_URL: 'postgres://db/zaber', REDIS_URL: 'redis://cache:6379' };

  it('runs one process unless asked, and one per core with auto', () => {
    expect(apiWorkers({}, 8)).toBe(1);
    expect(apiWorkers({ ...shared, API_WORKERS: 'auto' }, 2)).toBe(2);
    expect(apiWorkers({ ...shared, API_WORKERS: '3' }, 2)).toBe(3);
    expect(apiWorkers({ API_WORKERS: 'auto' }, 1)).toBe(1);
  });

  it('refuses several processes without PostgreSQL and Redis, naming both', () => {
    expect(() => apiWorkers({ API_WORKERS: '2' }, 2)).toThrow(/DATABASE_URL[\s\S]*REDIS_URL/);
    expect(() => apiWorkers({ API_WORKERS: 'auto', DATABASE_URL: shared.DATABASE_URL }, 4)).toThrow(/REDIS_URL/);
  });

  it('refuses a count that is not a whole number of processes', () => {
    for (const value of ['0', '-1', '1.5', 'many']) expect(() => apiWorkers({ ...shared, API_WORKERS: value }, 2)).toThrow(/API_WORKERS/);
  });
});

describe('heap growth (API_HEAP_GROWTH)', () => {
  it('bounds the growth to 50 % unless told, 0 leaving it to V8', () => {
    expect(heapGrowthPercent({})).toBe(50);
    expect(heapGrowthPercent({ API_HEAP_GROWTH: '' })).toBe(50);
    expect(heapGrowthPercent({ API_HEAP_GROWTH: '0' })).toBe(0);
    expect(heapGrowthPercent({ API_HEAP_GROWTH: '120' })).toBe(120);
  });

  it('refuses a value that is not a whole percentage up to 300', () => {
    for (const value of ['-1', '12.5', '301', 'half']) expect(() => heapGrowthPercent({ API_HEAP_GROWTH: value })).toThrow(/API_HEAP_GROWTH/);
  });
});

describe('deploy tokens of the releases API (DEPLOY_TOKENS)', () => {
  const CLIENT_TOKEN = 'c7f0e2a91b4d46e8a3f5b6c7d8e9f0a1b2c3';
  const PUBLIC_TOKEN = '0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c';

  it('defaults outside production to dev-deploy-<remote> for each of the four remotes', () => {
    const tokens = loadConfig({ NODE_ENV: 'development' }).deployTokens;
    expect([...tokens.entries()]).toEqual(
      ['mf-public', 'mf-client', 'mf-executor', 'mf-account'].map((remote) => [deployTokenHash(`dev-deploy-${remote}`), remote]),
    );
    expect(devDeployToken('mf-client')).toBe('dev-deploy-mf-client');
  });

  it('reads team=token pairs, keeping only the tokens’ hashes', () => {
    const tokens = loadConfig({ NODE_ENV: 'development', DEPLOY_TOKENS: ` mf-client=${CLIENT_TOKEN} , mf-public=${PUBLIC_TOKEN},` }).deployTokens;
    expect(tokens).toEqual(
      new Map([
        [deployTokenHash(CLIENT_TOKEN), 'mf-client'],
        [deployTokenHash(PUBLIC_TOKEN), 'mf-public'],
      ]),
    );
    expect([...tokens.keys()].join()).not.toContain(CLIENT_TOKEN);
  });

  it('refuses a team that is no remote, a pair without a token and a token two teams share', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', DEPLOY_TOKENS: 'mf-kalendar=abc' })).toThrow(/DEPLOY_TOKENS: "mf-kalendar" is not a remote/);
    expect(() => loadConfig({ NODE_ENV: 'development', DEPLOY_TOKENS: 'mf-client' })).toThrow(/the token of mf-client is empty/);
    expect(() => loadConfig({ NODE_ENV: 'development', DEPLOY_TOKENS: 'mf-client=same,mf-public=same' })).toThrow(/share a token/);
  });

  it('has no tokens in production without DEPLOY_TOKENS: every change is refused', () => {
    expect(loadConfig(PRODUCTION).deployTokens.size).toBe(0);
  });

  it('starts in production with long tokens and refuses a weak one among the other problems', () => {
    expect(loadConfig({ ...PRODUCTION, DEPLOY_TOKENS: `mf-client=${CLIENT_TOKEN}` }).deployTokens.get(deployTokenHash(CLIENT_TOKEN))).toBe('mf-client');
    const weak = `mf-client=${CLIENT_TOKEN},mf-public=${'k'.repeat(DEPLOY_TOKEN_MIN_LENGTH - 1)}`;
    expect(() => loadConfig({ ...PRODUCTION, DEPLOY_TOKENS: weak })).toThrow(
      /Refusing to start in production[\s\S]*the token of mf-public must be a random string of at least 32/,
    );
    expect(() => loadConfig({ ...PRODUCTION, DEPLOY_TOKENS: 'mf-account=dev-deploy-mf-account' })).toThrow(/the token of mf-account/);
  });
});

describe('the metrics token (METRICS_TOKEN)', () => {
  it('is optional, and in production a long random string when set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).metricsToken).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', METRICS_TOKEN: 'short' }).metricsToken).toBe('short');
    expect(() => loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be a random string of at least 32/);
    const token = 'f3a9c1e7b5d24f6a8c0e2b4d6f8a1c3e5b7d';
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: token }).metricsToken).toBe(token);
  });
});
