import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { openSse } from './helpers/sse.ts';

describe('SIGTERM with a live-seat stream open', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hokej-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('tells the page to reconnect, closes its stream and exits within 10 s', async () => {
    const server = await startServerProcess({ DATABASE_URL: undefined, DATA_DIR: dataDir, SEED: 'demo' });
    try {
      const events = (await (await fetch(`${server.base}/v2/event`)).json()) as {
        data: Array<{ uuid: string }>;
      };
      const page = await openSse(`${server.base}/v2/push/EVENT/${events.data[0]?.uuid}`);
      await page.waitForRetries(1);
      expect(page.retries).toEqual([2000]);
      const started = Date.now();
      await server.stop('SIGTERM');
      const took = Date.now() - started;
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(took).toBeLessThan(10_000);
      // The stream ended from the server's side, after a retry line of 1–3 s.
      await page.ended;
      expect(page.retries).toHaveLength(2);
      expect(page.retries[1]).toBeGreaterThanOrEqual(1000);
      expect(page.retries[1]).toBeLessThan(3000);
      // A clean stop leaves the embedded database's folder free for the next start.
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      console.info(`SIGTERM with an open stream: exited in ${took} ms`);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 120_000);
});
