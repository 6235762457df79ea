// Runs drizzle-kit against api's own drizzle-orm: npm nests drizzle-orm under api/node_modules,
// where drizzle-kit (hoisted to the root) cannot find it by itself.
// Usage: npm run db:generate -w api -- --name <migration-name>
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiUrl = pathToFileURL(path.join(apiDir, 'package.json')).href;

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(apiUrl)} });
  }
  return next(specifier, context);
}`)}`,
);
// require() calls inside drizzle-kit resolve through NODE_PATH.
process.env.NODE_PATH = path.join(apiDir, 'node_modules');
(await import('node:module')).default._initPaths();
const require = createRequire(apiUrl);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
