/** One answer's latency (ms, from queueing the request to its full answer) and status. */
export type Sample = { ms: number; status?: number };
export type Row = {
  name: string;
  count: number;
  perSecond: number | null;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

export function summary(name: string, samples: Sample[], seconds?: number): Row {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    name,
    count: ms.length,
    perSecond: seconds ? ms.length / seconds : null,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
    p99: percentile(ms, 0.99),
    max: ms[ms.length - 1] ?? Number.NaN,
  };
}

export function table(rows: Row[]): void {
  const f = (x: number) => x.toFixed(1).padStart(7);
  console.log(`${'scenario'.padEnd(48)}     n    req/s   p50 ms  p95 ms  p99 ms  max ms`);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(48)}${String(r.count).padStart(6)}${(r.perSecond ? r.perSecond.toFixed(0) : '-').padStart(9)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${f(r.max)}`,
    );
}
