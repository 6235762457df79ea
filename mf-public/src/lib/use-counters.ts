import { useEffect, useState } from 'react';

export interface PublicCounters {
  verifiedProfessionals: number;
  customers: number;
  requests: number;
  proposals: number;
  /** Whole percent of decided approval requests that were approved; null while none was decided. */
  moderationPassRate: number | null;
}

/** The live numbers behind the site's claims (GET /v1/counters, spec §7). */
export function useCounters(): PublicCounters | null {
  const [counters, setCounters] = useState<PublicCounters | null>(null);
  useEffect(() => {
    let active = true;
    fetch('/v1/counters', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<PublicCounters>) : null))
      .then((body) => {
        if (active) setCounters(body);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return counters;
}
