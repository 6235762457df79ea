import { dropStaleTemplates } from './template-databases';

/** Before the API's suites: the templates of other sources go (template-databases.ts). */
export default async function globalSetup(): Promise<void> {
  await dropStaleTemplates(process.env.DATABASE_URL);
}
