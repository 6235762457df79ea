import { createHash } from 'node:crypto';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ConflictError } from '../../lib/domain-errors';
import type { Services } from '../../lib/ports';
import { createNotification } from '../notifications/notifications.service';
import { moderatorProfileIds } from '../profile/profile.repository';
import { GUARD_WINDOW_MS, NO_REPORTS, rollbackReason, shouldRollBack } from './canary-guard';
import {
  type AuditRow,
  deleteOldReports,
  findRegistry,
  findVersion,
  insertAudit,
  insertFirstRegistry,
  insertReports,
  insertVersion,
  listAudit,
  listRegistry,
  newestVersions,
  type RegistryRow,
  type RegistryValues,
  type RemoteVersionRow,
  registryRevisions,
  remotesWithVersions,
  reportStats,
  updateRegistryAtRevision,
  versionsAmong,
} from './releases.repository';
import { BUILT_VERSION, type publishVersionSchema, type RemoteReport, type releaseSchema, type rollbackSchema } from './releases.schemas';

/** Who changed the registry: a team (the remote its deploy token may change), or the canary guard. */
export type Actor = RemoteId | 'guard';
export type AuditAction = 'publish' | 'release' | 'canary' | 'rollback' | 'auto-rollback';

/** A registry state as the audit records it. */
export interface RegistryState {
  default: string | null;
  canary: { version: string; share: number } | null;
}

export interface VersionEntry {
  url: string;
  integrity: string;
  renderer: boolean;
  team: string;
  releasedAt: string;
}

/** One remote in GET /deploy/v1/registry (and the answer of every change). */
export interface RegistryEntry {
  revision: number;
  default: string | null;
  canary: { version: string; share: number } | null;
  /** The default a rollback returns to (the last of the history). */
  previous: string | null;
  /**
   * The versions the entry names: default, canary, the last HISTORY_SHOWN of the history, and the
   * NEWEST_SHOWN newest published (a candidate not released to anyone, run only through a signed test marker).
   */
  versions: Record<string, VersionEntry>;
}

/** How many earlier defaults the registry answer lists (with their files); a rollback can go further back. */
export const HISTORY_SHOWN = 5;
/** How many of the newest published versions the registry answer lists (candidates under test). */
export const NEWEST_SHOWN = 3;
/** How many earlier defaults a registry row keeps. */
export const HISTORY_KEPT = 50;
/** How many times a change is computed again after another change won the compare-and-set. */
const MAX_ATTEMPTS = 10;

/** The answer's `revision` says which state the caller should read before trying again. */
export class StaleRevisionError extends ConflictError {
  constructor(readonly revision: number) {
    super(`Registr se mezitím změnil (revize ${revision}), zkuste to znovu.`);
  }
}

const stateOf = (row: RegistryValues): RegistryState => ({
  default: row.defaultVersion,
  canary: row.canaryVersion === null ? null : { version: row.canaryVersion, share: row.canaryShare ?? 0 },
});

const emptyRow = (remote: string): RegistryRow => ({
  remote,
  defaultVersion: null,
  canaryVersion: null,
  canaryShare: null,
  history: [],
  revision: 0,
  updatedAt: new Date(0),
});

const toVersionEntry = (row: RemoteVersionRow): VersionEntry => ({
  url: row.url,
  integrity: row.integrity,
  renderer: row.renderer,
  team: row.team,
  releasedAt: row.releasedAt.toISOString(),
});

/** The versions an entry lists: default, canary, the last HISTORY_SHOWN earlier defaults. */
function namedVersions(row: RegistryRow): string[] {
  return [row.defaultVersion, row.canaryVersion, ...row.history.slice(-HISTORY_SHOWN)].filter((v): v is string => v !== null);
}

function toEntry(row: RegistryRow, versions: readonly RemoteVersionRow[], newest: readonly string[] = []): RegistryEntry {
  const named = new Set([...namedVersions(row), ...newest]);
  const files: Record<string, VersionEntry> = {};
  for (const version of versions) {
    if (version.remote === row.remote && named.has(version.version)) files[version.version] = toVersionEntry(version);
  }
  return {
    revision: row.revision,
    default: row.defaultVersion,
    canary: stateOf(row).canary,
    previous: row.history.at(-1) ?? null,
    versions: files,
  };
}

