import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isRemoteId, REMOTE_IDS, type RemoteId } from '@zaber/shared/platform/remotes';

/** Everything the server reads from the environment, read once. */
export interface Config {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or 'memory://' for a throw-away database. */
  pgliteDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  /** Public origin of the site, used in e-mailed links. */
  publicUrl: string;
  /** Browser origins allowed to call /graphql with credentials: the shell and the four remotes. */
  corsOrigins: readonly string[];
  /** Proxies whose X-Forwarded-For is believed (Fastify `trustProxy`): addresses, CIDRs or `loopback`. */
  trustProxy: string;
  /** Client addresses the abuse limits leave alone (RATE_LIMIT_EXEMPT; loopback outside production, for local runs and tests). */
  rateLimitExempt: string[];
  production: boolean;
  /** Secure flag of the auth cookie; browsers accept Secure cookies on http://localhost too. */
  cookieSecure: boolean;
  placesCsv: string;
  seedDemo: boolean;
  /** Folder of the disk media storage, served at /media/. */
  mediaDir: string;
  /** An S3-compatible bucket instead of mediaDir (MEDIA_S3_BUCKET set); images are still served at /media/. */
  mediaS3: MediaS3Config | undefined;
  /** Where contact-form messages are e-mailed. */
  contactEmail: string;
  /** How often the server polls the scheduled jobs (refunds, out-of-date requests); 0 disables them. */
  jobsIntervalMs: number;
  /**
   * GoPay's REST API; the local simulator (src/gopay-simulator) with its demo credentials unless
   * GOPAY_API_URL is set; null when GoPay is switched off (PAYMENTS_GOPAY=off: top-ups by bank transfer only).
   */
  gopay: GoPayConfig | null;
  /** The origin the payment gateway calls back (notification_url); PUBLIC_URL by default, whose server proxies /v1 to the API. */
  apiPublicUrl: string;
  /** The Czech account bank transfers are paid to, e.g. 2001234567/2010. */
  bankAccount: string;
  /**
   * The sign-in operations that name an e-mail answer no sooner than this (AUTH_ANSWER_MS; 300 ms
   * in production, 0 elsewhere), so their time tells nothing about whether the account exists.
   */
  authAnswerMs: number;
  /**
   * How long a guest's GET answer is served again by the process that computed it (GUEST_CACHE_MS;
   * 5 000 ms in production, 0 = off elsewhere), the same few seconds its Cache-Control allows.
   */
  guestCacheMs: number;
  /**
   * The deploy tokens of the releases API (`/deploy/v1`, DEPLOY_TOKENS `team=token,…`): the remote
   * each token may change, by the SHA-256 (hex) of the token; only hashes are kept, and they are
   * compared in constant time (modules/releases/deploy-auth.ts). Outside production without
   * DEPLOY_TOKENS: `dev-deploy-<remote>` for each remote; in production without it: none (every
   * change refused).
   */
  deployTokens: ReadonlyMap<string, RemoteId>;
  /** METRICS_TOKEN: `Authorization: Bearer <it>` reads /metrics from anywhere (else only private peers that came straight). */
  metricsToken: string | undefined;
}

/** The seller printed on every invoice, snapshotted into it when issued. */
export interface InvoiceSeller {
  name: string;
  /** IČO (8 digits; the demo default passes the mod-11 check). */
  taxId: string;
  /** DIČ, or null when the seller is not a VAT payer. */
  vatId: string | null;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  email: string;
}

/** The seller from INVOICE_SELLER_* (defaults: a demo Záběr s.r.o.), read when an invoice is issued (issueInvoice has no Services). */
export function invoiceSeller(env: NodeJS.ProcessEnv = process.env): InvoiceSeller {
  return {
    name: env.INVOICE_SELLER_NAME || 'Záběr s.r.o.',
    taxId: env.INVOICE_SELLER_TAX_ID || '12345679',
    vatId: env.INVOICE_SELLER_VAT_ID === undefined ? 'CZ12345679' : env.INVOICE_SELLER_VAT_ID || null,
    address: env.INVOICE_SELLER_ADDRESS || 'Vodičkova 681/14',
    city: env.INVOICE_SELLER_CITY || 'Praha 1',
    postalCode: env.INVOICE_SELLER_POSTAL_CODE || '110 00',
    country: env.INVOICE_SELLER_COUNTRY || 'CZ',
    email: env.INVOICE_SELLER_EMAIL || 'fakturace@zaber.test',
  };
}

export interface GoPayConfig {
  /** Up to and including `/api`, e.g. https://gw.sandbox.gopay.com/api. */
  apiUrl: string;
  goId: string;
  clientId: string;
  clientSecret: string;
}

