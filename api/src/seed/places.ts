import fs from 'node:fs';
import path from 'node:path';
import { LOCATION_COUNTRY } from '@zaber/shared/platform/business';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { municipalities, provinces, regions } from '../db/schema';
import { present } from '../lib/present';
import { compareCzech, slugify } from '../lib/slug';

interface CsvRow {
  code: number;
  name: string;
  postalCode: string;
  postalCodes: string;
  districtCode: number;
  districtName: string;
  regionCode: number;
  regionName: string;
}

function readPlacesCsv(file: string): CsvRow[] {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  if (header !== 'municipality_code,municipality_name,postal_code,postal_codes,district_code,district_name,region_code,region_name') {
    throw new Error(`Unexpected header in ${file}`);
  }
  // The file has no quoted fields (checked by the header and the field count).
  return lines.map((line, index) => {
    const f = line.split(',');
    if (f.length !== 8) throw new Error(`${file}:${index + 2}: expected 8 fields`);
    return {
      code: Number(f[0]),
      name: present(f[1]),
      postalCode: present(f[2]),
      postalCodes: present(f[3]),
      districtCode: Number(f[4]),
      districtName: present(f[5]),
      regionCode: Number(f[6]),
      regionName: present(f[7]),
    };
  });
}

/**
 * Unique municipality slugs: the bare name when it is unique or the municipality is its
 * district's seat (Benešov in okres Benešov), else name + district, else + RÚIAN code.
 */
function municipalitySlugs(rows: readonly CsvRow[]): Map<number, string> {
  const byBase = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const base = slugify(row.name);
    byBase.set(base, [...(byBase.get(base) ?? []), row]);
  }
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  const claim = (row: CsvRow, slug: string) => {
    slugs.set(row.code, slug);
    taken.add(slug);
  };
  for (const [base, group] of byBase) {
    if (group.length === 1) claim(present(group[0]), base);
  }
  for (const [base, group] of byBase) {
    if (group.length === 1) continue;
    const seat = group.find((row) => slugify(row.districtName) === base);
    if (seat && !taken.has(base)) claim(seat, base);
    for (const row of group) {
      if (slugs.has(row.code)) continue;
      const withDistrict = `${base}-${slugify(row.districtName)}`;
      claim(row, taken.has(withDistrict) || group.filter((r) => r.districtCode === row.districtCode).length > 1 ? `${withDistrict}-${row.code}` : withDistrict);
    }
  }
  return slugs;
}

function sortIndex<T>(items: readonly T[], name: (item: T) => string): Map<T, number> {
  return new Map([...items].sort((a, b) => compareCzech(name(a), name(b))).map((item, index) => [item, index + 1]));
}

const BATCH = 500;

/** The coordinates file beside the places CSV (data/cz-municipality-coordinates.csv). */
export const COORDINATES_FILE = 'cz-municipality-coordinates.csv';

interface CoordinateRow {
  code: number;
  latitude: number;
  longitude: number;
}

function readCoordinatesCsv(file: string): CoordinateRow[] {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  if (header !== 'municipality_code,latitude,longitude') throw new Error(`Unexpected header in ${file}`);
  return lines.map((line, index) => {
    const [code, latitude, longitude, ...rest] = line.split(',').map(Number);
    if (rest.length || ![code, latitude, longitude].every((n) => Number.isFinite(n))) throw new Error(`${file}:${index + 2}: expected 3 numbers`);
    return { code: present(code), latitude: present(latitude), longitude: present(longitude) };
  });
}

/**
 * Fills the obce's latitude/longitude by RÚIAN code where they are missing, so a database seeded
 * before the coordinates existed gets them on its next start. Skipped without the file.
 */
async function seedCoordinates(db: Db, file: string): Promise<number> {
  if (!fs.existsSync(file)) return 0;
  const [missing] = await db.select({ count: sql<number>`count(*)::int` }).from(municipalities).where(sql`${municipalities.latitude} is null`);
  if (!missing?.count) return 0;
  const rows = readCoordinatesCsv(file);
  let updated = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = sql.join(
      rows.slice(start, start + BATCH).map((r) => sql`(${r.code}::int, ${r.latitude}::float8, ${r.longitude}::float8)`),
      sql`, `,
    );
    const done = await db
      .update(municipalities)
      .set({ latitude: sql`c.latitude`, longitude: sql`c.longitude` })
      .from(sql`(values ${values}) as c(code, latitude, longitude)`)
      .where(sql`${municipalities.code} = c.code and ${municipalities.latitude} is null`)
      .returning({ id: municipalities.id });
    updated += done.length;
  }
  return updated;
}

/** Seeds kraje, okresy and obce with their coordinates; idempotent (RÚIAN codes are the natural keys). */
export async function seedPlaces(db: Db, csvFile: string): Promise<{ provinces: number; regions: number; municipalities: number }> {
  const inserted = await insertPlaces(db, csvFile);
  await seedCoordinates(db, path.join(path.dirname(csvFile), COORDINATES_FILE));
  return inserted;
}

async function insertPlaces(db: Db, csvFile: string): Promise<{ provinces: number; regions: number; municipalities: number }> {
  const rows = readPlacesCsv(csvFile);
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(municipalities);
  if (existing && existing.count >= rows.length) {
    return { provinces: 0, regions: 0, municipalities: 0 };
  }

  const provinceRows = [...new Map(rows.map((r) => [r.regionCode, r.regionName])).entries()];
  const provinceSort = sortIndex(provinceRows, ([, name]) => name);
  const regionRows = [...new Map(rows.map((r) => [r.districtCode, r])).values()];
  const regionSort = sortIndex(regionRows, (r) => r.districtName);
  const municipalitySort = sortIndex(rows, (r) => r.name);
  const slugs = municipalitySlugs(rows);

  return db.transaction(async (tx) => {
    const insertedProvinces = await tx
      .insert(provinces)
      .values(
        provinceRows.map((entry) => ({
          code: entry[0],
          name: entry[1],
          slug: slugify(entry[1]),
          sort: present(provinceSort.get(entry)),
          country: LOCATION_COUNTRY,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: provinces.id });
    const provinceIds = new Map((await tx.select({ id: provinces.id, code: provinces.code }).from(provinces)).map((p) => [p.code, p.id]));

    const insertedRegions = await tx
      .insert(regions)
      .values(
        regionRows.map((r) => ({
          code: r.districtCode,
          name: r.districtName,
          slug: slugify(r.districtName),
          sort: present(regionSort.get(r)),
          provinceId: present(provinceIds.get(r.regionCode)),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: regions.id });
    const regionIds = new Map((await tx.select({ id: regions.id, code: regions.code }).from(regions)).map((r) => [r.code, r.id]));

    let insertedMunicipalities = 0;
    for (let start = 0; start < rows.length; start += BATCH) {
      const inserted = await tx
        .insert(municipalities)
        .values(
          rows.slice(start, start + BATCH).map((r) => ({
            code: r.code,
            name: r.name,
            slug: present(slugs.get(r.code)),
            sort: present(municipalitySort.get(r)),
            country: LOCATION_COUNTRY,
            postalCode: r.postalCode,
            postalCodes: r.postalCodes,
            regionId: present(regionIds.get(r.districtCode)),
            provinceId: present(provinceIds.get(r.regionCode)),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: municipalities.id });
      insertedMunicipalities += inserted.length;
    }
    return { provinces: insertedProvinces.length, regions: insertedRegions.length, municipalities: insertedMunicipalities };
  });
}
