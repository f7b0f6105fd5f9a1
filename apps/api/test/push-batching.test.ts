import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { openStreamWrites, type SeatFrame } from './helpers/sse-writes.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * PUSH_BATCH_MS seen from an open page (issue 17): what arrives on the stream and in how many writes.
 * Only the public stream is looked at, not how the hub gathers changes inside (push-frame-batches.test.ts
 * shows that on fake timers).
 *
 * The changes within one window come from one request that holds several seats at once
 * (ADD_BEST_SEATS: one transaction, announced together), so they reach the hub within milliseconds of
 * each other, far inside a 1000 ms window, with no timing guessed by the test. The match was quiet, so
 * the first change is written at once (the leading edge) and opens the window; the others wait for its
 * end, which the test waits for as a write (an event on the socket), not for a time.
 */
const WINDOW_MS = '1000';

type Held = { sector: string; row: string; name: string };

async function matches(t: TestApp): Promise<[string, string]> {
  const list = (await t.app.inject({ url: '/v2/event' })).json() as { data: Array<{ uuid: string }> };
  const [first, second] = list.data;
  if (!first || !second) throw new Error('the demo needs two matches');
  return [first.uuid, second.uuid];
}

/** A new fan holds the `count` best seats of `match` in one request; answers the seats held. */
async function holdTogether(t: TestApp, match: string, count: number): Promise<Held[]> {
  const fan = await t.newUser();
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/cart',
    headers: bearer(fan.token),
    payload: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: match, count },
  });
  expect(res.statusCode).toBe(201);
  const items = (res.json() as { items: Array<{ seat: Held; status: string }> }).items;
  return items.filter((i) => i.status === 'AWAITING_PAYMENT').map(({ seat }) => seat);
}

const key = (s: Held) => `${s.sector}|${s.row}|${s.name}`;
const ids = (frames: SeatFrame[]) => frames.map((f) => f.id);
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe.each(await availableKinds())('seat changes on an open stream on %s', (kind) => {
  describe(`PUSH_BATCH_MS=${WINDOW_MS}`, () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await createTestApp(kind, { PUSH_BATCH_MS: WINDOW_MS });
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it("a quiet match's first change comes at once and alone, the rest of its window in one write, in order; another match's never in it", async () => {
      const [one, two] = await matches(t);
      const pageOne = await openStreamWrites(base, `/v2/push/EVENT/${one}`);
      const pageTwo = await openStreamWrites(base, `/v2/push/EVENT/${two}`);
      try {
        await Promise.all([pageOne.opened(), pageTwo.opened()]);
        // Both matches change within the same window.
        const holds = Promise.all([holdTogether(t, one, 3), holdTogether(t, two, 2)]);
        // The first change of each match arrives while the others still wait for the window's end.
        await Promise.all(
          [pageOne, pageTwo].map(async (page) => {
            await page.waitForSeatFrames(1);
            expect(page.seatFrames()).toHaveLength(1);
          }),
        );
        const [heldOne, heldTwo] = await holds;
        expect(heldOne).toHaveLength(3);
        expect(heldTwo).toHaveLength(2);
        await pageOne.waitForSeatFrames(3);
        await pageTwo.waitForSeatFrames(2);

        for (const [page, held, match] of [
          [pageOne, heldOne, one],
          [pageTwo, heldTwo, two],
        ] as const) {
          const writes = page.seatWrites();
          expect(writes.map((w) => w.length)).toEqual([1, held.length - 1]);
          const frames = writes.flat();
          expect(frames.map((f) => key(f.seat)).sort()).toEqual(held.map(key).sort());
          expect(ids(frames)).toEqual(ascending(ids(frames)));
          expect(new Set(frames.map((f) => f.uuid))).toEqual(new Set([match]));
        }
      } finally {
        await pageOne.close();
        await pageTwo.close();
      }
    });
  });

  describe('PUSH_BATCH_MS=0', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await createTestApp(kind, { PUSH_BATCH_MS: '0' });
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('the same changes come one write each, in order', async () => {
      const [one] = await matches(t);
      const page = await openStreamWrites(base, `/v2/push/EVENT/${one}`);
      try {
        await page.opened();
        const held = await holdTogether(t, one, 3);
        await page.waitForSeatFrames(3);
        const writes = page.seatWrites();
        expect(writes.map((w) => w.length)).toEqual([1, 1, 1]);
        const frames = writes.flat();
        expect(frames.map((f) => key(f.seat)).sort()).toEqual(held.map(key).sort());
        expect(ids(frames)).toEqual(ascending(ids(frames)));
      } finally {
        await page.close();
      }
    });
  });
});
