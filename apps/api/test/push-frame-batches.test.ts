import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameBatches } from '../src/modules/push/frame-batches.ts';

/**
 * PUSH_BATCH_MS on the leading edge (push/frame-batches.ts), on fake timers: when each write happens and
 * what it holds, without a clock of the machine in the test.
 */
const WINDOW = 20;

function recorder(windowMs = WINDOW) {
  const writes: Array<{ at: number; setupId: string; frames: number[] }> = [];
  const batches = createFrameBatches<number>(windowMs, (setupId, frames) =>
    writes.push({ at: Date.now(), setupId, frames: [...frames] }),
  );
  return { batches, writes };
}

describe('seat frames batched on the leading edge', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a lone change of a quiet match at once, alone, and the next lone one at once too', () => {
    const { batches, writes } = recorder();
    batches.add('match', 1);
    expect(writes).toEqual([{ at: 0, setupId: 'match', frames: [1] }]);
    // Its window passes with nothing else: no write, and the match is quiet again.
    vi.advanceTimersByTime(WINDOW);
    expect(writes).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(500);
    batches.add('match', 2);
    expect(writes.at(-1)).toEqual({ at: 500 + WINDOW, setupId: 'match', frames: [2] });
  });

  it('coalesces a burst within the window into two writes: the first change at once, the rest at its end', () => {
    const { batches, writes } = recorder();
    for (let frame = 1; frame <= 10; frame += 1) {
      batches.add('match', frame);
      vi.advanceTimersByTime(1);
    }
    expect(writes).toEqual([{ at: 0, setupId: 'match', frames: [1] }]);
    vi.advanceTimersByTime(WINDOW);
    expect(writes).toEqual([
      { at: 0, setupId: 'match', frames: [1] },
      { at: WINDOW, setupId: 'match', frames: [2, 3, 4, 5, 6, 7, 8, 9, 10] },
    ]);
    // The window that wrote opened another; it ends empty and leaves no timer.
    vi.advanceTimersByTime(WINDOW);
    expect(writes).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('in a rush longer than the window: one write per window and match, every change once and in order', () => {
    const { batches, writes } = recorder();
    const sent: Record<string, number[]> = { one: [], two: [] };
    // 500 changes over 1 s, two matches interleaved: one every 2 ms.
    for (let frame = 1; frame <= 500; frame += 1) {
      const setupId = frame % 2 ? 'one' : 'two';
      batches.add(setupId, frame);
      sent[setupId]?.push(frame);
      vi.advanceTimersByTime(2);
    }
    vi.advanceTimersByTime(2 * WINDOW);
    for (const setupId of ['one', 'two']) {
      const own = writes.filter((w) => w.setupId === setupId);
      expect(own.flatMap((w) => w.frames)).toEqual(sent[setupId]);
      // The first change at once, then one write per window of the 1 s rush.
      expect(own.length).toBeLessThanOrEqual(1 + Math.ceil(1000 / WINDOW) + 1);
      expect(own.length).toBeGreaterThan(1000 / WINDOW - 1);
      for (const [i, write] of own.entries())
        if (i > 0) expect(write.at - (own[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(WINDOW);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the matches apart: a change of another match is not held by this one’s window', () => {
    const { batches, writes } = recorder();
    batches.add('one', 1);
    vi.advanceTimersByTime(5);
    batches.add('two', 2);
    batches.add('one', 3);
    expect(writes).toEqual([
      { at: 0, setupId: 'one', frames: [1] },
      { at: 5, setupId: 'two', frames: [2] },
    ]);
    vi.advanceTimersByTime(WINDOW);
    expect(writes.at(-1)).toEqual({ at: WINDOW, setupId: 'one', frames: [3] });
  });

  it('flushAll (shutdown) writes what waits at once and leaves no timer', () => {
    const { batches, writes } = recorder();
    batches.add('match', 1);
    batches.add('match', 2);
    batches.add('other', 3);
    batches.flushAll();
    expect(writes.map((w) => w.frames)).toEqual([[1], [3], [2]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('window 0 writes every change at once and keeps no timer', () => {
    const { batches, writes } = recorder(0);
    for (const frame of [1, 2, 3]) batches.add('match', frame);
    expect(writes.map((w) => w.frames)).toEqual([[1], [2], [3]]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
