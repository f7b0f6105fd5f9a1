import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { renewalRound } from '../src/modules/renewals/renewal-deadline.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';
import { notifyPayment, paymentIdOf } from './helpers/orders.ts';
import { inDays, renewalDesk } from './helpers/renewals.ts';
import { HOLDER, type SeasonHolders, seasonHolders } from './helpers/season-holders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;

describe.each(await availableKinds())('season renewal on %s', (kind) => {
  let t: TestApp;
  let sh: SeasonHolders;
  let desk: Awaited<ReturnType<typeof renewalDesk>>;
  let next: { seasonId: string; matchIds: string[] };
  let a: Awaited<ReturnType<SeasonHolders['fanWithSeasonTicket']>>;
  let b: Awaited<ReturnType<SeasonHolders['fanWithSeasonTicket']>>;
  let c: Awaited<ReturnType<SeasonHolders['fanWithSeasonTicket']>>;
  let unpaid: Awaited<ReturnType<SeasonHolders['fanWithSeasonTicket']>>;
  let campaignId: string;
  const offerOf = async (token: string) => (await desk.offers(token)).json().data[0];
  const outboxCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from outbox`))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sh = await seasonHolders(t);
    desk = await renewalDesk(t, sh.seasonId);
    a = await sh.fanWithSeasonTicket('GOLD');
    const photo = await sh.jpegPhoto();
    const registered = await sh.register(a.fan.token, a.id, { ...HOLDER, seasonTicketType: 'GOLD' }, photo);
    expect(registered.status).toBe(200);
    b = await sh.fanWithSeasonTicket();
    c = await sh.fanWithSeasonTicket();
    unpaid = await sh.fanWithSeasonTicket('CLASSIC', false);
    await queryRows(
      t.db,
      sql`update users set phone_number = '+421905777001', phone_verified = true where id = ${a.fan.id}`,
    );
    next = await desk.nextSeason('Permanentka 2027/2028');
  });
  afterAll(() => t.close());

  it('opening keeps every paid holder’s seat in the new season and its matches, pushed live, one e-mail each (SMS when verified); a second opening changes nothing', async () => {
    const since = await desk.lastPush();
    const opened = await desk.open(next.seasonId);
    expect(opened.statusCode, opened.body).toBe(201);
    campaignId = opened.json().id;
    expect(opened.json()).toMatchObject({ offered: 3, renewed: 0, renewalRate: 0, revenue: 0 });
    for (const holder of [a, b, c]) {
      expect(await desk.statesOf(next.seasonId, holder.seat)).toEqual(['RESERVED', 'RESERVED', 'RESERVED']);
      const pushed = await desk.pushesOf(since, holder.seat);
      expect(pushed.map((p) => p.state)).toEqual(['RESERVED', 'RESERVED', 'RESERVED']);
    }
    // The unpaid order's seat is nobody's offer: still free in the new season.
    expect(await desk.statesOf(next.seasonId, unpaid.seat)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    const [mail] = (await messagesTo(t.db, a.fan.email)).filter((m) => m.channel === 'EMAIL');
    expect(mail?.subject).toBe('Obnovenie permanentky na sezónu Permanentka 2027/2028');
    const offer = await offerOf(a.fan.token);
    expect(mail?.textBody).toContain(`/my-season-tickets/renewals?offer=${offer.id}`);
    expect(mail?.textBody).toContain(`sektor ${a.seat.sector}, rad ${a.seat.row}, miesto ${a.seat.name}`);
    const sms = await messagesTo(t.db, '+421905777001');
    expect(sms.map((m) => m.channel)).toEqual(['SMS']);
    expect(sms[0]?.textBody).toContain(offer.id);
    expect((await messagesTo(t.db, b.fan.email)).filter((m) => m.channel === 'EMAIL')).toHaveLength(1);
    // Another fan cannot take the kept seat in a match of the new season.
    const other = await t.newUser();
    const held = await t.holdSeat(other.token, next.matchIds[0] as string, a.seat);
    expect(held.json().code).toBe('SEAT_INACTIVE');

    const before = await outboxCount();
    const again = await desk.open(next.seasonId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RENEWAL_CAMPAIGN_EXISTS',
      message: expect.stringContaining('už'),
    });
    expect(await outboxCount()).toBe(before);
    const [n] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from renewal_offers`);
    expect(n?.n).toBe(3);
  });

  it('lists only the logged-in fan’s offers (401 without login), with seat, category and the carried-over holder', async () => {
    expect((await desk.offers(null)).statusCode).toBe(401);
    const mine = await desk.offers(a.fan.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toHaveLength(1);
    expect(mine.json().data[0]).toMatchObject({
      seasonUuid: next.seasonId,
      seat: a.seat,
      category: 'GOLD',
      status: 'OFFERED',
      open: true,
      holderName: `${HOLDER.firstName} ${HOLDER.lastName}`,
    });
    expect(typeof mine.json().data[0].price).toBe('number');
    const stranger = await t.newUser();
    expect((await desk.offers(stranger.token)).json().data).toEqual([]);
  });

  it('renews in one step through the season checkout: card paid → seat SOLD, matches RESERVED, holder carried over; refusals change nothing', async () => {
    const offer = await offerOf(a.fan.token);
    const stranger = await t.newUser();
    const notYours = await desk.renew(stranger.token, offer.id);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toMatchObject({
      code: 'RENEWAL_NOT_YOURS',
      message: expect.stringContaining('inému'),
    });
    const missing = await desk.renew(a.fan.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.json().code).toBe('RENEWAL_NOT_FOUND');
    const noTerms = await desk.renew(a.fan.token, offer.id, { termsAgreed: false });
    expect(noTerms.statusCode).toBe(400);
    expect(await desk.statesOf(next.seasonId, a.seat)).toEqual(['RESERVED', 'RESERVED', 'RESERVED']);

    const renewed = await desk.renew(a.fan.token, offer.id);
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect((await offerOf(a.fan.token)).status).toBe('ORDERED');
    expect((await notifyPayment(t, paymentIdOf(renewed.json().redirectUrl))).statusCode).toBe(200);
    expect(await desk.statesOf(next.seasonId, a.seat)).toEqual(['SOLD', 'RESERVED', 'RESERVED']);
    expect(await offerOf(a.fan.token)).toMatchObject({
      status: 'RENEWED',
      open: false,
      orderId: renewed.json().orderId,
    });
    const tickets = await sh.mine(a.fan.token);
    const nextTicket = tickets.find((x: { seasonUuid: string }) => x.seasonUuid === next.seasonId);
    expect(nextTicket).toMatchObject({ category: 'GOLD', registrationState: 'REGISTERED' });
    expect(nextTicket.holder.lastName).toBe(HOLDER.lastName);
    // Still editable like any registration before the season starts.
    const edited = await sh.register(a.fan.token, nextTicket.id, {
      ...HOLDER,
      seasonTicketType: 'GOLD',
      city: 'Sliač',
    });
    expect(edited.status).toBe(200);

    const twice = await desk.renew(a.fan.token, offer.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('RENEWAL_ALREADY_DECIDED');
  });

  it('declines: the seat stays kept until the deadline; a second decision is refused', async () => {
    const offer = await offerOf(b.fan.token);
    const declined = await desk.decline(b.fan.token, offer.id);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'DECLINED', open: false });
    expect(await desk.statesOf(next.seasonId, b.seat)).toEqual(['RESERVED', 'RESERVED', 'RESERVED']);
    expect((await desk.decline(b.fan.token, offer.id)).json().code).toBe('RENEWAL_ALREADY_DECIDED');
    expect((await desk.renew(b.fan.token, offer.id)).json().code).toBe('RENEWAL_ALREADY_DECIDED');
  });

  it('reminds an undecided holder once before the deadline', async () => {
    const reminders = async () =>
      (await messagesTo(t.db, c.fan.email)).filter((m) => m.subject.startsWith('Pripomienka')).length;
    await renewalRound(t.db, t.app.services.links);
    expect(await reminders()).toBe(0);
    await t.setClockOffset(8 * DAY);
    try {
      await renewalRound(t.db, t.app.services.links);
      await renewalRound(t.db, t.app.services.links);
      expect(await reminders()).toBe(1);
      expect(await reminders()).toBe(1);
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('the club extends the deadline (audited) but never shortens it', async () => {
    const campaign = (await desk.admin$('GET', `/renewals/${campaignId}`, desk.admin.token)).json();
    const shorter = await desk.admin$('PATCH', `/renewals/${campaignId}`, desk.admin.token, {
      renewalTo: inDays(5),
    });
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json().code).toBe('RENEWAL_DEADLINE_INVALID');
    const later = new Date(new Date(campaign.renewalTo).getTime() + DAY / 2).toISOString();
    const extended = await desk.admin$('PATCH', `/renewals/${campaignId}`, desk.admin.token, {
      renewalTo: later,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().renewalTo).toBe(later);
    const [audit] = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'RENEWAL' and action = 'RENEWAL_EXTEND'`,
    );
    expect(audit?.action).toBe('RENEWAL_EXTEND');
    expect(
      (await desk.admin$('PATCH', `/renewals/${campaignId}`, a.fan.token, { renewalTo: later })).statusCode,
    ).toBe(403);
  });

  it('at the deadline the unrenewed seats go back to the sale once, pushed live; the renewed one stays; figures per sector', async () => {
    const since = await desk.lastPush();
    await t.setClockOffset(11 * DAY);
    try {
      const late = await desk.renew(c.fan.token, (await offerOf(c.fan.token)).id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'RENEWAL_CLOSED',
        message: expect.stringContaining('lehota'),
      });
      await renewalRound(t.db, t.app.services.links);
      await renewalRound(t.db, t.app.services.links);
      for (const holder of [b, c]) {
        expect(await desk.statesOf(next.seasonId, holder.seat)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
        expect((await desk.pushesOf(since, holder.seat)).map((p) => p.state)).toEqual([
          'ACTIVE',
          'ACTIVE',
          'ACTIVE',
        ]);
      }
      expect(await desk.statesOf(next.seasonId, a.seat)).toEqual(['SOLD', 'RESERVED', 'RESERVED']);
      expect(await desk.pushesOf(since, a.seat)).toEqual([]);
      expect((await offerOf(c.fan.token)).status).toBe('RELEASED');
      expect((await offerOf(b.fan.token)).status).toBe('DECLINED');
      const figures = (await desk.admin$('GET', `/renewals/${campaignId}`, desk.admin.token)).json();
      expect(figures).toMatchObject({ offered: 3, renewed: 1, declined: 1, released: 2 });
      expect(figures.renewalRate).toBeCloseTo(1 / 3);
      expect(figures.revenue).toBeGreaterThan(0);
      expect(figures.releasedAt).not.toBeNull();
      expect(figures.sectors.reduce((n: number, s: { released: number }) => n + s.released, 0)).toBe(2);
      // A third fan now takes the released seat in a match of the new season.
      const third = await t.newUser();
      expect((await t.holdSeat(third.token, next.matchIds[0] as string, c.seat)).statusCode).toBe(201);
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('the box office renews for a holder (audited); a fan may not', async () => {
    const nextAgain = await desk.nextSeason('Permanentka 2028/2029');
    // A's paid renewal makes A a holder of 2027/2028; the next campaign starts from that season.
    const later = await renewalDesk(t, next.seasonId);
    expect((await later.open(nextAgain.seasonId)).statusCode).toBe(201);
    const offer = (await later.offers(a.fan.token))
      .json()
      .data.find((o: { seasonUuid: string }) => o.seasonUuid === nextAgain.seasonId);
    const byFan = await t.app.inject({
      method: 'POST',
      url: `/v2/admin/renewals/offers/${offer.id}/renew`,
      headers: bearer(a.fan.token),
      payload: {},
    });
    expect(byFan.statusCode).toBe(403);
    const byCashier = await t.app.inject({
      method: 'POST',
      url: `/v2/admin/renewals/offers/${offer.id}/renew`,
      headers: bearer(later.cashier.token),
      payload: {
        paymentType: 'BANK_TRANSFER',
        contact: {
          firstName: 'Jana',
          lastName: 'Štefániková',
          email: a.fan.email,
          phoneNumber: '+421905777001',
        },
        termsAgreed: true,
        contactConsent: true,
      },
    });
    expect(byCashier.statusCode, byCashier.body).toBe(201);
    const [audit] = await queryRows<{ actorId: string }>(
      t.db,
      sql`select actor_id as "actorId" from audit_log where action = 'RENEWAL_BOX_OFFICE'`,
    );
    expect(audit?.actorId).toBe(later.cashier.id);
    const offers = (
      await later.admin$('GET', `/renewals/${offer.campaignId}/offers`, later.admin.token)
    ).json().data;
    expect(offers).toEqual([
      expect.objectContaining({
        id: offer.id,
        status: 'ORDERED',
        renewedByClub: true,
        seniority: 2,
        holderEmail: a.fan.email,
        holderPhone: '+421905777001',
      }),
    ]);
  });
});
