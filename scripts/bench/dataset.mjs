// The benchmark dataset on PostgreSQL: migrated and seeded by the API's own code (api/dist), then a
// marketplace's volume bulk-inserted with generate_series — 5 000 public professionals, 20 000
// clients, 100 000 requests with 10 proposals each (the most a request takes), 5 000 conversations
// with 50 000 messages, packages and works — respecting every constraint of api/src/db/schema.ts and
// the ledger's rule that every paid proposal has its charge. A marker table records what was
// generated, so a second run reuses it. The small variant (10 000 requests) gives the scale ratio.
//   node scripts/bench/dataset.mjs [full|small]      BENCH_DATABASE_URL / DATABASE_URL, BENCH_SMALL_DATABASE_URL
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ROOT } from '../lib/run.mjs';

const require = createRequire(import.meta.url);
const API_DIST = path.join(ROOT, 'api', 'dist');

/** Bump when the generator changes: a dataset of another version is generated again. */
const VERSION = 3;
/** Open requests age (dates pass, to-be-agreed ones expire): an older dataset is generated again. */
const MAX_AGE_DAYS = Number(process.env.BENCH_DATASET_MAX_AGE_DAYS ?? 7);
export const BENCH_EMAIL_DOMAIN = 'bench.zaber.test';
export const DEFAULT_DATABASE_URL = 'postgres://zaber:zaber@127.0.0.1:5432/zaber_bench';

export const SIZES = {
  full: { professionals: 5_000, clients: 20_000, requests: 100_000, proposalsPerRequest: 10, conversations: 5_000, messagesPerConversation: 10 },
  small: { professionals: 5_000, clients: 20_000, requests: 10_000, proposalsPerRequest: 10, conversations: 500, messagesPerConversation: 10 },
};

/**
 * The full dataset's URL, and the small one's (the same server, database `<name>_small`).
 * BENCH_DATABASE_URL as it is; otherwise the server and role of DATABASE_URL with the database
 * `zaber_bench` (DATABASE_URL usually names the app's or the tests' database, never to be filled).
 */
export function datasetUrl(size = 'full', env = process.env) {
  let full = env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  if (!env.BENCH_DATABASE_URL && env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    url.pathname = new URL(DEFAULT_DATABASE_URL).pathname;
    full = url.href;
  }
  if (size === 'full') return full;
  if (env.BENCH_SMALL_DATABASE_URL) return env.BENCH_SMALL_DATABASE_URL;
  const url = new URL(full);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_small`;
  return url.href;
}

/** api/dist, built (shared first) when missing; `npm run bench` builds it before. */
export async function ensureApiBuild() {
  if (fs.existsSync(path.join(API_DIST, 'server.js'))) return;
  const { mustRun } = await import('../lib/run.mjs');
  await mustRun('npm', ['run', 'build', '--silent', '-w', 'shared']);
  await mustRun('npm', ['run', 'build', '--silent', '-w', 'api']);
}

export function apiDist(module) {
  return require(path.join(API_DIST, module));
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
const maintenanceUrl = (url) => Object.assign(new URL(url), { pathname: '/postgres' }).href;
const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

async function databaseExists(url) {
  return withClient(maintenanceUrl(url), async (c) => (await c.query('select 1 from pg_database where datname = $1', [databaseName(url)])).rowCount > 0);
}

const MARKER_TABLE =
  'create table if not exists bench_dataset (name text primary key, version int not null, params jsonb not null, counts jsonb not null, generated_at timestamptz not null, generation_ms int not null)';

/** The marker of a database the bench created (version 0 while it is being generated); undefined for any other database. */
async function readMarker(url) {
  return withClient(url, async (c) => {
    const { rowCount } = await c.query(`select 1 from pg_tables where schemaname = 'public' and tablename = 'bench_dataset'`);
    return rowCount > 0 ? (await c.query('select * from bench_dataset where name = $1', ['dataset'])).rows[0] : undefined;
  });
}

/** The counts a generated dataset must have (checked on reuse, recorded in the marker). */
async function countRows(client) {
  const one = async (sql) => Number((await client.query(sql)).rows[0].n);
  return {
    professionals: await one(
      `select count(*) n from users u join profiles p on p.user_id = u.id where p.is_executor and u.email like '%@${BENCH_EMAIL_DOMAIN}'`,
    ),
    clients: await one(`select count(*) n from users u join profiles p on p.user_id = u.id where p.is_client and u.email like '%@${BENCH_EMAIL_DOMAIN}'`),
    requests: await one('select count(*) n from requests'),
    openRequests: await one(
      `select count(*) n from requests where status = 'ACTIVE' and not ((date is not null and date < current_date) or (date is null and created_at <= now() - interval '30 days'))`,
    ),
    proposals: await one('select count(*) n from proposals'),
    conversations: await one('select count(*) n from conversations'),
    messages: await one('select count(*) n from messages'),
    packages: await one(`select count(*) n from packages where status = 'ACTIVE'`),
    ledgerEntries: await one('select count(*) n from credit_ledger'),
  };
}

function reusable(marker, counts, params) {
  // jsonb keeps its own key order: compare key by key.
  if (!Object.keys(params).every((key) => marker.params[key] === params[key])) return 'generated with other sizes';
  const ageDays = (Date.now() - new Date(marker.generated_at).getTime()) / 86_400_000;
  if (ageDays > MAX_AGE_DAYS) return `generated ${ageDays.toFixed(1)} days ago (BENCH_DATASET_MAX_AGE_DAYS=${MAX_AGE_DAYS})`;
  for (const key of ['professionals', 'clients', 'requests', 'proposals']) {
    if (counts[key] !== marker.counts[key]) return `${key}: ${counts[key]} rows, the marker says ${marker.counts[key]}`;
  }
  // The live bench sends a few messages on every run.
  for (const key of ['conversations', 'messages']) {
    if (counts[key] < marker.counts[key]) return `${key}: ${counts[key]} rows, the marker says ${marker.counts[key]}`;
  }
  return null;
}

/**
 * The dataset of `size` ('full' | 'small'): reused when its marker and counts match, otherwise the
 * database is (re)created, migrated, seeded and filled. Refuses an existing database it did not create.
 * Returns { url, size, reused, counts, ms, steps }; prints nothing (pass `log` for progress).
 */
export async function ensureDataset({ size = 'full', url = datasetUrl(size), log = () => undefined } = {}) {
  const params = SIZES[size];
  if (!params) throw new Error(`Unknown dataset size ${size}`);
  const started = Date.now();
  if (await databaseExists(url)) {
    const marker = await readMarker(url);
    // Only a database this script created (it carries the marker) is ever filled or dropped.
    if (!marker) throw new Error(`${databaseName(url)} exists but was not made by the bench: not touching it (set BENCH_DATABASE_URL to a new database)`);
    // A dataset of another generator (or a run that failed half-way, version 0) is not counted.
    const counts = marker.version === VERSION ? await withClient(url, countRows) : undefined;
    const why = counts ? reusable(marker, counts, params) : `made by generator version ${marker.version}, this is ${VERSION}`;
    if (!why) return { url, size, reused: true, counts, ms: Date.now() - started, generationMs: marker.generation_ms, steps: [] };
    log(`${databaseName(url)}: generating again (${why})`);
    await withClient(maintenanceUrl(url), (c) => c.query(`drop database ${quoteIdent(databaseName(url))} with (force)`));
  }
  await withClient(maintenanceUrl(url), (c) => c.query(`create database ${quoteIdent(databaseName(url))}`));
  // Marked at once (generating below), so a failed run can be generated again.
  await withClient(url, (c) => c.query(`${MARKER_TABLE}; insert into bench_dataset values ('dataset', 0, '{}', '{}', now(), 0)`));
  const steps = [];
  const step = async (name, fn) => {
    const t = Date.now();
    const result = await fn();
    steps.push({ name, ms: Date.now() - t });
    log(`  ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    return result;
  };
  log(`${databaseName(url)}: migrating and seeding with api/dist, then generating ${params.requests} requests…`);
  await ensureApiBuild();
  await step('migrate + seed (places, categories, demo accounts and content)', () => migrateAndSeed(url));
  await withClient(url, async (client) => {
    await step('bulk insert', () => generate(client, params, step));
    await step('vacuum analyze', () => client.query('vacuum analyze'));
    const counts = await countRows(client);
    await client.query(
      `insert into bench_dataset values ('dataset', $1, $2, $3, now(), $4)
       on conflict (name) do update set version = excluded.version, params = excluded.params, counts = excluded.counts, generated_at = excluded.generated_at, generation_ms = excluded.generation_ms`,
      [VERSION, JSON.stringify(params), JSON.stringify(counts), Date.now() - started],
    );
  });
  const counts = await withClient(url, countRows);
  return { url, size, reused: false, counts, ms: Date.now() - started, generationMs: Date.now() - started, steps };
}

