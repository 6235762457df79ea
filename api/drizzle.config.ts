import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new versioned SQL migration from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
