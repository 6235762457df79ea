// The least an HTTP API can cost on this machine for one operation: a bare node:http server (as many
// processes as the API, each with the API's pool size) that runs the operation's captured SQL with pg,
// exactly as the SQL replay runs it, and answers the rows as JSON. No GraphQL, no session, no logging,
// no row mapping: an HTTP round trip on loopback plus the same statements, with the load generator,
// the server and PostgreSQL sharing the cores as they do for the API.
//   BARE_PORT  BARE_WORKERS  BARE_POOL  BARE_DATABASE_URL  BARE_STATEMENTS (a JSON file: groups of pg query configs)
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const workers = Number(process.env.BARE_WORKERS ?? 1);

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('exit', () => process.exit(1));
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  // Dates, times and intervals stay text, as drizzle's node-postgres session reads them (the API maps them itself).
  const RAW = new Set([
    pg.types.builtins.TIMESTAMPTZ,
    pg.types.builtins.TIMESTAMP,
    pg.types.builtins.DATE,
    pg.types.builtins.INTERVAL,
    1231,
    1115,
    1185,
    1187,
    1182,
  ]);
  const asText = { getTypeParser: (oid, format) => (RAW.has(oid) ? (value) => value : pg.types.getTypeParser(oid, format)) };
  /** @type {Record<string, unknown>[][]} */
  const groups = JSON.parse(fs.readFileSync(String(process.env.BARE_STATEMENTS), 'utf8')).map((group) => group.map((config) => ({ ...config, types: asText })));
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: Number(process.env.BARE_POOL ?? 10) });
  const server = http.createServer(async (_request, response) => {
    try {
      const data = [];
      for (const group of groups) data.push(...(await Promise.all(group.map((config) => pool.query({ ...config })))).map((result) => result.rows));
      const body = JSON.stringify({ data });
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  server.listen(Number(process.env.BARE_PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
}