/** The API's versioned migrations and idempotent seeds, with the demo accounts and the demo content (images in a bench media folder). */
async function migrateAndSeed(url) {
  const { openDatabase } = apiDist('db/database.js');
  const { seed } = apiDist('seed/seed.js');
  const { createDiskMediaStorage } = apiDist('modules/media/media-storage.js');
  const database = openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  try {
    const media = createDiskMediaStorage(benchMediaDir());
    await database.migrate(async (db) => {
      await seed(db, { placesCsv: path.join(ROOT, 'api', 'data', 'cz-municipalities.csv'), demo: true, demoContent: media, demoGenerated: true });
    });
  } finally {
    await database.close();
  }
}

/** The demo images of the bench databases (gitignored like the API's own media folder); reused across runs. */
export function benchMediaDir() {
  return process.env.BENCH_MEDIA_DIR ?? path.join(ROOT, 'api', '.data', 'bench-media');
}

// Czech names: first names (female flag) and surnames (male, female form).
const MALE = [
  'Jan',
  'Petr',
  'Jakub',
  'Tomáš',
  'Martin',
  'Lukáš',
  'David',
  'Ondřej',
  'Michal',
  'Jiří',
  'Pavel',
  'Vojtěch',
  'Filip',
  'Adam',
  'Matěj',
  'Radek',
  'Marek',
  'Štěpán',
  'Aleš',
  'Zdeněk',
];
const FEMALE = [
  'Jana',
  'Eva',
  'Lucie',
  'Tereza',
  'Kateřina',
  'Veronika',
  'Martina',
  'Barbora',
  'Petra',
  'Markéta',
  'Klára',
  'Anna',
  'Zuzana',
  'Monika',
  'Adéla',
  'Michaela',
  'Lenka',
  'Šárka',
  'Alžběta',
  'Nikola',
];
const SURNAMES = [
  ['Novák', 'Nováková'],
  ['Svoboda', 'Svobodová'],
  ['Novotný', 'Novotná'],
  ['Dvořák', 'Dvořáková'],
  ['Černý', 'Černá'],
  ['Procházka', 'Procházková'],
  ['Kučera', 'Kučerová'],
  ['Veselý', 'Veselá'],
  ['Horák', 'Horáková'],
  ['Němec', 'Němcová'],
  ['Marek', 'Marková'],
  ['Pospíšil', 'Pospíšilová'],
  ['Pokorný', 'Pokorná'],
  ['Hájek', 'Hájková'],
  ['Král', 'Králová'],
  ['Jelínek', 'Jelínková'],
  ['Růžička', 'Růžičková'],
  ['Beneš', 'Benešová'],
  ['Fiala', 'Fialová'],
  ['Sedláček', 'Sedláčková'],
  ['Doležal', 'Doležalová'],
  ['Zeman', 'Zemanová'],
  ['Kolář', 'Kolářová'],
  ['Navrátil', 'Navrátilová'],
  ['Čermák', 'Čermáková'],
  ['Urban', 'Urbanová'],
  ['Vaněk', 'Vaňková'],
  ['Blažek', 'Blažková'],
  ['Kříž', 'Křížová'],
  ['Kovář', 'Kovářová'],
];
/** Bigger towns get almost half of the professionals and requests, like the real market. */
const CITIES = [
  'Praha',
  'Brno',
  'Ostrava',
  'Plzeň',
  'Liberec',
  'Olomouc',
  'České Budějovice',
  'Hradec Králové',
  'Ústí nad Labem',
  'Pardubice',
  'Zlín',
  'Havířov',
  'Kladno',
  'Most',
  'Opava',
  'Frýdek-Místek',
  'Jihlava',
  'Karlovy Vary',
  'Teplice',
  'Děčín',
  'Chomutov',
  'Jablonec nad Nisou',
  'Mladá Boleslav',
  'Prostějov',
  'Přerov',
  'Třebíč',
  'Tábor',
  'Znojmo',
  'Kolín',
  'Příbram',
];
/** Budget ranges in Kč and the share of requests per service (unknown services: the default). */
const SERVICE_PROFILE = {
  'svatebni-fotograf': { budget: [8_000, 40_000], share: 25 },
  'portretni-fotograf': { budget: [1_500, 6_000], share: 20 },
  'produktovy-fotograf': { budget: [2_000, 15_000], share: 10 },
  'fotograf-akci': { budget: [3_000, 15_000], share: 15 },
  'realitni-fotograf': { budget: [2_000, 10_000], share: 8 },
  'svatebni-kameraman': { budget: [15_000, 60_000], share: 12 },
  'firemni-video': { budget: [10_000, 80_000], share: 10 },
};
const DEFAULT_SERVICE = { budget: [2_000, 20_000], share: 5 };
const REQUEST_TEXTS = [
  'Hledáme profesionála na celý den, máme představu o stylu a rádi ji probereme.',
  'Prosím o nabídku včetně úprav fotografií a předání do dvou týdnů.',
  'Jde o menší akci pro zhruba padesát lidí v centru města, parkování zajistíme.',
  'Máme rádi přirozené a nenucené záběry, nic strojeného.',
  'Termín je pevný, místo už máme zajištěné, potřebujeme i pár záběrů venku.',
  'Uvítáme ukázky podobné práce a informaci o ceně za dopravu.',
  'Potřebujeme výstupy pro web i sociální sítě v několika formátech.',
  'Rozpočet je orientační, za kvalitu si rádi připlatíme.',
];
const PROPOSAL_TEXTS = [
  'Dobrý den, rád(a) vám pomohu. V ceně je celý den focení, úpravy a online galerie do 14 dnů.',
  'Dobrý den, termín mám volný. Posílám odkaz na podobné zakázky v portfoliu, cena je včetně dopravy.',
  'Zdravím, s podobnými akcemi mám bohaté zkušenosti. Navrhuji krátkou schůzku, kde vše doladíme.',
  'Dobrý den, nabízím kompletní servis od přípravy po předání. Výstupy dodám v tiskové i webové kvalitě.',
  'Dobrý den, vaše zadání se mi líbí. Cena zahrnuje dva fotografy, úpravy a zálohu dat.',
  'Zdravím, mohu nabídnout i dron a krátký sestřih jako bonus. Rád(a) zodpovím dotazy.',
];
const MESSAGE_TEXTS = [
  'Dobrý den, děkujeme za nabídku. Můžete poslat více ukázek?',
  'Jistě, posílám odkaz na galerii z podobné akce.',
  'Vypadá to skvěle. Jak dlouho trvá předání fotografií?',
  'Obvykle do dvou týdnů, u svateb do čtyř.',
  'Potřebovali bychom začít už v devět ráno, je to možné?',
  'Ano, v devět budu na místě, počítám s tím.',
  'Výborně, a je v ceně i doprava?',
  'Doprava do 50 km je v ceně, dál účtuji 8 Kč/km.',
  'Dobře, domluvíme se na záloze?',
  'Zálohu 30 % pošlu fakturou, zbytek po předání.',
];

