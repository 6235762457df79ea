import v8 from 'node:v8';

/** The V8 flag that lets the old generation grow `percent` past what its last full collection kept; none for 0. */
export function heapGrowthFlag(percent: number): string | undefined {
  return percent > 0 ? `--heap-growing-percent=${percent}` : undefined;
}

/**
 * Bounds this process's heap growth (`API_HEAP_GROWTH`). V8 reads the flag whenever it sets the
 * limit of the next full collection, so setting it at start, before the application loads, holds for
 * the process's whole life.
 */
export function limitHeapGrowth(percent: number): void {
  const flag = heapGrowthFlag(percent);
  if (flag) v8.setFlagsFromString(flag);
}
