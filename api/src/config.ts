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
  production: boolean;
  /** Secure flag of the auth cookie; browsers accept Secure cookies on http://localhost too. */
  cookieSecure: boolean;
  placesCsv: string;
  seedDemo: boolean;
  /** Folder of the disk media storage, served at /media/. */
  mediaDir: string;
  /** Where contact-form messages are e-mailed. */
  contactEmail: string;
}

const API_DIR = path.resolve(__dirname, '..');

/** The development JWT secret; production refuses to start without JWT_SECRET. */
export const DEV_JWT_SECRET = 'zaber-dev-secret-do-not-use-in-production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET ?? (production ? undefined : DEV_JWT_SECRET);
  if (!jwtSecret) throw new Error('JWT_SECRET must be set in production');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR ?? path.join(API_DIR, '.data', 'pglite'),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Záběr <no-reply@zaber.test>',
    jwtSecret,
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    production,
    cookieSecure: env.COOKIE_SECURE !== '0',
    placesCsv: env.ZABER_PLACES_CSV ?? path.resolve(API_DIR, '..', '..', 'shared', 'data', 'cz-municipalities.csv'),
    seedDemo: env.ZABER_SEED_DEMO ? env.ZABER_SEED_DEMO === '1' : !production,
    mediaDir: env.MEDIA_DIR ?? path.join(API_DIR, '.data', 'media'),
    contactEmail: env.CONTACT_EMAIL ?? 'podpora@zaber.test',
  };
}
