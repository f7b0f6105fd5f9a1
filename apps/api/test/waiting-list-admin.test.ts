import { HOLD_MINUTES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { startWaitingListOffers } from '../src/jobs/waiting-list-offers.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer, type TestApp } from './helpers/test-app.ts';
import {
  advanceClock,
  blocker,
  claimOffer,
  joinList,
  myStanding,
  soldOutMatch,
} from './helpers/waiting-list.ts';

const OFFER_MINUTES = 30;
const minutes = (n: number) => n * 60_000;

const entryOf = async (t: TestApp, token: string, matchId: string) =>
  (await myStanding(t, token, matchId)).json().entry;

/**
 * The offer job itself (jobs/waiting-list-offers.ts) on a short interval until `rounds` rounds ran; answers
 * what each round offered. Waits for the rounds, not for time.
 */
function jobRounds(t: TestApp, rounds: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const offered: number[] = [];
    const stop = startWaitingListOffers(
      {
        offerRound: async () => {
          const n = await t.app.services.waitingList.offerRound();
          offered.push(n);
          if (offered.length === rounds) {
            stop();
            resolve(offered);
          }
          return n;
        },
      },
      5,
      (err) => {
        stop();
        reject(err);
      },
    );
  });
}

describe.each(await availableKinds())('the club’s waiting list of a match on %s', (kind) => {
  const t = suiteApp(kind, { WAITING_LIST_OFFER_MINUTES: String(OFFER_MINUTES) });
  const asAdmin = (token: string | undefined, matchId: string, method: 'GET' | 'POST' = 'GET', path = '') =>
    t.app.inject({
      method,
      url: `/v2/admin/events/${matchId}/waiting-list${path}`,
      headers: token ? bearer(token) : {},
    });

  it('lists every fan in join order with the state: waiting with the place, offered until, paid, expired', async () => {
    const { matchId } = await soldOutMatch(t, 3, 0);
    await blocker(t, matchId, 3);
    const admin = await t.newUser(['USER', 'ADMIN']);
    const [a, b, c, d] = await Promise.all([t.newUser(), t.newUser(), t.newUser(), t.newUser()]);
    for (const [fan, count] of [
      [a, 2],
      [b, 1],
      [c, 2],
      [d, 1],
    ] as const)
      expect((await joinList(t, fan?.token as string, matchId, { count })).statusCode).toBe(201);
    await advanceClock(t, minutes(HOLD_MINUTES + 1));
    expect(await t.app.services.waitingList.offerRound()).toBe(2);
    const offerB = await entryOf(t, b?.token as string, matchId);
    expect((await claimOffer(t, b?.token as string, offerB.id)).statusCode).toBe(200);
    const paid = await payCart(t, b?.token as string);
    await notifyPayment(t, paymentIdOf(paid.json().redirectUrl));
    await advanceClock(t, minutes(OFFER_MINUTES));
    expect(await t.app.services.waitingList.offerRound()).toBe(1);

    const res = await asAdmin(admin.token, matchId);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ matchId, paused: false, pausedAt: null, waiting: 1, waitingSeats: 1 });
    const rows = list.entries.map(
      (e: { fan: { email: string }; state: string; position: number | null; paid: boolean }) => [
        e.fan.email,
        e.state,
        e.position,
        e.paid,
      ],
    );
    expect(rows).toEqual([
      [a?.email, 'EXPIRED', null, false],
      [b?.email, 'CLAIMED', null, true],
      [c?.email, 'OFFERED', null, false],
      [d?.email, 'WAITING', 1, false],
    ]);
    const offered = list.entries[2];
    expect(Date.parse(offered.offerExpiresAt)).toBe(
      Date.parse((await entryOf(t, c?.token as string, matchId)).offer.expiresAt),
    );
    expect(list.entries[3].offerExpiresAt).toBeNull();
  });

  it('answers only the club’s admin, with a code for a match that is not there', async () => {
    const { matchId } = await soldOutMatch(t, 1, 1);
    const fan = await t.newUser();
    const admin = await t.newUser(['USER', 'ADMIN']);
    expect((await asAdmin(undefined, matchId)).statusCode).toBe(401);
    expect((await asAdmin(fan.token, matchId, 'POST', '/pause')).json()).toMatchObject({ status: 403 });
    const missing = await asAdmin(admin.token, '00000000-0000-4000-8000-000000000000', 'POST', '/pause');
    expect(missing.json()).toMatchObject({ status: 404, code: 'EVENT_NOT_FOUND' });
    expect((await asAdmin(admin.token, 'not-a-uuid')).json()).toMatchObject({
      status: 404,
      code: 'EVENT_NOT_FOUND',
    });
    const [lists] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from waiting_lists where paused_at is not null`,
    );
    expect(lists?.n).toBe(0);
  });

  it('a paused list gets no offer from the running job; resumed, the job offers to the first fan', async () => {
    const { matchId } = await soldOutMatch(t, 1, 2);
    await blocker(t, matchId, 1);
    const admin = await t.newUser(['USER', 'ADMIN']);
    const fan = await t.newUser();
    await joinList(t, fan.token, matchId, { count: 1 });
    expect((await asAdmin(admin.token, matchId, 'POST', '/pause')).json()).toMatchObject({ paused: true });
    // Pausing a paused list changes nothing and is not audited twice.
    expect((await asAdmin(admin.token, matchId, 'POST', '/pause')).json()).toMatchObject({ paused: true });
    await advanceClock(t, minutes(HOLD_MINUTES + 1));

    expect(await jobRounds(t, 3)).toEqual([0, 0, 0]);
    expect(await entryOf(t, fan.token, matchId)).toMatchObject({ state: 'WAITING', position: 1 });
    expect(await messagesTo(t.db, fan.email)).toHaveLength(0);

    expect((await asAdmin(admin.token, matchId, 'POST', '/resume')).json()).toMatchObject({
      paused: false,
      pausedAt: null,
    });
    expect((await jobRounds(t, 1))[0]).toBe(1);
    expect((await entryOf(t, fan.token, matchId)).state).toBe('OFFERED');
    const audit = await queryRows<{ action: string; actorId: string }>(
      t.db,
      sql`select action, actor_id as "actorId" from audit_log where entity = 'EVENT' and entity_id = ${matchId}
        order by id`,
    );
    expect(audit).toEqual([
      { action: 'WAITING_LIST_PAUSE', actorId: admin.id },
      { action: 'WAITING_LIST_RESUME', actorId: admin.id },
    ]);
  });
});