/** The local GoPay simulator's fixed demo credentials: what the API uses when GOPAY_API_URL is not set. */
export const GOPAY_SIMULATOR_CREDENTIALS = { goId: '8123456789', clientId: 'zaber-demo', clientSecret: 'zaber-demo-secret' } as const;

/** The simulator listens on the API's port + 1 (4001 beside 4000) unless GOPAY_SIM_PORT says otherwise. */
export function gopaySimulatorPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.GOPAY_SIM_PORT || Number(env.PORT || 4000) + 1);
}

/** PAYMENTS_GOPAY=off switches GoPay off: no gateway, no simulator, top-ups by bank transfer only. */
function gopaySwitchedOff(env: NodeJS.ProcessEnv): boolean {
  return ['off', '0', 'false'].includes((env.PAYMENTS_GOPAY ?? '').trim().toLowerCase());
}

function gopay(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): GoPayConfig | null {
  if (gopaySwitchedOff(env)) return null;
  if (!env.GOPAY_API_URL) {
    if (production) {
      problems.push(
        'GOPAY_API_URL, GOPAY_GOID, GOPAY_CLIENT_ID and GOPAY_CLIENT_SECRET must name the real GoPay gateway (or set PAYMENTS_GOPAY=off for bank transfers only)',
      );
      return null;
    }
    return { apiUrl: `http://127.0.0.1:${gopaySimulatorPort(env)}/api`, ...GOPAY_SIMULATOR_CREDENTIALS };
  }
  const { GOPAY_GOID: goId, GOPAY_CLIENT_ID: clientId, GOPAY_CLIENT_SECRET: clientSecret } = env;
  if (!goId || !clientId || !clientSecret) {
    problems.push('GOPAY_API_URL needs GOPAY_GOID, GOPAY_CLIENT_ID and GOPAY_CLIENT_SECRET');
    return null;
  }
  const apiUrl = env.GOPAY_API_URL.replace(/\/$/, '');
  if (production) {
    if (clientId === GOPAY_SIMULATOR_CREDENTIALS.clientId || clientSecret === GOPAY_SIMULATOR_CREDENTIALS.clientSecret) {
      problems.push("GOPAY_CLIENT_ID / GOPAY_CLIENT_SECRET are the local simulator's demo credentials, not a GoPay shop's");
    }
    if (!apiUrl.startsWith('https://')) problems.push('GOPAY_API_URL must be an https:// GoPay gateway (the simulator is for development only)');
  }
  return { apiUrl, goId, clientId, clientSecret };
}

export interface MediaS3Config {
  bucket: string;
  /** Another S3-compatible service (MinIO, Ceph…); the AWS endpoint of the region when absent. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's default credential chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path instead of the host name (most self-hosted stores need it). */
  forcePathStyle: boolean;
}

function mediaS3(env: NodeJS.ProcessEnv): MediaS3Config | undefined {
  if (!env.MEDIA_S3_BUCKET) return undefined;
  return {
    bucket: env.MEDIA_S3_BUCKET,
    endpoint: env.MEDIA_S3_ENDPOINT || undefined,
    region: env.MEDIA_S3_REGION || 'eu-central-1',
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE === '1' || env.MEDIA_S3_FORCE_PATH_STYLE === 'true',
  };
}

const API_DIR = path.resolve(__dirname, '..');

/** Where the data lives (the database and the media), without the rest of the configuration: what backups need. */
export type StorageConfig = Pick<Config, 'databaseUrl' | 'pgliteDir' | 'mediaDir' | 'mediaS3'>;

export function storageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR ?? path.join(API_DIR, '.data', 'pglite'),
    mediaDir: env.MEDIA_DIR ?? path.join(API_DIR, '.data', 'media'),
    mediaS3: mediaS3(env),
  };
}

/** The development JWT secret; production refuses to start with it (or without JWT_SECRET). */
const DEV_JWT_SECRET = 'zaber-dev-secret-do-not-use-in-production';
/** HS256 keys shorter than the hash (256 bits) weaken it; 32 characters of a random string are at least that. */
export const JWT_SECRET_MIN_LENGTH = 32;

function jwtSecretProblem(secret: string | undefined): string | null {
  if (!secret) return 'JWT_SECRET must be set (a random string of at least 32 characters, e.g. `openssl rand -hex 32`)';
  if (secret === DEV_JWT_SECRET) return 'JWT_SECRET is the public development default';
  if (secret.length < JWT_SECRET_MIN_LENGTH) return `JWT_SECRET must have at least ${JWT_SECRET_MIN_LENGTH} characters`;
  if (new Set(secret).size < 8) return 'JWT_SECRET is not random (too few distinct characters)';
  return null;
}