async function entryOf(db: Db, row: RegistryRow): Promise<RegistryEntry> {
  return toEntry(row, await versionsAmong(db, [row.remote], namedVersions(row)));
}

/** GET /deploy/v1/registry: every remote with a registry row or a published version. */
export async function registry(services: Pick<Services, 'db'>): Promise<{ remotes: Record<string, RegistryEntry> }> {
  const [rows, withVersions, newest] = await Promise.all([
    listRegistry(services.db),
    remotesWithVersions(services.db),
    newestVersions(services.db, NEWEST_SHOWN),
  ]);
  const byRemote = new Map(rows.map((row) => [row.remote, row]));
  for (const { remote } of withVersions) if (!byRemote.has(remote)) byRemote.set(remote, emptyRow(remote));
  const all = [...byRemote.values()].sort((a, b) => a.remote.localeCompare(b.remote));
  const newestOf = (remote: string) => newest.filter((n) => n.remote === remote).map((n) => n.version);
  const versions = await versionsAmong(
    services.db,
    all.map((row) => row.remote),
    [...new Set([...all.flatMap(namedVersions), ...newest.map((n) => n.version)])],
  );
  return { remotes: Object.fromEntries(all.map((row) => [row.remote, toEntry(row, versions, newestOf(row.remote))])) };
}

/**
 * The registry answer's ETag: it follows from each remote's revision (every change moves it on;
 * versions never change) and from its published versions (how many, the newest: a new candidate).
 */
export async function registryTag(services: Pick<Services, 'db'>): Promise<string> {
  const [revisions, withVersions] = await Promise.all([registryRevisions(services.db), remotesWithVersions(services.db)]);
  const byRemote = new Map(withVersions.map(({ remote, count, newest }) => [remote, `0:${count}:${newest}`]));
  for (const { remote, revision } of revisions) byRemote.set(remote, `${revision}:${byRemote.get(remote) ?? ''}`);
  const key = [...byRemote.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([remote, state]) => `${remote}:${state}`)
    .join(',');
  return `"registry-${createHash('sha256').update(key).digest('hex').slice(0, 20)}"`;
}

export interface PublishedVersion extends VersionEntry {
  remote: string;
  version: string;
}

/**
 * Records a version (audit `publish`). Versions are immutable: the same one again is a no-op
 * (`created: false`), the same name with other files or another renderer flag is refused.
 */
export async function publishVersion(
  services: Pick<Services, 'db'>,
  team: RemoteId,
  remote: RemoteId,
  input: z.output<typeof publishVersionSchema>,
): Promise<{ created: boolean; version: PublishedVersion }> {
  const { version, url, integrity, renderer, reason } = input;
  const result = await services.db.transaction(async (tx) => {
    const inserted = await insertVersion(tx, { remote, version, url, integrity, renderer, team });
    if (inserted) {
      await insertAudit(tx, { remote, team, action: 'publish', fromState: null, toState: { version, url, integrity, renderer }, reason });
      return { created: true, row: inserted };
    }
    const existing = await findVersion(tx, remote, version);
    if (!existing) throw new Error('remote_versions: the conflicting row is gone');
    if (existing.integrity !== integrity || existing.url !== url || existing.renderer !== renderer) {
      throw new ConflictError(
        `Verze ${version} modulu ${remote} už je zveřejněná s jiným obsahem (liší se integrita, adresa nebo renderer); verze se nikdy nepřepisují.`,
      );
    }
    return { created: false, row: existing };
  });
  return { created: result.created, version: { remote, version, ...toVersionEntry(result.row) } };
}

/** A planned change of one registry row, or null when there is nothing to change. */
type Plan = { action: AuditAction; next: RegistryValues } | null;

export interface RegistryChange {
  remote: string;
  /** False when the registry already was as asked (nothing written, no audit line). */
  changed: boolean;
  row: RegistryRow;
}

/**
 * Every change of the registry: read the row and its revision, compute the new state (`plan`,
 * which may refuse with a ConflictError), write it only at that revision (or insert the first
 * row) together with its audit line in one transaction. When another change won in between: a
 * caller that named `expectedRevision` gets 409; otherwise the change is computed again on the
 * new state, up to MAX_ATTEMPTS times — two concurrent releases both land, one after the other.
 */
