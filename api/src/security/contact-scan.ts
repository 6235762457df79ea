import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { profiles, users } from '../db/schema';
import { present } from '../lib/present';

/*
 * The contact-data scan: finds a client's e-mail address or phone number anywhere in an answer,
 * however it is written ("+420 608 417 293", "608417293", "608-417-293"), and says where.
 */

export interface Probe {
  /** Whose contact data it is (the account's e-mail, which is also the first probe). */
  owner: string;
  kind: 'e-mail' | 'e-mail name' | 'phone';
  /** What is searched for: lowercase e-mail or its part before @, or the phone's last nine digits. */
  needle: string;
}

export interface Hit {
  /** Where in the answer: `$.data.conversation.messages[2].text`. */
  path: string;
  probe: Probe;
}

/** The probes of one account: the e-mail, its name part (a username made from it would be a leak too), the phone. */
export function probesOf(account: { email: string; phone: string | null }): Probe[] {
  const email = account.email.toLowerCase();
  const probes: Probe[] = [{ owner: email, kind: 'e-mail', needle: email }];
  const name = present(email.split('@')[0]);
  // A short name part ("jan") would match ordinary words; the fixtures' names are long and unique.
  if (name.length >= 8) probes.push({ owner: email, kind: 'e-mail name', needle: name });
  const digits = account.phone?.replace(/\D/g, '') ?? '';
  if (digits.length >= 9) probes.push({ owner: email, kind: 'phone', needle: digits.slice(-9) });
  return probes;
}

/** Every account that is not a professional's (clients, and moderators, whose accounts are clients'). */
export async function clientProbes(db: Db): Promise<Probe[]> {
  const rows = await db
    .select({ email: users.email, phone: profiles.phone })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(profiles.isExecutor, false));
  return rows.flatMap(probesOf);
}

/** Digits joined across the separators people write between them (spaces, dots, dashes, slashes, brackets). */
function joinDigits(text: string): string {
  return text.replace(/(?<=\d)[\s\u00a0.\-/()]+(?=\d)/g, '');
}

/** Every string in `value` (an answer as parsed JSON) that carries one of the probes, with its path. */
export function findContactData(value: unknown, probes: readonly Probe[], path = '$'): Hit[] {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    const digits = joinDigits(value);
    return probes.filter((probe) => (probe.kind === 'phone' ? digits.includes(probe.needle) : lower.includes(probe.needle))).map((probe) => ({ path, probe }));
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => findContactData(item, probes, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => findContactData(item, probes, `${path}.${key}`));
  return [];
}

/** Hits as lines a failing test shows: where, whose, what. */
export function describeHits(where: string, hits: readonly Hit[]): string[] {
  return hits.map((hit) => `${where}: ${hit.probe.kind} of ${hit.probe.owner} at ${hit.path}`);
}