/** Plain http is only for a production build tried on this machine. */
function isLocalOrigin(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Why production mode refuses a configuration, all at once: it never starts half-configured. */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    heading = 'Refusing to start in production (NODE_ENV=production)',
  ) {
    super(`${heading}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** As scripts/lib/config.mjs lays a deployment out: the four remotes listen on the shell's port + 1..4. */
const REMOTE_COUNT = 4;

/** The shell's origin plus the remotes' origins on the next four ports of the same host. */
function defaultCorsOrigins(publicUrl: string): string[] {
  const shell = new URL(publicUrl);
  const port = Number(shell.port || (shell.protocol === 'https:' ? 443 : 80));
  const remotes = Array.from({ length: REMOTE_COUNT }, (_, i) => {
    const remote = new URL(shell.origin);
    remote.port = String(port + i + 1);
    return remote.origin;
  });
  return [shell.origin, ...remotes];
}

const DEFAULT_JOBS_INTERVAL_MS = 60_000;

function jobsInterval(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_JOBS_INTERVAL_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error('JOBS_INTERVAL_MS must be a whole number of milliseconds (0 disables the jobs)');
  return ms;
}

/**
 * How many API processes share the port (node:cluster, one per core with `auto`): `API_WORKERS`, 1 by
 * default. More than one needs what every instance shares: PostgreSQL (the embedded database belongs
 * to one process) and Redis (a live update reaches the sockets of every process through it).
 */
export function apiWorkers(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const value = env.API_WORKERS?.trim();
  if (!value) return 1;
  const count = value === 'auto' ? cores : Number(value);
  const problems: string[] = [];
  if (!Number.isInteger(count) || count < 1) problems.push(`API_WORKERS=${value}: a whole number of processes (1 or more) or "auto"`);
  else if (count > 1) {
    if (!env.DATABASE_URL) problems.push('API_WORKERS above 1 needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process');
    if (!env.REDIS_URL) problems.push('API_WORKERS above 1 needs REDIS_URL: live updates reach the sockets of every process through Redis');
  }
  if (problems.length > 0) throw new ConfigError(problems, 'Refusing to start several API processes');
  return count;
}

/** V8's old generation grows to at most this much above what its last full collection kept. */
const DEFAULT_HEAP_GROWTH_PERCENT = 50;

/**
 * How far (percent) an API process lets its old generation grow past the objects its last full
 * collection kept before collecting again: `API_HEAP_GROWTH`, 50 by default; `0` leaves it to V8.
 * V8 alone lets it reach four times that when collecting looks cheap: an instance holding 5 000 sockets
 * (≈ 190 MB alive) reached 700 MB, mostly garbage, on a machine with memory to spare. The bound costs such
 * an instance some of its messages' tail (a full collection meets a fan-out more often).
 */
export function heapGrowthPercent(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.API_HEAP_GROWTH?.trim();
  if (!value) return DEFAULT_HEAP_GROWTH_PERCENT;
  const percent = Number(value);
  if (!Number.isInteger(percent) || percent < 0 || percent > 300) {
    throw new ConfigError([`API_HEAP_GROWTH=${value}: a whole percentage from 0 (V8's own) to 300`], 'Refusing to start the API');
  }
  return percent;
}

/** A production deploy token is a random string at least this long (like JWT_SECRET). */
export const DEPLOY_TOKEN_MIN_LENGTH = 32;

/** What `npm run release` uses on a development machine: `dev-deploy-mf-client`, … */
export const devDeployToken = (remote: RemoteId) => `dev-deploy-${remote}`;

/** The SHA-256 (hex) of a deploy token: how config.deployTokens keys it. */
export function deployTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** DEPLOY_TOKENS (`mf-client=…,mf-public=…`; a team may have several tokens while one is rotated). */
function deployTokens(value: string | undefined, production: boolean, problems: string[]): Map<string, RemoteId> {
  const tokens = new Map<string, RemoteId>();
  if (value === undefined || value.trim() === '') {
    if (!production) for (const remote of REMOTE_IDS) tokens.set(deployTokenHash(devDeployToken(remote)), remote);
    return tokens;
  }
  for (const pair of value.split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const team = (at < 0 ? pair : pair.slice(0, at)).trim();
    const token = at < 0 ? '' : pair.slice(at + 1).trim();
    if (!isRemoteId(team)) {
      problems.push(`DEPLOY_TOKENS: "${team}" is not a remote (${REMOTE_IDS.join(', ')}); pairs are team=token`);
      continue;
    }
    if (!token) {
      problems.push(`DEPLOY_TOKENS: the token of ${team} is empty`);
      continue;
    }
    if (production && (token.length < DEPLOY_TOKEN_MIN_LENGTH || token === devDeployToken(team))) {
      problems.push(`DEPLOY_TOKENS: the token of ${team} must be a random string of at least ${DEPLOY_TOKEN_MIN_LENGTH} characters`);
      continue;
    }
    const hash = deployTokenHash(token);
    const owner = tokens.get(hash);
    if (owner && owner !== team) problems.push(`DEPLOY_TOKENS: ${owner} and ${team} share a token`);
    tokens.set(hash, team);
  }
  return tokens;
}

const DEFAULT_AUTH_ANSWER_MS = 300;
/** How long a shared cache (the API's own, the shell's server, a CDN) may reuse a guest's answer. */
export const GUEST_MAX_AGE_SECONDS = 5;

function wholeMs(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds`);
  return ms;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  // Production collects every problem and refuses them together (DESIGN §6: it fails closed).
  const problems: string[] = [];
  const jwtSecret = env.JWT_SECRET || (production ? '' : DEV_JWT_SECRET);
  if (production) {
    const secretProblem = jwtSecretProblem(env.JWT_SECRET);
    if (secretProblem) problems.push(secretProblem);
    if (!env.SMTP_URL) problems.push('SMTP_URL must be set: production has no development outbox');
    if (env.ZABER_SEED_DEMO === '1') problems.push('ZABER_SEED_DEMO=1: production never seeds the demo accounts (their password is public)');
    if (!env.PUBLIC_URL) problems.push("PUBLIC_URL must be set to the site's origin (e-mailed links, CORS, the websocket's Origin check)");
    else if (!URL.canParse(env.PUBLIC_URL)) problems.push('PUBLIC_URL is not a URL');
    else {
      const url = new URL(env.PUBLIC_URL);
      if (url.protocol !== 'https:' && !isLocalOrigin(url)) problems.push('PUBLIC_URL must be https:// (plain http only on localhost)');
    }
    if (env.COOKIE_SECURE === '0') problems.push('COOKIE_SECURE=0: the session cookie must be Secure in production');
  }
  const gopayConfig = gopay(env, production, problems);
  const deployTokenMap = deployTokens(env.DEPLOY_TOKENS, production, problems);
  // Whoever has it reads every /metrics from anywhere.
  if (production && env.METRICS_TOKEN && env.METRICS_TOKEN.length < DEPLOY_TOKEN_MIN_LENGTH) {
    problems.push(`METRICS_TOKEN must be a random string of at least ${DEPLOY_TOKEN_MIN_LENGTH} characters`);
  }
  if (problems.length > 0) {
    if (production) throw new ConfigError(problems);
    throw new Error(problems.join('; '));
  }
  const publicUrl = (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const storage = storageConfig(env);
  return {
    databaseUrl: storage.databaseUrl,
    pgliteDir: storage.pgliteDir,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Záběr <no-reply@zaber.test>',
    jwtSecret,
    publicUrl,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim().replace(/\/$/, ''))
          .filter(Boolean)
      : defaultCorsOrigins(publicUrl),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    rateLimitExempt:
      env.RATE_LIMIT_EXEMPT !== undefined
        ? env.RATE_LIMIT_EXEMPT.split(',')
            .map((a) => a.trim())
            .filter(Boolean)
        : production
          ? []
          : ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    production,
    cookieSecure: env.COOKIE_SECURE !== '0',
    placesCsv: env.ZABER_PLACES_CSV ?? path.join(API_DIR, 'data', 'cz-municipalities.csv'),
    seedDemo: production ? false : env.ZABER_SEED_DEMO ? env.ZABER_SEED_DEMO === '1' : true,
    mediaDir: storage.mediaDir,
    mediaS3: storage.mediaS3,
    contactEmail: env.CONTACT_EMAIL ?? 'podpora@zaber.test',
    jobsIntervalMs: jobsInterval(env.JOBS_INTERVAL_MS),
    gopay: gopayConfig,
    apiPublicUrl: (env.API_PUBLIC_URL || publicUrl).replace(/\/$/, ''),
    bankAccount: env.BANK_ACCOUNT || '2001234567/2010',
    authAnswerMs: wholeMs('AUTH_ANSWER_MS', env.AUTH_ANSWER_MS, production ? DEFAULT_AUTH_ANSWER_MS : 0),
    guestCacheMs: wholeMs('GUEST_CACHE_MS', env.GUEST_CACHE_MS, production ? GUEST_MAX_AGE_SECONDS * 1000 : 0),
    deployTokens: deployTokenMap,
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
