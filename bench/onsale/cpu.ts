import { readFile } from 'node:fs/promises';
import type pg from 'pg';

// Linux's clock ticks per second for /proc/<pid>/stat (getconf CLK_TCK; 100 on every common kernel).
const TICKS_PER_S = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 when it is gone or not on Linux. */
export async function cpuMsOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at state; utime/stime are 14/15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** CPU used during a phase by the API process, PostgreSQL's backends of the bench database, and the bench. */
export type PhaseCpu = { apiMs: number; postgresMs: number; benchMs: number };

/**
 * Measures the CPU each party spends during `work`. On a shared machine throughput depends on what
 * else runs; CPU per attempt much less so, which makes it the steadier figure to compare changes by.
 * The PostgreSQL figure covers the backends connected to the bench database when the phase starts
 * and ends (the API's and the baseline's pools keep theirs for the whole phase).
 */
export async function measureCpu<T>(
  admin: pg.ClientBase,
  apiPid: number | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: PhaseCpu }> {
  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  const sample = async (pids: number[]) => {
    const each = await Promise.all(pids.map(async (pid) => [pid, await cpuMsOf(pid)] as const));
    return new Map(each);
  };
  const pgBefore = await sample(await backends());
  const apiBefore = apiPid ? await cpuMsOf(apiPid) : 0;
  const benchBefore = process.cpuUsage();
  const result = await work();
  const bench = process.cpuUsage(benchBefore);
  const apiMs = apiPid ? (await cpuMsOf(apiPid)) - apiBefore : 0;
  const pgAfter = await sample([...new Set([...pgBefore.keys(), ...(await backends())])]);
  let postgresMs = 0;
  for (const [pid, ms] of pgAfter) if (ms > 0) postgresMs += ms - (pgBefore.get(pid) ?? 0);
  return { result, cpu: { apiMs, postgresMs, benchMs: (bench.user + bench.system) / 1000 } };
}
