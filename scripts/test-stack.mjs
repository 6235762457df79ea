// The production stack's smoke test: builds what is missing, starts the compose stack on empty
// volumes, runs the journey e2e/tests/stack/ against it (a guest signs up with the code the mail
// sink received and posts a request), prints the image sizes, the start time and the result, and
// tears the stack down. Exits non-zero when anything failed. Slow (minutes): run it before landing
// a change to deploy/, compose.yaml or the servers' start-up, not in CI.
// Usage: npm run test:stack [-- --demo] [-- --keep]   (--demo: with the demo data, whose client also
// signs in with the password; --keep leaves the stack running afterwards)
import path from 'node:path';
import { podman, printSizes } from './lib/images.mjs';
import { ROOT, run } from './lib/run.mjs';
import { stackDown, stackUp } from './stack.mjs';

/** An API container's own /metrics, read from inside it (the API is not published). */
async function apiMetrics(container) {
  const script = "fetch('http://127.0.0.1:4000/metrics').then((r) => r.text()).then((t) => process.stdout.write(t))";
  const { stdout } = await podman(['exec', container, 'node', '-e', script]);
  return stdout;
}

/** The count of `/graphql` requests in http_request_duration_seconds. */
function graphqlRequests(metricsText) {
  return metricsText
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/graphql"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const keep = process.argv.includes('--keep');
const demo = process.argv.includes('--demo');
const started = Date.now();
let code = 1;
try {
  const { urls, seconds, phases, sizes } = await stackUp({ fresh: true, demo });
  printSizes(sizes);
  console.log(
    `The stack answered at ${urls.shell} ${seconds} s after the start (${Object.entries(phases)
      .map(([k, v]) => `${k} ${v} s`)
      .join(', ')}).`,
  );
  const journeyStarted = Date.now();
  code = await run('npx', ['playwright', 'test', '--workers', '1', '--reporter', 'list'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, ZABER_STACK: '1', E2E_BASE_URL: urls.shell.replace(/\/$/, ''), E2E_MAILSINK_URL: urls.mailsink, E2E_STACK_DEMO: demo ? '1' : '' },
  });
  console.log(`Journey: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - journeyStarted) / 1000)} s.`);
  // The shell's server balances both API instances: each must have answered GraphQL requests.
  for (const api of ['api-1', 'api-2']) {
    const served = graphqlRequests(await apiMetrics(`zaber-stack-${api}`));
    console.log(`${api}: ${served} GraphQL requests served`);
    if (!(served > 0)) code = 1;
  }
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
} finally {
  if (!keep) await stackDown({ volumes: true });
}
console.log(`test:stack ${code === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s.`);
process.exit(code === 0 ? 0 : 1);
