import { execFileSync } from 'node:child_process';
import { heapGrowthPercent } from '../config';
import { heapGrowthFlag } from './heap-growth';

/**
 * A process that keeps ≈ 60 MB alive and keeps promoting short-lived objects, as an instance holding
 * thousands of sockets does while it pushes: the flag, applied at run time as `limitHeapGrowth` does,
 * prints the heap's largest size and what a full collection keeps.
 */
const CHURN = `
const v8 = require('node:v8');
if (process.argv[1]) v8.setFlagsFromString(process.argv[1]);
const live = [];
for (let i = 0; i < 400000; i++) live.push({ i, s: 'x' + i, a: [i, i + 1] });
let peak = 0;
const recent = [];
for (let r = 0; r < 1500; r++) {
  const chunk = [];
  for (let j = 0; j < 2000; j++) chunk.push({ r, j, t: 'y' + j, b: [j] });
  recent.push(chunk);
  if (recent.length > 40) recent.shift();
  peak = Math.max(peak, v8.getHeapStatistics().total_heap_size);
}
recent.length = 0;
global.gc();
console.log(JSON.stringify({ peak, kept: v8.getHeapStatistics().used_heap_size, live: live.length }));
`;

function churn(flag: string | undefined): { peak: number; kept: number } {
  const out = execFileSync(process.execPath, ['--expose-gc', '-e', CHURN, flag ?? ''], { encoding: 'utf8' });
  return JSON.parse(out);
}

describe('the API heap’s growth', () => {
  it('is bounded by default, and API_HEAP_GROWTH=0 leaves it to V8', () => {
    expect(heapGrowthFlag(heapGrowthPercent({}))).toBe('--heap-growing-percent=50');
    expect(heapGrowthFlag(heapGrowthPercent({ API_HEAP_GROWTH: '0' }))).toBeUndefined();
    expect(heapGrowthFlag(heapGrowthPercent({ API_HEAP_GROWTH: ' 30 ' }))).toBe('--heap-growing-percent=30');
  });

  it('keeps a churning process’s heap far below what V8 alone lets it reach', () => {
    const own = churn(undefined);
    const bounded = churn(heapGrowthFlag(heapGrowthPercent({})));
    // The same objects stay alive either way; only the garbage carried between collections differs.
    expect(Math.abs(bounded.kept - own.kept)).toBeLessThan(own.kept * 0.1);
    expect(bounded.peak).toBeLessThan(own.peak * 0.75);
  }, 60_000);
});
