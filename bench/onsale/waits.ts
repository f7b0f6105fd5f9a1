import type pg from 'pg';

/**
 * Samples what PostgreSQL's busy backends of the bench database are waiting on (pg_stat_activity,
 * every `everyMs`) while `work` runs. "CPU" is a backend running; "Client/ClientRead" inside a
 * transaction is a backend waiting for the API's next statement. This is how the notify lock (Lock
 * object at commit) and the WAL flush (LWLock WALWrite, IO WALSync) showed up.
 */
export async function sampleWaits<T>(admin: pg.ClientBase, work: () => Promise<T>, everyMs = 10) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { rows } = await admin.query<{ wait: string; query: string }>(
        `select coalesce(wait_event_type || '/' || wait_event, 'CPU') as wait,
           left(regexp_replace(query, '\\s+', ' ', 'g'), 32) as query
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      samples++;
      for (const r of rows) {
        const key = `${r.wait.padEnd(24)} ${r.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  try {
    return { result: await work(), report: () => waitReport(counts, samples) };
  } finally {
    running = false;
    await sampler;
  }
}

function waitReport(counts: Map<string, number>, samples: number): string[] {
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 10);
  return [
    `PostgreSQL backends not idle during the API phase (${samples} samples; mean busy backends per sample):`,
    ...top.map(([key, n]) => `  ${(n / Math.max(samples, 1)).toFixed(2).padStart(6)}  ${key}`),
  ];
}
