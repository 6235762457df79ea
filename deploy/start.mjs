// The image's command: starts the part the image was built for (ZABER_ENTRY, relative to /app).
// Other commands are given as arguments instead: `… zaber-api api/dist/migrate.js`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = path.resolve(import.meta.dirname, process.env.ZABER_ENTRY ?? '');
process.argv[1] = entry;
await import(pathToFileURL(entry).href);
