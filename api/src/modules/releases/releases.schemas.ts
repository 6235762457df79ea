import { REMOTE_IDS } from '@zaber/shared/platform/remotes';
import { z } from 'zod';

/** A release is named by the content hash of its build: 12 hex digits. */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;
/** What a browser reports of a remote it runs from the shell's own build rather than from the registry. */
export const BUILT_VERSION = 'built';

export const REPORT_KINDS = ['mounted', 'load-failed', 'mount-failed', 'error'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** At most this many reports in one beacon. */
export const MAX_REPORTS = 20;

const REASON_MAX_LENGTH = 500;
const NOT_AN_OBJECT = 'Tělo požadavku musí být objekt JSON.';

const version = z.string({ error: 'Chybí verze.' }).regex(VERSION_PATTERN, { error: 'Verze musí být 12 znaků 0–9 a–f (hash obsahu sestavení).' });

const reason = z
  .string({ error: 'Důvod musí být text.' })
  .trim()
  .max(REASON_MAX_LENGTH, { error: `Důvod může mít nejvýš ${REASON_MAX_LENGTH} znaků.` })
  .optional()
  .transform((value) => value || null);

const expectedRevision = z
  .number({ error: 'Očekávaná revize musí být celé číslo.' })
  .int({ error: 'Očekávaná revize musí být celé číslo.' })
  .min(0, { error: 'Očekávaná revize musí být celé číslo.' })
  .optional();

function isVersionUrl(value: string): boolean {
  if (!URL.canParse(value) || !value.endsWith('/')) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash;
}

/** POST /deploy/v1/remotes/:remote/versions */
export const publishVersionSchema = z.object(
  {
    version,
    url: z.string({ error: 'Chybí adresa verze.' }).refine(isVersionUrl, { error: 'Adresa verze musí být URL (http nebo https) končící lomítkem.' }),
    integrity: z
      .string({ error: 'Chybí integrita.' })
      .regex(/^sha384-[A-Za-z0-9+/]{64}$/, { error: 'Integrita musí být sha384-… (SRI hash souboru remoteEntry.js).' }),
    renderer: z.boolean({ error: 'Uveďte, zda má verze serverový renderer (true, nebo false).' }),
    reason,
  },
  { error: NOT_AN_OBJECT },
);

/** POST /deploy/v1/remotes/:remote/release */
export const releaseSchema = z.object(
  {
    version,
    share: z
      .number({ error: 'Podíl musí být celé číslo 1–100.' })
      .int({ error: 'Podíl musí být celé číslo 1–100.' })
      .min(1, { error: 'Podíl musí být celé číslo 1–100.' })
      .max(100, { error: 'Podíl musí být celé číslo 1–100.' })
      .default(100),
    expectedRevision,
    reason,
  },
  { error: NOT_AN_OBJECT },
);

/** POST /deploy/v1/remotes/:remote/rollback (the body may be left out). */
export const rollbackSchema = z.object({ expectedRevision, reason }, { error: NOT_AN_OBJECT });

/** GET /deploy/v1/audit?remote=&limit= */
export const auditQuerySchema = z.object({
  remote: z.string().optional(),
  limit: z.coerce
    .number({ error: 'Limit musí být celé číslo 1–500.' })
    .int({ error: 'Limit musí být celé číslo 1–500.' })
    .min(1, { error: 'Limit musí být celé číslo 1–500.' })
    .max(500, { error: 'Limit musí být celé číslo 1–500.' })
    .default(50),
});

/** POST /v1/remote-reports: what browsers saw of the remotes they loaded (sent with navigator.sendBeacon). */
export const remoteReportsSchema = z.object(
  {
    reports: z
      .array(
        z.object(
          {
            remote: z.enum(REMOTE_IDS, { error: `Neznámý modul (známé: ${REMOTE_IDS.join(', ')}).` }),
            version: z.string().regex(/^(?:[0-9a-f]{12}|built)$/, { error: 'Verze musí být 12 znaků 0–9 a–f, nebo built.' }),
            kind: z.enum(REPORT_KINDS, { error: `Druh hlášení musí být jeden z: ${REPORT_KINDS.join(', ')}.` }),
          },
          { error: 'Hlášení musí být objekt { remote, version, kind }.' },
        ),
        { error: 'Chybí seznam hlášení (reports).' },
      )
      .max(MAX_REPORTS, { error: `Nejvýš ${MAX_REPORTS} hlášení najednou.` }),
  },
  { error: NOT_AN_OBJECT },
);
export type RemoteReport = z.output<typeof remoteReportsSchema>['reports'][number];

/** The first problem of a refused input, in Czech, and one message per field (`reports.0.kind`). */
export function inputProblems(error: z.ZodError): { detail: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  return { detail: error.issues[0]?.message ?? 'Neplatný vstup.', fieldErrors };
}
