import type { Db } from '../db/database';
import type { MediaStorage } from '../lib/ports';
import { refreshAllExecutorFigures } from '../modules/executors/executor-figures.service';
import { seedCategories } from './categories';
import { seedDemoAccounts } from './demo';
import { type DemoContentReport, seedDemoContent } from './demo-content';
import { seedDemoEngagements } from './demo-engagements';
import { type GeneratedReport, seedGeneratedDemo } from './demo-generated';
import { seedDemoPaymentOrders } from './demo-payments';
import { seedPlaces } from './places';

export interface SeedOptions {
  /** The places CSV; undefined skips places (tests that do not need 6 258 rows). */
  placesCsv: string | undefined;
  demo: boolean;
  /** Seeds demo professionals, packages, requests and blog posts, with images in this storage. */
  demoContent?: MediaStorage | undefined;
  /**
   * With demo content: also the generated volume (≈ 60 professionals, packages, 90 requests,
   * reviews; demo-generated.ts). Default true; the test harness turns it off unless asked.
   */
  demoGenerated?: boolean;
}

export interface SeedReport {
  provinces: number;
  regions: number;
  municipalities: number;
  categories: number;
  demoAccounts: number;
  /** Only when demo content was asked for. */
  demoContent?: DemoContentReport;
  /** Only when the generated volume was asked for. */
  demoGenerated?: GeneratedReport;
  /** Only with demo content: the demo client's pending package order and targeted request. */
  demoEngagements?: { orders: number; privateRequests: number };
  /** Only with demo content: profik@'s paid GoPay top-up and waiting bank transfer. */
  demoPaymentOrders?: number;
}

/** Runs after the migrations on every start; each part is idempotent. Returns what was inserted. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedReport> {
  const places = options.placesCsv ? await seedPlaces(db, options.placesCsv) : { provinces: 0, regions: 0, municipalities: 0 };
  const categories = await seedCategories(db);
  const demoAccounts = options.demo ? await seedDemoAccounts(db) : 0;
  const report: SeedReport = { ...places, categories, demoAccounts };
  if (options.demoContent) {
    report.demoContent = await seedDemoContent(db, options.demoContent);
    if (options.demoGenerated ?? true) report.demoGenerated = await seedGeneratedDemo(db, options.demoContent);
    report.demoEngagements = await seedDemoEngagements(db);
    report.demoPaymentOrders = await seedDemoPaymentOrders(db);
    // Response times, activity and ratings computed from the seeded proposals, messages, works and
    // reviews, as the daily job would (only when something was seeded: a second start changes nothing).
    if (report.demoContent.executors || report.demoGenerated?.executors) await refreshAllExecutorFigures({ db });
  }
  return report;
}
