// What every part of `npm run bench` prints with: the machine, plain text tables and latency percentiles.
import os from 'node:os';

/** The machine the numbers come from: they mean little without it. */
export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** One line naming the machine, for the head of a report. */
export function machineLine(host = machine()) {
  return `Machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGB} GB RAM, load ${host.loadAverage.join(' ')}; Node ${host.node}, ${host.platform}`;
}

/** A plain text table: the first column left-aligned, the others right-aligned. */
export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Sections as the API and live benches return them: `{ title, header, rows, notes? }`, as text. */
export function formatSections(sections) {
  return sections.map((s) => [`\n${s.title}:\n`, table(s.header, s.rows), ...(s.notes ?? []).map((n) => `  ${n}`)].join('\n')).join('\n');
}

/** p50/p95/p99/max of latencies in ms (nearest rank), with the count. */
export function percentiles(values) {
  const sorted = Float64Array.from(values).sort();
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN);
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.length ? sorted[sorted.length - 1] : Number.NaN };
}

/** A number of ms as printed: one decimal under 100, whole above. */
export function ms(value) {
  if (!Number.isFinite(value)) return '–';
  return value < 100 ? value.toFixed(1) : String(Math.round(value));
}

/** A ratio as printed, with a mark when it misses its target. */
export function ratio(value, target) {
  if (!Number.isFinite(value)) return '–';
  return `${value.toFixed(2)}×${target !== undefined && value > target ? ' ✗' : ''}`;
}