async function changeRegistry(
  db: Db,
  remote: string,
  actor: Actor,
  expectedRevision: number | undefined,
  reason: string | null,
  plan: (current: RegistryRow) => Plan,
): Promise<RegistryChange> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await db.transaction(async (tx) => {
      const found = await findRegistry(tx, remote);
      const current = found ?? emptyRow(remote);
      if (expectedRevision !== undefined && current.revision !== expectedRevision) throw new StaleRevisionError(current.revision);
      const planned = plan(current);
      if (!planned) return { remote, changed: false, row: current };
      const row = found ? await updateRegistryAtRevision(tx, remote, current.revision, planned.next) : await insertFirstRegistry(tx, remote, planned.next);
      if (!row) return undefined;
      await insertAudit(tx, { remote, team: actor, action: planned.action, fromState: stateOf(current), toState: stateOf(row), reason });
      return { remote, changed: true, row };
    });
    if (outcome) return outcome;
    if (expectedRevision !== undefined) throw new StaleRevisionError((await findRegistry(db, remote))?.revision ?? 0);
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError('Registr se právě mění příliš často, zkuste to za chvíli znovu.');
  }
}

const withHistory = (history: readonly string[], pushed: string | null) => (pushed === null ? [...history] : [...history, pushed]).slice(-HISTORY_KEPT);

/**
 * share 100: the version becomes the default (the old one onto the history, the canary cleared;
 * audit `release`); below 100: the canary for that share of visitors (audit `canary`), which needs
 * a default first. Asking for what already is changes nothing.
 */
export async function releaseVersion(
  services: Pick<Services, 'db'>,
  team: RemoteId,
  remote: RemoteId,
  input: z.output<typeof releaseSchema>,
): Promise<RegistryChange & { entry: RegistryEntry }> {
  const { version, share, expectedRevision, reason } = input;
  if (!(await findVersion(services.db, remote, version))) {
    throw new ConflictError(`Verze ${version} modulu ${remote} není zveřejněná; nejdřív ji nahrajte (POST /deploy/v1/remotes/${remote}/versions).`);
  }
  const change = await changeRegistry(services.db, remote, team, expectedRevision, reason, (current) => {
    if (share === 100) {
      if (current.defaultVersion === version && current.canaryVersion === null) return null;
      const pushed = current.defaultVersion === version ? null : current.defaultVersion;
      return {
        action: 'release',
        next: { defaultVersion: version, canaryVersion: null, canaryShare: null, history: withHistory(current.history, pushed) },
      };
    }
    if (current.defaultVersion === null) throw new ConflictError('Nejdřív vydejte výchozí verzi.');
    if (current.defaultVersion === version) throw new ConflictError(`Verze ${version} už je výchozí; canary musí být jiná verze.`);
    if (current.canaryVersion === version && current.canaryShare === share) return null;
    return {
      action: 'canary',
      next: { defaultVersion: current.defaultVersion, canaryVersion: version, canaryShare: share, history: current.history },
    };
  });
  return { ...change, entry: await entryOf(services.db, change.row) };
}

/** What a rollback does to a state, or null when there is nothing to roll back. */
function rollbackPlan(current: RegistryRow, action: 'rollback' | 'auto-rollback'): Plan {
  if (current.canaryVersion !== null) {
    return { action, next: { defaultVersion: current.defaultVersion, canaryVersion: null, canaryShare: null, history: current.history } };
  }
  const previous = current.history.at(-1);
  if (previous === undefined) return null;
  // The current default is not pushed: a second rollback goes one further back.
  return { action, next: { defaultVersion: previous, canaryVersion: null, canaryShare: null, history: current.history.slice(0, -1) } };
}

/** A canary set: everyone back on the default. Otherwise the previous default again (popped from the history). */
export async function rollback(
  services: Pick<Services, 'db'>,
  team: RemoteId,
  remote: RemoteId,
  input: z.output<typeof rollbackSchema>,
): Promise<RegistryChange & { entry: RegistryEntry }> {
  const change = await changeRegistry(services.db, remote, team, input.expectedRevision, input.reason, (current) => {
    const planned = rollbackPlan(current, 'rollback');
    if (!planned) throw new ConflictError(`Modul ${remote} se nemá kam vrátit: nemá canary verzi ani předchozí výchozí verzi.`);
    return planned;
  });
  return { ...change, entry: await entryOf(services.db, change.row) };
}

