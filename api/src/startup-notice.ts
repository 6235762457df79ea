import type { Config } from './config';

/**
 * What the API prints when it starts in development: that this is a development instance, and what
 * that means for anybody who would put it on the internet. Production prints nothing of the kind.
 */
export function developmentNotice(config: Pick<Config, 'production' | 'gopay' | 'smtpUrl' | 'seedDemo'>): string | null {
  if (config.production) return null;
  const lines = [
    'DEVELOPMENT INSTANCE: not for the public internet.',
    `  - /dev/outbox holds every login code and reset link${config.smtpUrl ? '' : ' (no SMTP_URL: mails go there)'}; /dev/* answers this machine only`,
    `  - the JWT secret is the public default unless JWT_SECRET is set; GraphiQL, introspection and field suggestions are on`,
    config.gopay?.apiUrl.startsWith('http://127.0.0.1') ? '  - GoPay is the local simulator: "Zaplatit" credits without any card' : null,
    config.seedDemo ? '  - the demo accounts have the public password zaber-demo' : null,
    'Production: NODE_ENV=production with JWT_SECRET, SMTP_URL, PUBLIC_URL and GoPay (or PAYMENTS_GOPAY=off) — see docs/operations.md.md.',
  ];
  return lines.filter(Boolean).join('\n');
}
