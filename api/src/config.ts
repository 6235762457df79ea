import path from 'node:path';

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
  /** GoPay's REST API; the local simulator (src/gopay-simulator) with its demo credentials unless GOPAY_API_URL is set. */
  gopay: GoPayConfig;
  /** The origin the payment gateway calls back (notification_url); PUBLIC_URL by default, whose server proxies /v1 to the API. */
  apiPublicUrl: string;
  /** The Czech account bank transfers are paid to, e.g. 2001234567/2010. */
  bankAccount: string;
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

function gopay(env: NodeJS.ProcessEnv): GoPayConfig {
  if (!env.GOPAY_API_URL) return { apiUrl: `http://127.0.0.1:${gopaySimulatorPort(env)}/api`, ...GOPAY_SIMULATOR_CREDENTIALS };
  const { GOPAY_GOID: goId, GOPAY_CLIENT_ID: clientId, GOPAY_CLIENT_SECRET: clientSecret } = env;
  if (!goId || !clientId || !clientSecret) throw new Error('GOPAY_API_URL needs GOPAY_GOID, GOPAY_CLIENT_ID and GOPAY_CLIENT_SECRET');
  return { apiUrl: env.GOPAY_API_URL.replace(/\/$/, ''), goId, clientId, clientSecret };
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

/** The development JWT secret; production refuses to start without JWT_SECRET. */
const DEV_JWT_SECRET = 'zaber-dev-secret-do-not-use-in-production';

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET ?? (production ? undefined : DEV_JWT_SECRET);
  if (!jwtSecret) throw new Error('JWT_SECRET must be set in production');
  const publicUrl = (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR ?? path.join(API_DIR, '.data', 'pglite'),
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
    seedDemo: env.ZABER_SEED_DEMO ? env.ZABER_SEED_DEMO === '1' : !production,
    mediaDir: env.MEDIA_DIR ?? path.join(API_DIR, '.data', 'media'),
    mediaS3: mediaS3(env),
    contactEmail: env.CONTACT_EMAIL ?? 'podpora@zaber.test',
    jobsIntervalMs: jobsInterval(env.JOBS_INTERVAL_MS),
    gopay: gopay(env),
    apiPublicUrl: (env.API_PUBLIC_URL || publicUrl).replace(/\/$/, ''),
    bankAccount: env.BANK_ACCOUNT || '2001234567/2010',
  };
}
