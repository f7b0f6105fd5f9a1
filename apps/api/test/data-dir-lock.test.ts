import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock.ts';
import { spawnServerProcess, startServerProcess } from './helpers/server-process.ts';

/** Every file under `dir` with its size and modification time. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(file);
    out[path.relative(dir, file)] = `${size}@${mtimeMs}`;
  }
  return out;
}

describe('two processes on one embedded DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hokej-datadir-'));
  // No background jobs: the first process leaves its files alone while the second one tries.
  const env = {
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    SEED: 'none',
    HOLD_SWEEP_INTERVAL_MS: '0',
    OUTBOX_POLL_MS: '0',
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('the second exits at once with a clear message and never touches the data; the first keeps running', async () => {
    const first = await startServerProcess(env);
    try {
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.pid));
      const before = snapshot(dataDir);
      const second = await spawnServerProcess(env);
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.output()).toContain(
        `DATA_DIR ${dataDir} is in use by another running shop process (pid ${first.pid})`,
      );
      expect(snapshot(dataDir)).toEqual(before);
      expect(first.running()).toBe(true);
      const events = await fetch(`${first.base}/v2/event`);
      expect(events.status).toBe(200);
    } finally {
      await first.stop('SIGKILL');
    }
  }, 120_000);

  it('a lock left by a process that is gone is taken over', async () => {
    // The first test's process was killed: its lock is still there. Make sure it names a dead pid.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid as number;
    writeFileSync(path.join(dataDir, LOCK_FILE), `${gone}\n`);
    const next = await startServerProcess(env);
    try {
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(next.pid));
      expect((await fetch(`${next.base}/v2/event`)).status).toBe(200);
    } finally {
      await next.stop('SIGTERM');
    }
  }, 120_000);
});
