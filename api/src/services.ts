import type { Config } from './config';
import type { Db } from './db/database';
import type { AttemptThrottle } from './lib/attempt-throttle';
import type { RateLimiter } from './lib/rate-limit';
import type { SessionViewers } from './modules/auth/session-viewers';
import type { Mailer } from './modules/mail/mailer';
import type { MediaStorage } from './modules/media/media-storage';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import type { VideoInfo } from './modules/portfolio/video-info';
import type { AppPubSub } from './pubsub';

/** What the modules need from the running app; built once in buildApp and passed down. */
export interface Services {
  db: Db;
  config: Config;
  pubSub: AppPubSub;
  mailer: Mailer;
  media: MediaStorage;
  /** YouTube/Vimeo oEmbed (a fake in tests: the providers are an external border). */
  videoInfo: VideoInfo;
  /** GoPay's REST API (its local simulator unless GOPAY_API_URL is set; tests start one in-process). */
  gateway: PaymentGateway;
  /** Abuse limits (contact form, uploads, GraphQL per address): Redis when REDIS_URL is set, else this instance's memory. */
  rateLimiter: RateLimiter;
  /** Sign-in attempts (passwords, codes, reset links) counted atomically: Redis when REDIS_URL is set, else the database. */
  throttle: AttemptThrottle;
  /** Signed-in viewers read a moment ago, by token; a session that ends is forgotten on every instance. */
  sessionViewers: SessionViewers;
}
