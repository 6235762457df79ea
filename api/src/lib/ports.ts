import type { VideoRef } from '@zaber/shared/media/video-url';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AppPubSub } from '../pubsub';
import type { AttemptThrottle } from './attempt-throttle';
import type { RateLimiter } from './rate-limit';

/*
 * What the modules need from the running app, owned here so that every layer can name it: the
 * assembly (app.ts) builds one Services and each module's adapter (mail/mailer.ts,
 * media/media-storage.ts, payments/gopay.adapter.ts, portfolio/video-info.ts,
 * auth/session-viewers.ts) fills in its port.
 */

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

export interface ViewerRoles {
  isClient: boolean;
  isExecutor: boolean;
  isModerator: boolean;
}

export interface AuthenticatedViewer {
  userId: string;
  profileId: string;
  sessionId: string;
  /** As they were when the request was authenticated: the access rules of its operations read these. */
  roles: ViewerRoles;
}

export interface SessionViewers {
  /** The viewer of `token` read less than SESSION_VIEWER_MS ago, if its session has not ended since. */
  get(token: string, now?: number): AuthenticatedViewer | undefined;
  /** Keeps what a read of `token`'s session found, until `expiresAt` at the latest. */
  keep(token: string, viewer: AuthenticatedViewer, expiresAt: Date, now?: number): void;
  /** Forgets these sessions here at once (the instance that ended them does not wait for the topic). */
  forget(sessionIds: readonly string[]): void;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same content in the one e-mail template (compose.tsx), sent as multipart/alternative with the text. */
  html?: string;
  /** Where a reply goes, when not to the sender (a contact-form message: to whoever wrote it). */
  replyTo?: string;
  /** Files sent with it over SMTP (an invoice's PDF); the development outbox keeps the text and HTML only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /**
   * Sends a mail as part of the caller's transaction: the development outbox row is written
   * with `db` (so it rolls back with the rest), and an SMTP failure aborts the transaction.
   */
  send(db: Db, mail: Mail): Promise<void>;
}

/**
 * Where images live. Keys are relative paths like `works/<profileId>/<uploadId>.jpg`; the API
 * serves them at `/media/<key>` whatever the store (the local disk, or an S3-compatible bucket).
 */
export interface MediaStorage {
  /** Writes the whole object at once: a reader never sees half of it. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** null when there is no such object. */
  read(key: string): Promise<Buffer | null>;
  /** Deleting a key that does not exist is not an error (callers clean up after failures). */
  delete(key: string): Promise<void>;
  /** Every object's key and size, sorted by key (backups); files a writer has not finished are left out. */
  list(): Promise<MediaObject[]>;
}

export interface MediaObject {
  key: string;
  bytes: number;
}

/** What the provider says of a video link. */
export type VideoLookup =
  | { kind: 'found'; title: string | null; thumbnailUrl: string | null; thumbnailWidth: number | null; thumbnailHeight: number | null }
  /** The provider answered that there is no such public video (404, or 401/403 for private ones). */
  | { kind: 'not-found' }
  /** No answer (no network, a timeout, a provider's failure): the link is accepted by its form alone. */
  | { kind: 'unavailable' };

/** The video providers' border (oEmbed); tests use a fake. */
export interface VideoInfo {
  lookup(ref: VideoRef): Promise<VideoLookup>;
}

/** GoPay's payment states (REST API `state`). */
export const GATEWAY_STATES = ['CREATED', 'PAYMENT_METHOD_CHOSEN', 'PAID', 'AUTHORIZED', 'CANCELED', 'TIMEOUTED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type GatewayState = (typeof GATEWAY_STATES)[number];

export interface CreateGatewayPayment {
  /** Haléř. */
  amount: number;
  /** Our payment order's number (GoPay's order_number). */
  orderNumber: string;
  description: string;
  /** The payer's e-mail, prefilled on the gateway's page. */
  payerEmail: string | null;
  /** Where the browser returns after paying (GoPay appends `id=<payment id>`). */
  returnUrl: string;
  /** What the gateway calls (HTTP GET `?id=<payment id>`) when the state changes. */
  notificationUrl: string;
}

export interface GatewayPayment {
  /** The gateway's payment id (GoPay's are 64-bit numbers: kept as text). */
  id: string;
  state: GatewayState;
  /** Haléř. */
  amount: number;
  orderNumber: string;
  /** Where the payer pays. */
  gatewayUrl: string;
}

/** What the payments module needs from a card gateway (GoPay, or its local simulator that speaks the same REST API). */
export interface PaymentGateway {
  createPayment(payment: CreateGatewayPayment): Promise<GatewayPayment>;
  paymentStatus(id: string): Promise<GatewayPayment>;
  /** Refunds `amount` haléř of a PAID payment; the gateway then notifies the new state. */
  refundPayment(id: string, amount: number): Promise<void>;
}
