import { describe, expect, it } from 'vitest';
import { adminEventsSuite, at, NO_SUCH } from './helpers/admin-events-suite.ts';
import { availableKinds } from './helpers/databases.ts';
import { notifyPayment, paidOrder, payCart, paymentIdOf } from './helpers/orders.ts';

describe.each(await availableKinds())(
  'deleting matches and seasons, and seasons in the back office on %s',
  (kind) => {
    const { t, template, call, matchPrices, matchBody, seasonBody, createMatch, auditOf } =
      adminEventsSuite(kind);

    it('deletes a match nobody bought; refuses one with a ticket sold or a seat held, nothing changed', async () => {
      const unsold = await createMatch();
      const gone = await call('DELETE', `/events/${unsold.id}`, t.admin.token);
      expect(gone.json()).toEqual({ id: unsold.id, deleted: true });
      expect((await call('GET', `/events/${unsold.id}`, t.admin.token)).json()).toMatchObject({
        code: 'EVENT_NOT_FOUND',
      });
      expect((await auditOf(unsold.id)).map((e) => e.action)).toEqual(['EVENT_CREATE', 'EVENT_DELETE']);

      const sold = await createMatch();
      await call('POST', `/events/${sold.id}/publish`, t.admin.token);
      await paidOrder(t, sold.id, 1);
      const refused = await call('DELETE', `/events/${sold.id}`, t.admin.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'EVENT_DELETE_ERROR',
        message: expect.stringContaining('predané'),
      });
      expect((await call('GET', `/events/${sold.id}`, t.admin.token)).json().seats.sold).toBe(1);

      const held = await createMatch();
      await call('POST', `/events/${held.id}/publish`, t.admin.token);
      const fan = await t.newUser();
      const [seat] = await t.freeSeats(held.id, 1);
      await t.holdSeat(fan.token, held.id, seat ?? {});
      expect((await call('DELETE', `/events/${held.id}`, t.admin.token)).json().code).toBe(
        'EVENT_DELETE_ERROR',
      );
      expect((await call('GET', `/events/${held.id}`, t.admin.token)).statusCode).toBe(200);
      // Once the hold has lapsed, the match can go (the lapsed cart line goes with it).
      await t.setClockOffset(16 * 60_000);
      try {
        expect((await call('DELETE', `/events/${held.id}`, t.admin.token)).statusCode).toBe(200);
      } finally {
        await t.setClockOffset(0);
      }
      expect((await call('DELETE', `/events/${NO_SUCH}`, t.admin.token)).json().code).toBe('EVENT_NOT_FOUND');
    });

    it('refuses to delete a season with a sold season ticket, saying why; nothing changed', async () => {
      const season = await call(
        'POST',
        '/seasons',
        t.admin.token,
        seasonBody({ title: 'Sezóna s predanou permanentkou' }),
      );
      expect(season.statusCode, season.body).toBe(201);
      const seasonId: string = season.json().id;
      expect((await call('POST', `/seasons/${seasonId}/publish`, t.admin.token)).json().published).toBe(true);
      const fan = await t.newUser();
      const [seat] = await t.freeSeats(seasonId, 1);
      const held = await t.holdSeat(fan.token, seasonId, seat ?? {}, 'SEASON');
      expect(held.statusCode, held.body).toBe(201);
      const paid = await payCart(t, fan.token);
      expect(paid.statusCode, paid.body).toBe(201);
      await notifyPayment(t, paymentIdOf(paid.json().redirectUrl));
      const before = await auditOf(seasonId);

      const refused = await call('DELETE', `/seasons/${seasonId}`, t.admin.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'SEASON_DELETE_FAILURE',
        message: 'Sezónu sa nedá zmazať, pretože na ňu už boli predané alebo rezervované permanentky.',
      });
      expect((await call('GET', `/seasons/${seasonId}`, t.admin.token)).json().seats.sold).toBe(1);
      expect(await auditOf(seasonId)).toEqual(before);
    });

    it('creates a season with category prices; a match joins it only while it is off sale; deleting the season keeps the match', async () => {
      const seasonPrices = template.sectors.map((sector) => ({
        sector,
        ticketType: 'CLASSIC',
        price: 20000,
      }));
      const season = await call('POST', '/seasons', t.admin.token, {
        templateId: template.id,
        title: 'Pohár 2027',
        startsAt: at(20),
        endsAt: at(80),
        prices: seasonPrices,
      });
      expect(season.statusCode, season.body).toBe(201);
      expect(season.json()).toMatchObject({ setupType: 'SEASON', opponent: null, published: false });
      const seasonId = season.json().id;
      const wrongType = await call('PUT', `/seasons/${seasonId}/prices`, t.admin.token, {
        prices: matchPrices(),
      });
      expect(wrongType.json()).toMatchObject({ status: 400, code: 'PRICE_LIST_INVALID' });
      expect(
        (await call('POST', '/seasons', t.admin.token, { title: 'X', startsAt: at(1) })).json().code,
      ).toBe('TEMPLATE_UUID_MISSING');
      expect(
        (await call('POST', '/seasons', t.admin.token, { templateId: template.id, startsAt: at(1) })).json()
          .code,
      ).toBe('SEASON_INVALID_REQUEST');

      const match = await createMatch({ seasonId, startsAt: at(30), endsAt: at(30.1), saleEndsAt: at(30) });
      expect(match.season).toEqual({ id: seasonId, title: 'Pohár 2027' });
      expect((await call('POST', `/seasons/${seasonId}/publish`, t.admin.token)).json().published).toBe(true);
      const late = await call('POST', '/events', t.admin.token, matchBody({ seasonId }));
      expect(late.json()).toMatchObject({ status: 409, code: 'SEASON_MATCH_NOT_ALLOWED' });
      const seasons = (await t.app.inject({ url: '/v2/season' })).json().data;
      expect(seasons.find((s: { uuid: string }) => s.uuid === seasonId)).toMatchObject({ matchCount: 1 });

      expect((await call('DELETE', `/seasons/${seasonId}`, t.admin.token)).statusCode).toBe(200);
      expect((await call('GET', `/events/${match.id}`, t.admin.token)).json()).toMatchObject({
        season: null,
      });
      expect((await call('GET', `/seasons/${match.id}`, t.admin.token)).json().code).toBe('SEASON_NOT_FOUND');
    });
  },
);
