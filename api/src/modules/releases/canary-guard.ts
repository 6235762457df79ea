/**
 * The canary guard's rule: when browsers report that a remote's canary version fails to load or
 * to mount noticeably more often than the default version, everyone goes back to the default by
 * itself (releases.service.ts `recordRemoteReports`). Pure: the numbers come from `remote_reports`.
 */

/** The window of reports the rule looks at: the last 10 minutes, and never before the canary was set. */
export const GUARD_WINDOW_MS = 10 * 60_000;
/** The canary needs at least this many failure reports in the window… */
export const GUARD_MIN_FAILURES = 5;
/** …from at least this many distinct visitors (one broken browser or extension is not enough)… */
export const GUARD_MIN_REPORTERS = 2;
/** …and a failure rate at least this many times the default version's over the same window. */
export const GUARD_RATE_FACTOR = 3;

/** What the reports of one version in the window add up to. */
export interface VersionStats {
  /** `mounted` reports. */
  mounted: number;
  /** `load-failed`, `mount-failed` and `error` reports. */
  failures: number;
  /** Distinct visitors among the failure reports. */
  failingReporters: number;
}

export const NO_REPORTS: VersionStats = { mounted: 0, failures: 0, failingReporters: 0 };

/** failures / (mounted + failures); 0 without reports. */
export function failureRate(stats: VersionStats): number {
  const loads = stats.mounted + stats.failures;
  return loads === 0 ? 0 : stats.failures / loads;
}

/**
 * The rule: the canary has ≥ GUARD_MIN_FAILURES failures from ≥ GUARD_MIN_REPORTERS visitors, and
 * its failure rate is ≥ GUARD_RATE_FACTOR × the default version's (a default without failures: 0 %).
 */
export function shouldRollBack(canary: VersionStats, defaultVersion: VersionStats): boolean {
  return (
    canary.failures >= GUARD_MIN_FAILURES &&
    canary.failingReporters >= GUARD_MIN_REPORTERS &&
    failureRate(canary) >= GUARD_RATE_FACTOR * failureRate(defaultVersion)
  );
}

const percent = (rate: number) => `${Math.round(rate * 100)} %`;

/** The audit line's reason (and the moderators' notification), in Czech. */
export function rollbackReason(version: string, canary: VersionStats, defaultVersion: VersionStats): string {
  const loads = canary.mounted + canary.failures;
  return `Automatický návrat: verze ${version} měla ${canary.failures} chyb z ${loads} načtení (${percent(failureRate(canary))}), výchozí verze ${percent(failureRate(defaultVersion))}.`;
}