export interface AuditLine {
  remote: string;
  team: string;
  action: string;
  from: unknown;
  to: unknown;
  reason: string | null;
  at: string;
}

const toAuditLine = (row: AuditRow): AuditLine => ({
  remote: row.remote,
  team: row.team,
  action: row.action,
  from: row.fromState,
  to: row.toState,
  reason: row.reason,
  at: row.at.toISOString(),
});

/** GET /deploy/v1/audit: the registry's changes, newest first. */
export async function auditLines(services: Pick<Services, 'db'>, remote: RemoteId | undefined, limit: number): Promise<{ lines: AuditLine[] }> {
  return { lines: (await listAudit(services.db, remote, limit)).map(toAuditLine) };
}

/** Old reports are deleted at most this often per process (they only need to go eventually). */
const REPORT_SWEEP_MS = 60_000;
let lastSweep = 0;

export interface GuardLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Stores browser reports of versions the registry knows (others — `built`, unknown hashes — are
 * dropped). A failure of a version that is some remote's canary asks the canary guard
 * (canary-guard.ts): when its rule trips, the canary is rolled back like a team's rollback (team
 * `guard`, audit `auto-rollback`), a warning is logged and every moderator gets a SYSTEM notification.
 */
export async function recordRemoteReports(
  services: Pick<Services, 'db' | 'pubSub'>,
  reports: readonly RemoteReport[],
  reporter: string,
  log: GuardLog,
  now = Date.now(),
): Promise<{ stored: number; rolledBack: string[] }> {
  const candidates = reports.filter((report) => report.version !== BUILT_VERSION);
  if (candidates.length === 0) return { stored: 0, rolledBack: [] };
  const known = await versionsAmong(services.db, [...new Set(candidates.map((r) => r.remote))], [...new Set(candidates.map((r) => r.version))]);
  const isKnown = new Set(known.map((row) => `${row.remote}/${row.version}`));
  const rows = candidates.filter((r) => isKnown.has(`${r.remote}/${r.version}`)).map((r) => ({ ...r, reporter }));
  await insertReports(services.db, rows);
  if (now - lastSweep > REPORT_SWEEP_MS) {
    lastSweep = now;
    await deleteOldReports(services.db);
  }
  const failed = new Set(rows.filter((r) => r.kind !== 'mounted').map((r) => `${r.remote}/${r.version}`));
  const rolledBack: string[] = [];
  for (const key of failed) {
    const [remote, version] = key.split('/') as [RemoteId, string];
    if (await guardCanary(services, remote, version, log)) rolledBack.push(key);
  }
  return { stored: rows.length, rolledBack };
}

/** The guard for one version of a remote: true when it rolled the canary back. */
async function guardCanary(services: Pick<Services, 'db' | 'pubSub'>, remote: RemoteId, version: string, log: GuardLog): Promise<boolean> {
  const current = await findRegistry(services.db, remote);
  if (!current || current.canaryVersion !== version || current.defaultVersion === null) return false;
  const defaultVersion = current.defaultVersion;
  const stats = await reportStats(services.db, remote, version, [version, defaultVersion], GUARD_WINDOW_MS);
  const canary = stats.get(version) ?? NO_REPORTS;
  const fallback = stats.get(defaultVersion) ?? NO_REPORTS;
  if (!shouldRollBack(canary, fallback)) return false;
  const reason = rollbackReason(version, canary, fallback);
  // Only that canary: one already promoted, replaced or rolled back in between is left alone.
  const change = await changeRegistry(services.db, remote, 'guard', undefined, reason, (row) =>
    row.canaryVersion === version ? rollbackPlan(row, 'auto-rollback') : null,
  );
  if (!change.changed) return false;
  log.warn({ remote, version, default: defaultVersion, canary, defaultStats: fallback }, 'canary rolled back by the guard');
  for (const profileId of await moderatorProfileIds(services.db)) {
    await createNotification(services, {
      profileId,
      type: 'SYSTEM',
      text: `Modul ${remote}: ${reason} Všichni návštěvníci jsou zpět na verzi ${defaultVersion}.`,
    });
  }
  return true;
}
