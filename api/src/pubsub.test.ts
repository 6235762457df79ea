import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Node reports listener leaks on its real `process`, which jest's sandbox does not see: the check
// runs in a child process, as the server does.
const SCRIPT = `
const { createAppPubSub } = require(${JSON.stringify(path.join(__dirname, 'pubsub.ts'))});
const warnings = [];
process.on('warning', (w) => warnings.push(w.name));
(async () => {
  const { pubSub, close } = createAppPubSub(undefined);
  // Twelve tabs of one user listen to the same topic.
  const streams = Array.from({ length: 12 }, () => pubSub.subscribe('unreadCounters', 'profile-1')[Symbol.asyncIterator]());
  const firsts = streams.map((s) => s.next());
  await new Promise((r) => setImmediate(r));
  pubSub.publish('unreadCounters', 'profile-1', { unreadNotifications: 3 });
  const received = (await Promise.all(firsts)).map((r) => r.value.unreadNotifications);
  await Promise.all(streams.map((s) => s.return()));
  await new Promise((r) => setTimeout(r, 20));
  await close();
  process.stdout.write(JSON.stringify({ received, warnings }));
})();
`;

describe('in-process pub/sub', () => {
  it('delivers to many subscriptions of one profile without a listener-leak warning', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', SCRIPT], { cwd: path.join(__dirname, '..'), encoding: 'utf8' });
    const { received, warnings } = JSON.parse(out) as { received: number[]; warnings: string[] };
    expect(received).toEqual(Array(12).fill(3));
    expect(warnings).toEqual([]);
  });
});