/** Slug and search text as lib/slug.ts and lib/search-text.ts write them, close enough for generated Czech names. */
const SQL_HELPERS = `
  create function pg_temp.bench_plain(t text) returns text language sql immutable as $$
    select translate(lower(t), 'áäčďéěëíĺľňóôöřŕšťúůüýž', 'aacdeeeillnooorrstuuuyz')
  $$;
  create function pg_temp.bench_slug(t text) returns text language sql immutable as $$
    select trim(both '-' from regexp_replace(pg_temp.bench_plain(t), '[^a-z0-9]+', '-', 'g'))
  $$;
  create function pg_temp.bench_search(t text) returns text language sql immutable as $$
    select trim(regexp_replace(pg_temp.bench_plain(t), '[^a-z0-9]+', ' ', 'g'))
  $$;
`;

const businessConstants = () => require(path.join(ROOT, 'shared', 'dist', 'constants', 'business.js'));

/** The bulk insert, in one transaction (a failure leaves nothing half-made). */
async function generate(client, p, step) {
  const { hashPassword } = apiDist('lib/passwords.js');
  const { DEMO_PASSWORD } = apiDist('seed/demo.js');
  const { WORKS_MAX_COUNT, HALERU_PER_KORUNA } = businessConstants();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const q = (sql, values) => client.query(sql, values);
  await q('begin');
  try {
    await q('set local synchronous_commit = off');
    // Generated from a fixed seed: the same volume on every machine (ids aside).
    await q('select setseed(0.2026)');
    await q(SQL_HELPERS);
    // Temporary lookups get an index and statistics, so the joins below are hash or index joins.
    const indexed = async (...specs) => {
      for (const spec of specs) await q(`create index on ${spec}`);
      for (const table of new Set(specs.map((spec) => spec.split(' ')[0]))) await q(`analyze ${table}`);
    };
    // The biggest tables get their secondary indexes and foreign keys after their rows: built and
    // validated in one pass each instead of row by row (the same definitions, read from the catalog),
    // so a row that broke a key still fails the whole transaction. The primary and unique keys stay.
    const withoutIndexes = async (tables, fn) => {
      const { rows: indexes } = await q(
        `select indexname, indexdef from pg_indexes i where schemaname = 'public' and tablename = any($1::text[])
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        [tables],
      );
      const { rows: keys } = await q(
        `select conrelid::regclass::text tbl, conname, pg_get_constraintdef(oid) def from pg_constraint
         where contype = 'f' and conrelid = any(select ('public.' || t)::regclass from unnest($1::text[]) t)`,
        [tables],
      );
      for (const r of indexes) await q(`drop index ${quoteIdent(r.indexname)}`);
      for (const r of keys) await q(`alter table ${r.tbl} drop constraint ${quoteIdent(r.conname)}`);
      await fn();
      await step(`indexes and foreign keys of ${tables.join(', ')}`, async () => {
        for (const r of indexes) await q(r.indexdef);
        for (const r of keys) await q(`alter table ${r.tbl} add constraint ${quoteIdent(r.conname)} ${r.def}`);
      });
    };
    await q(`set local maintenance_work_mem = '256MB'`);
    const before = Number((await q('select coalesce(max(number), 0) n from requests')).rows[0].n);

    await step('lookups', async () => {
      await q('create temp table b_first (n int primary key, name text, slug text, female bool) on commit drop');
      const first = [...MALE.map((n) => [n, false]), ...FEMALE.map((n) => [n, true])];
      await q(
        'insert into b_first select row_number() over (), name, pg_temp.bench_slug(name), female from unnest($1::text[], $2::bool[]) as t(name, female)',
        [first.map((f) => f[0]), first.map((f) => f[1])],
      );
      await q('create temp table b_surname (n int primary key, male text, female text) on commit drop');
      await q('insert into b_surname select row_number() over (), m, f from unnest($1::text[], $2::text[]) as t(m, f)', [
        SURNAMES.map((s) => s[0]),
        SURNAMES.map((s) => s[1]),
      ]);
      const shares = await q('select slug from categories where parent_id is null order by sort, id');
      const profileOf = (slug) => SERVICE_PROFILE[slug] ?? DEFAULT_SERVICE;
      const total = shares.rows.reduce((n, r) => n + profileOf(r.slug).share, 0);
      let cum = 0;
      const svc = shares.rows.map((r) => {
        const lo = cum / total;
        cum += profileOf(r.slug).share;
        return { slug: r.slug, lo, hi: cum / total, budget: profileOf(r.slug).budget };
      });
      await q(
        `create temp table b_service on commit drop as
         select c.id, c.slug, c.name, t.n::int, t.lo, t.hi, t.bmin, t.bmax, 'PHOTO' = any(c.allowed_work_types) as photo,
           (select count(*)::int from categories s where s.parent_id = c.id) as subs
         from unnest($1::text[], $2::float8[], $3::float8[], $4::int[], $5::int[]) with ordinality as t(slug, lo, hi, bmin, bmax, n)
         join categories c on c.slug = t.slug`,
        [svc.map((s) => s.slug), svc.map((s) => s.lo), svc.map((s) => s.hi), svc.map((s) => s.budget[0]), svc.map((s) => s.budget[1])],
      );
      await q(`create temp table b_subcat on commit drop as
               select id, parent_id, name, row_number() over (partition by parent_id order by sort, id)::int as n from categories where parent_id is not null`);
      await q(`create temp table b_place on commit drop as select id, name, row_number() over (order by id)::int as n from municipalities`);
      await q(
        `create temp table b_city on commit drop as
         select id, name, row_number() over (order by id)::int as n from (select distinct on (name) id, name from municipalities where name = any($1::text[]) order by name, id) c`,
        [CITIES],
      );
      await q(`create temp table b_text (kind text, n int, text text, primary key (kind, n)) on commit drop`);
      for (const [kind, texts] of Object.entries({ request: REQUEST_TEXTS, proposal: PROPOSAL_TEXTS, message: MESSAGE_TEXTS })) {
        await q(`insert into b_text select $1, row_number() over (), t from unnest($2::text[]) t`, [kind, texts]);
      }
      await indexed('b_place (n)', 'b_city (n)', 'b_subcat (parent_id, n)', 'b_service (n)');
    });

    // People: professionals (public, approved, in a town) and clients, with the demo password.
    const people = async (kind, count, offset) => {
      await q(
        `create temp table b_${kind} on commit drop as
         select r.g as n, gen_random_uuid() as user_id, gen_random_uuid() as profile_id,
           f.name || ' ' || case when f.female then s.female else s.male end as name,
           pg_temp.bench_slug(f.name || ' ' || case when f.female then s.female else s.male end) || '-' || ($2::int + r.g) as username,
           case when r.u_city < 0.45 then c.id else pl.id end as municipality_id,
           case when r.u_city < 0.45 then c.name else pl.name end as town,
           now() - (30 + r.u_age * 1400) * interval '1 day' as created_at,
           r.u_age, r.u_city, r.u_extra
         from (select g, 1 + floor(random() * (select count(*) from b_first))::int fi, 1 + floor(random() * (select count(*) from b_surname))::int si,
                 1 + floor(random() * (select count(*) from b_city))::int ci, 1 + floor(random() * (select count(*) from b_place))::int pi,
                 random() u_city, random() u_age, random() u_extra
               from generate_series(1, $1::int) g offset 0) r
         join b_first f on f.n = r.fi join b_surname s on s.n = r.si join b_city c on c.n = r.ci join b_place pl on pl.n = r.pi`,
        [count, offset],
      );
      await indexed(`b_${kind} (n)`, `b_${kind} (profile_id)`);
      await q(
        `insert into users (id, email, name, role, password_hash, is_active, terms_agreed_at, created_at)
         select user_id, replace(username, '-', '.') || '@${BENCH_EMAIL_DOMAIN}', name, 'USER', $1, true, created_at, created_at from b_${kind}`,
        [passwordHash],
      );
    };
    await step('professionals and clients', async () => {
      await people('pro', p.professionals, 10_000);
      await people('client', p.clients, 50_000);
      await q(
        `insert into profiles (id, user_id, username, title, is_client, is_executor, is_public, municipality_id, location, summary, activity_index,
           reviews_count, response_time_hours, works_max_count, last_seen_at, created_at)
         select profile_id, user_id, username, name, false, true, true, municipality_id, town,
           'Fotím a točím s radostí už ' || (2 + floor(u_age * 15))::int || ' let. Základna: ' || town || ' a okolí, za zakázkou vyrazím kamkoli.',
           (20 + floor(random() * 80))::int, 0, (array[1, 2, 3, 4, 6, 8, 12, 24, 48])[1 + floor(random() * 9)::int], $1,
           now() - random() * interval '60 days', created_at
         from b_pro`,
        [WORKS_MAX_COUNT],
      );
      await q(
        `insert into profiles (id, user_id, username, title, is_client, is_executor, is_public, municipality_id, reviews_count, works_max_count, created_at)
         select profile_id, user_id, username, name, true, false, false, case when u_city < 0.7 then municipality_id end, 0, $1, created_at from b_client`,
        [WORKS_MAX_COUNT],
      );
      // Each professional offers one service (all covered in turn) and a third a second one.
      await q(
        `insert into profile_categories (profile_id, category_id, summary, active)
         select b.profile_id, s.id, 'Specializuji se na ' || lower(s.name) || ', styl přirozený a nenucený.', true
         from b_pro b join b_service s on s.n = 1 + (b.n % (select count(*) from b_service))
         union all
         select b.profile_id, s.id, 'Nabízím také ' || lower(s.name) || '.', true
         from b_pro b join b_service s on s.n = 1 + ((b.n + 1 + floor(b.u_extra * 1000)::int % ((select count(*) from b_service)::int - 1)) % (select count(*) from b_service))
         where b.u_extra < 0.35`,
      );
      // Public professionals were approved by a moderator (the home page's pass rate counts decisions).
      await q(
        `insert into profile_approval_requests (profile_id, status, decided_at, decided_by_profile_id, created_at)
         select b.profile_id, 'APPROVED', b.created_at + interval '3 days',
           (select p.id from profiles p join users u on u.id = p.user_id where u.role = 'MODERATOR' order by u.created_at limit 1), b.created_at + interval '1 day'
         from b_pro b`,
      );
      await q(`update profiles p set search_text = pg_temp.bench_search(concat_ws(' ', p.title, p.location, p.summary, x.names))
               from (select pc.profile_id, string_agg(c.name || ' ' || coalesce(pc.summary, ''), ' ') names
                     from profile_categories pc join categories c on c.id = pc.category_id join b_pro b on b.profile_id = pc.profile_id group by pc.profile_id) x
               where x.profile_id = p.id`);
    });

    await step('works and packages', async () => {
      // Portfolios and galleries reuse the demo's pooled images (their keys exist in the bench media folder).
      await q(`create temp table b_work_pool on commit drop as
               select category_id, type, title, image, thumbnail, srcset, width, height, video_url,
                 row_number() over (partition by category_id order by id)::int n, count(*) over (partition by category_id)::int cnt
               from (select distinct on (category_id, image) * from works order by category_id, image, id) w`);
      await indexed('b_work_pool (category_id, n)');
      await q(`insert into works (profile_id, category_id, type, title, image, thumbnail, srcset, width, height, video_url, sort, created_at)
               select pc.profile_id, pc.category_id, w.type, w.title, w.image, w.thumbnail, w.srcset, w.width, w.height, w.video_url, k - 1, b.created_at + interval '2 hours'
               from profile_categories pc join b_pro b on b.profile_id = pc.profile_id cross join generate_series(1, 10) k
               join b_work_pool w on w.category_id = pc.category_id and w.n = 1 + ((k + b.n) % w.cnt)`);
      await q(`create temp table b_package (id int, profile_id uuid, category_id int, n int, price int) on commit drop`);
      await q(`with planned as materialized (
                 select b.profile_id, pc.category_id, b.municipality_id, b.town, b.created_at, b.n, k, random() u, s.name service, s.bmin
                 from b_pro b cross join generate_series(1, 2) k
                 join lateral (select category_id, row_number() over (order by category_id) rn from profile_categories where profile_id = b.profile_id) pc on pc.rn = 1
                 join b_service s on s.id = pc.category_id
                 where k = 1 or b.u_age < 0.3
               ), inserted as (
                 insert into packages (executor_profile_id, category_id, municipality_id, title, slug, description, status, price_from, created_at)
                 select profile_id, category_id, case when u < 0.2 then null else municipality_id end,
                   case when k = 1 then 'Základní balíček' else 'Balíček na celý den' end || ' – ' || case when u < 0.2 then 'Celá ČR' else town end,
                   pg_temp.bench_slug(case when k = 1 then 'Základní balíček' else 'Balíček na celý den' end || ' – ' || case when u < 0.2 then 'Celá ČR' else town end),
                   service || ': příprava, realizace a úpravy, výstupy v tiskové i webové kvalitě.',
                   case when random() < 0.92 then 'ACTIVE'::package_status else 'INACTIVE'::package_status end, 0, created_at + k * interval '3 days'
                 from planned
                 returning id, executor_profile_id, category_id
               )
               insert into b_package select i.id, i.executor_profile_id, i.category_id, row_number() over (order by i.id), s.bmin from inserted i join b_service s on s.id = i.category_id`);
      await indexed('b_package (id)');
      await q(
        `insert into package_price_options (package_id, title, price, description, sort)
         select id, (array['Základ', 'Standard', 'Prémium'])[o], (round(price * (array[1.0, 1.6, 2.5])[o] / 100) * 100)::int * $1, 'Co je v ceně: ' || (array['2 hodiny', 'půl dne', 'celý den'])[o] || '.', o - 1
         from b_package cross join generate_series(1, 3) o where o <= 1 + n % 3`,
        [HALERU_PER_KORUNA],
      );
      await q(
        `insert into package_services (package_id, title, price, sort)
         select id, (array['Fotokniha', 'Expresní dodání'])[o], (array[2500, 1500])[o] * $1, o - 1 from b_package cross join generate_series(1, 2) o where o <= n % 3`,
        [HALERU_PER_KORUNA],
      );
      await q(`insert into package_images (package_id, image, thumbnail, srcset, width, height, alt, sort)
               select b.id, w.image, w.thumbnail, w.srcset, w.width, w.height, 'Ukázka ' || k, k - 1
               from b_package b cross join generate_series(1, 6) k join b_work_pool w on w.category_id = b.category_id and w.n = 1 + ((k + b.n) % w.cnt)`);
      await q(`update packages p set price_from = x.price_from,
                 search_text = pg_temp.bench_search(concat_ws(' ', p.title, p.description, c.name, pr.title, (select name from municipalities where id = p.municipality_id), x.titles))
               from (select package_id, min(price) price_from, string_agg(title, ' ') titles from package_price_options group by package_id) x,
                 categories c, profiles pr, b_package b
               where x.package_id = p.id and b.id = p.id and c.id = p.category_id and pr.id = p.executor_profile_id`);
    });

    await step('requests', async () => {
      // Numbers follow creation time as they would; most are open, spread over services, places and dates.
      await q(
        `insert into requests (client_profile_id, category_id, subcategory_id, municipality_id, description, date, budget_min, budget_max, status,
           boosted, close_reason, closed_at, alerts_prepared_at, created_at)
         select client, category_id, subcategory_id, municipality_id, description, date, budget_min, case when budget_max < budget_min then null else budget_max end,
           status, boosted, close_reason, closed_at, created_at, created_at
         from (
           select c.profile_id client, s.id category_id, case when r.u_sub < 0.7 then sc.id end subcategory_id,
             case when r.u_place < 0.1 then null when r.u_place < 0.5 then ci.id else pl.id end municipality_id,
             'Hledáme: ' || lower(s.name) || '. ' || t1.text || ' ' || t2.text description,
             r.status::request_status status,
             case
               when r.status = 'ACTIVE' then case when r.no_date then null else current_date + 7 + floor(r.u_date * 230)::int end
               when r.no_date then null
               else (r.created_at)::date + 10 + floor(r.u_date * (case when r.status = 'CLOSED' then 110 else 30 end))::int
             end date,
             case when r.u_budget < 0.15 then null else (round((s.bmin + r.u_b * (s.bmax - s.bmin) * 0.6) / 500) * 500)::int * $2 end budget_min,
             case when r.u_budget > 0.9 then null else (round((s.bmin + r.u_b * (s.bmax - s.bmin) * 0.6 + (s.bmax - s.bmin) * 0.4) / 500) * 500)::int * $2 end budget_max,
             r.status = 'ACTIVE' and r.u_boost < 0.03 boosted,
             case when r.status = 'CLOSED' then (case when r.u_reason < 0.35 then 'CHOSE_EXECUTOR' when r.u_reason < 0.5 then 'CHOSE_OUTSIDE' when r.u_reason < 0.6 then 'NEGOTIATING'
               when r.u_reason < 0.85 then 'NONE_INTERESTING' else 'NOT_RELEVANT' end)::request_close_reason end close_reason,
             case when r.status = 'CLOSED' then r.created_at + (10 + r.u_date * 20) * interval '1 day' end closed_at,
             r.created_at
           from (
             select x.*, case
                 when x.status = 'ACTIVE' and x.no_date then now() - x.u_age * interval '25 days'
                 when x.status = 'ACTIVE' then now() - x.u_age * x.u_age * interval '90 days'
                 when x.status = 'CLOSED' then now() - (30 + x.u_age * 700) * interval '1 day'
                 else now() - (45 + x.u_age * 700) * interval '1 day'
               end created_at
             from (
               select g, random() u_svc, random() u_sub, random() u_place, random() u_date, random() u_budget, random() u_b, random() u_boost, random() u_reason, random() u_age,
                 random() < 0.15 no_date, case when random() < 0.82 then 'ACTIVE' when random() < 0.55 then 'CLOSED' else 'OUTDATED' end status,
                 1 + floor(random() * $3::int)::int ci_n, 1 + floor(random() * (select count(*) from b_place))::int pl_n, 1 + floor(random() * (select count(*) from b_city))::int city_n,
                 1 + floor(random() * 8)::int t1, 1 + floor(random() * 8)::int t2, floor(random() * 1000)::int k
               from generate_series(1, $1::int) g
               offset 0
             ) x
           ) r
           join b_client c on c.n = r.ci_n
           join b_service s on r.u_svc >= s.lo and r.u_svc < s.hi
           left join b_subcat sc on sc.parent_id = s.id and sc.n = 1 + r.k % greatest(s.subs, 1)
           join b_place pl on pl.n = r.pl_n join b_city ci on ci.n = r.city_n
           join b_text t1 on t1.kind = 'request' and t1.n = r.t1 join b_text t2 on t2.kind = 'request' and t2.n = r.t2
         ) q
         order by created_at`,
        [p.requests, HALERU_PER_KORUNA, p.clients],
      );
      await q('analyze requests');
    });

    await withoutIndexes(['proposals', 'credit_ledger'], () => proposalsAndCharges(q, p, before, step, indexed));

    await step('conversations and messages', async () => {
      // Every accepted proposal has its conversation; the rest are proposals the client wrote about
      // (the demo professional profik@ among the busiest, so its own lists are realistic).
      await q(
        `create temp table b_conv on commit drop as
         select gen_random_uuid() id, c.*, least(interval '20 hours' * (0.2 + random()), (now() - c.opened_at) / ($3::int + 1)) step, random() u1, random() u2
         from (
           select p.id proposal_id, p.request_id, p.executor_profile_id, r.client_profile_id, r.number, p.text, r.closed_at opened_at,
             r.category_id, r.subcategory_id, r.municipality_id
           from proposals p join requests r on r.id = p.request_id where r.number > $1 and p.status = 'EXECUTOR'
           union all
           select * from (
             select p.id, p.request_id, p.executor_profile_id, r.client_profile_id, r.number, p.text, least(now() - interval '1 hour', p.seen_by_client_at + interval '2 hours'),
               r.category_id, r.subcategory_id, r.municipality_id
             from proposals p join requests r on r.id = p.request_id
             where r.number > $1 and r.status = 'ACTIVE' and p.status in ('NEW', 'CANDIDATE') and p.seen_by_client_at is not null
             order by p.executor_profile_id = (select p2.id from profiles p2 join users u on u.id = p2.user_id where u.email = 'profik@zaber.test') desc, random()
             limit greatest(0, $2::int - (select count(*) from proposals p join requests r on r.id = p.request_id where r.number > $1 and p.status = 'EXECUTOR'))
           ) more
         ) c limit $2::int`,
        [before, p.conversations, p.messagesPerConversation],
      );
      await q(
        `insert into conversations (id, kind, client_profile_id, executor_profile_id, request_id, proposal_id, status, subject, subject_url,
           client_read_at, executor_read_at, last_message_at, created_at)
         select c.id, 'PROPOSAL', c.client_profile_id, c.executor_profile_id, c.request_id, c.proposal_id, 'NEGOTIATION', t.subject,
           '/poptavky/' || c.number || '/' || pg_temp.bench_slug(t.subject) || '/',
           c.opened_at + ($1::int - case when c.u1 < 0.85 then 1 else 2 end) * c.step, c.opened_at + ($1::int - case when c.u2 < 0.85 then 1 else 2 end) * c.step,
           c.opened_at + ($1::int - 1) * c.step, c.opened_at
         from b_conv c
         cross join lateral (select coalesce((select name from categories where id = c.subcategory_id), (select name from categories where id = c.category_id))
           || ' – ' || coalesce((select name from municipalities where id = c.municipality_id), 'Celá ČR') subject) t`,
        [p.messagesPerConversation],
      );
      // The first message is the proposal's text; then the parties take turns. All were mailed (or passed over) already.
      await q(`insert into messages (conversation_id, sender_profile_id, kind, text, emailed_at, created_at)
               select c.id, case when j % 2 = 1 then c.executor_profile_id else c.client_profile_id end, 'TEXT',
                 case when j = 1 then c.text else t.text end, c.opened_at + (j - 1) * c.step + interval '5 minutes', c.opened_at + (j - 1) * c.step
               from b_conv c cross join generate_series(1, ${Number(p.messagesPerConversation)}) j
               join b_text t on t.kind = 'message' and t.n = 1 + (j - 2 + 100) % 10`);
    });
    await q('commit');
  } catch (error) {
    await q('rollback').catch(() => undefined);
    throw error;
  }
}

/** Ten paid proposals per generated request, and their charges on the credit ledger. */
async function proposalsAndCharges(q, p, before, step, indexed) {
  const { PROPOSAL_COST, PROPOSAL_BOOST_COST, PROPOSAL_HIGHLIGHT_COST, HALERU_PER_KORUNA } = businessConstants();
  await step('proposals', async () => {
    // Ten distinct professionals of the request's service each (the most a request takes), demo
    // professionals included: consecutive ones from a random start in the service's list.
    await q(`create temp table b_offer on commit drop as
               select pc.category_id, pc.profile_id, row_number() over (partition by pc.category_id order by pc.profile_id)::int rn,
                 count(*) over (partition by pc.category_id)::int cnt
               from profile_categories pc join profiles p on p.id = pc.profile_id where pc.active and p.is_public and p.is_executor`);
    await q('create temp table b_offer_count on commit drop as select category_id, max(cnt) cnt from b_offer group by category_id');
    await indexed('b_offer (category_id, rn)', 'b_offer_count (category_id)');
    // The draws are kept in a table: PostgreSQL may inline a subquery's random() into each place that reads it.
    await q(
      `create temp table b_plan on commit drop as
         select r.id, r.status, r.close_reason, r.created_at, r.budget_min, r.category_id, k, random() u,
           1 + (r.base + k) % c.cnt rn, 1 + (r.base + k) % 6 text_n
         from (select id, status, close_reason, created_at, budget_min, category_id, floor(random() * 100000)::int base from requests where number > $1 offset 0) r
         join b_offer_count c on c.category_id = r.category_id
         cross join generate_series(1, $2::int) k`,
      [before, p.proposalsPerRequest],
    );
    await indexed('b_plan (category_id, rn)');
    await q(
      `insert into proposals (id, request_id, executor_profile_id, price, text, status, seen_by_client_at, boosted, highlighted, cost, created_at)
         select gen_random_uuid(), id, executor, price, text, status, seen, boosted, highlighted,
           $1::int + case when boosted then $2::int else 0 end + case when highlighted then $3::int else 0 end, created_at
         from (
           select x.id, o.profile_id executor, t.text, x.status::proposal_status status, x.created_at,
             greatest(49000, (round(coalesce(x.budget_min, s.bmin * 100) * (0.8 + random() * 0.7) / 10000) * 10000)::int) price,
             case when x.status <> 'NEW' or x.request_status <> 'ACTIVE' or x.created_at < now() - interval '6 days' or random() < 0.5
               then least(now(), x.created_at + (1 + random() * 47) * interval '1 hour') end seen,
             random() < 0.04 boosted, random() < 0.03 highlighted
           from (
             select id, category_id, rn, text_n, budget_min, status request_status,
               case
                 when close_reason = 'CHOSE_EXECUTOR' then case when k = 1 then 'EXECUTOR' else 'REJECTED' end
                 when close_reason = 'NONE_INTERESTING' then 'REJECTED'
                 else case when u < 0.85 then 'NEW' when u < 0.95 then 'CANDIDATE' else 'REJECTED' end
               end status,
               least(now() - k * interval '1 minute', created_at + k * (0.5 + u * 6) * interval '1 hour') created_at
             from b_plan
           ) x
           join b_service s on s.id = x.category_id
           join b_offer o on o.category_id = x.category_id and o.rn = x.rn
           join b_text t on t.kind = 'proposal' and t.n = x.text_n
           offset 0
         ) q`,
      [PROPOSAL_COST, PROPOSAL_BOOST_COST, PROPOSAL_HIGHLIGHT_COST],
    );
    await q('analyze proposals');
  });

  await step('credit ledger', async () => {
    // The ledger's balance trigger (migration 0009) would update a profile's row a million times:
    // off for the bulk insert, then the kept balances written once from the sums, in the same transaction.
    const keptBalances = (await q(`select to_regclass('credit_balances') is not null as kept`)).rows[0].kept;
    if (keptBalances) await q('alter table credit_ledger disable trigger user');
    // Topped up before the first proposal (500 Kč left over for bench professionals), then each charge as createProposal posts it.
    await q(
      `insert into credit_ledger (profile_id, kind, amount, description, reference, created_at)
         select p.executor_profile_id, 'TOP_UP', sum(p.cost)::int + case when b.profile_id is null then 0 else 500 * $2::int end, 'Dobití kreditu',
           'bench-top-up:' || p.executor_profile_id, min(p.created_at) - interval '1 day'
         from proposals p join requests r on r.id = p.request_id left join b_pro b on b.profile_id = p.executor_profile_id
         where r.number > $1 group by p.executor_profile_id, b.profile_id`,
      [before, HALERU_PER_KORUNA],
    );
    await q(
      `insert into credit_ledger (profile_id, kind, amount, description, reference, created_at)
         select p.executor_profile_id, e.kind::credit_ledger_kind, e.amount, e.label || r.number, e.prefix || p.id, p.created_at
         from proposals p join requests r on r.id = p.request_id
         cross join lateral (values ('PROPOSAL', -$2::int, 'Nabídka na poptávku č. ', 'proposal:', true),
                                    ('PROPOSAL_BOOST', -$3::int, 'Topování nabídky na poptávku č. ', 'proposal-boost:', p.boosted),
                                    ('PROPOSAL_HIGHLIGHT', -$4::int, 'Zvýraznění nabídky na poptávku č. ', 'proposal-highlight:', p.highlighted)) e(kind, amount, label, prefix, applies)
         where r.number > $1 and e.applies`,
      [before, PROPOSAL_COST, PROPOSAL_BOOST_COST, PROPOSAL_HIGHLIGHT_COST],
    );
    if (keptBalances) {
      await q('alter table credit_ledger enable trigger user');
      await q(`insert into credit_balances (profile_id, balance) select profile_id, sum(amount) from credit_ledger group by profile_id
               on conflict (profile_id) do update set balance = excluded.balance`);
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv[2] ? [process.argv[2]] : ['full', 'small'];
  for (const size of sizes) {
    const result = await ensureDataset({ size, log: (line) => console.error(line) });
    console.log(
      `${size}: ${databaseName(result.url)} ${result.reused ? 'reused' : 'generated'} in ${(result.ms / 1000).toFixed(1)} s`,
      JSON.stringify(result.counts),
    );
  }
}
