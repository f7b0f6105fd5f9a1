import { describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { CONTACT, payCart } from './helpers/orders.ts';
import { type StripeShop, suiteStripeShop } from './helpers/stripe-shop.ts';

// Stripe is called outside every database transaction: a checkout records its order and payment,
// commits, and only then asks Stripe for the Checkout Session. So a hanging Stripe holds no row lock and
// no pool connection. With TWO connections in the pool (PostgreSQL; PGlite has one anyway), two fans'
// checkouts stuck at Stripe must not stop other fans' checkouts. The control run shows the test can
// fail: two transactions holding those connections (what a call inside the transaction did) stop them.
const kinds = await availableKinds();
/** The pool's size, and so the checkouts left hanging at Stripe at once (a pool of 1 cannot start the app). */
const POOL = 2;

/** A new fan holding one free seat of the first match, and the card checkout of it (not started). */
async function fanReadyToPay(s: StripeShop) {
  const fan = await s.t.newUser();
  const [seat] = await s.t.freeSeats(s.match, 1);
  expect((await s.t.holdSeat(fan.token, s.match, seat as Record<string, unknown>)).statusCode).toBe(201);
  return () => payCart(s.t, fan.token, { paymentType: 'CARD', contact: { ...CONTACT, email: fan.email } });
}

describe.each(kinds)('a hanging Stripe on %s', (kind) => {
  const s = suiteStripeShop(kind, {}, { poolSize: POOL });

  it("two fans' checkouts waiting on Stripe do not hold up other fans' checkouts", async () => {
    const stuck = [];
    for (let i = 0; i < POOL; i++) stuck.push(await fanReadyToPay(s));
    const hangs = stuck.map(() => s.standIn.hangNext('POST', '/v1/checkout/sessions'));
    const stuckAnswers = stuck.map((pay) => pay());
    await Promise.all(hangs.map((hang) => hang.arrived)); // their orders are committed; Stripe does not answer
    for (let i = 0; i < 3; i++) {
      const answer = await (await fanReadyToPay(s))();
      expect(answer.statusCode, answer.body).toBe(201);
      s.sessionOf(answer.json().redirectUrl);
    }
    if (kind === 'postgres') expect(s.t.database.status().poolWaiting).toBe(0);
    for (const hang of hangs) hang.release();
    for (const late of await Promise.all(stuckAnswers)) {
      expect(late.statusCode, late.body).toBe(201);
      s.sessionOf(late.json().redirectUrl);
    }
  });
});

describe.runIf(kinds.includes('postgres'))('control run on postgres', () => {
  const s = suiteStripeShop('postgres', {}, { poolSize: POOL });

  it('transactions holding the pool connections (as Stripe calls inside them did) stop the other checkouts', async () => {
    const pay = await fanReadyToPay(s);
    // POOL transactions, each holding its connection until released (as a Stripe call inside it did).
    const releases: Array<() => void> = [];
    const started: Array<Promise<void>> = [];
    const held = Array.from({ length: POOL }, () => {
      let begun = () => {};
      started.push(
        new Promise<void>((resolve) => {
          begun = resolve;
        }),
      );
      return s.t.db.transaction(
        () =>
          new Promise<void>((resolve) => {
            releases.push(resolve);
            begun();
          }),
      );
    });
    await Promise.all(started);
    let settled = false;
    const other = pay().finally(() => {
      settled = true;
    });
    // Wait until the other checkout queues for a connection (a busy wait on the event loop, not a sleep).
    while (s.t.database.status().poolWaiting === 0) await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    for (const release of releases) release();
    await Promise.all(held);
    expect((await other).statusCode).toBe(201);
  });
});
