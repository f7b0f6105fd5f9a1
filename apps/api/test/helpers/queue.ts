import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client.ts';
import { type AdmissionStrategy, admitDue } from '../../src/modules/queue/admission-tick.ts';
import { CONTACT } from './orders.ts';
import { bearer, type TestApp } from './test-app.ts';

/** The waiting room driven through the API as a fan, the club and the admission job would. */
export function queueTools(t: TestApp) {
  const withAdmission = (token: string, admission?: string) => ({
    ...bearer(token),
    ...(admission === undefined ? {} : { 'x-queue-admission': admission }),
  });
  return {
    /** POST /v2/admin/queue as `adminToken`. */
    openRoom(adminToken: string, body: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url: '/v2/admin/queue',
        headers: bearer(adminToken),
        payload: body,
      });
    },
    admin(
      adminToken: string,
      method: 'GET' | 'POST' | 'PATCH',
      path: string,
      body?: Record<string, unknown>,
    ) {
      return t.app.inject({
        method,
        url: `/v2/admin/queue${path}`,
        headers: bearer(adminToken),
        payload: body,
      });
    },
    join(token: string, roomId: string, address = '127.0.0.1') {
      return t.app.inject({
        method: 'POST',
        url: `/v2/queue/${roomId}/entry`,
        headers: bearer(token),
        remoteAddress: address,
      });
    },
    status(token: string, roomId: string) {
      return t.app.inject({ method: 'GET', url: `/v2/queue/${roomId}/entry`, headers: bearer(token) });
    },
    /** One admission round, as every process's job runs it. */
    tick: (strategy?: AdmissionStrategy, db: Db = t.db) => admitDue(db, strategy),
    hold(token: string, setupId: string, seat: Record<string, unknown>, admission?: string) {
      return t.app.inject({
        method: 'POST',
        url: '/v2/cart',
        headers: withAdmission(token, admission),
        payload: { type: 'ADD_SEAT', setupType: 'EVENT', uuid: setupId, seat },
      });
    },
    pay(token: string, admission?: string) {
      return t.app.inject({
        method: 'POST',
        url: '/v2/cart/pay',
        headers: withAdmission(token, admission),
        payload: { paymentType: 'CARD', contact: CONTACT, termsAgreed: true, contactConsent: true },
      });
    },
    /** Moves the shop clock and lets this process's gate know it at once. */
    async moveClock(ms: number) {
      await t.setClockOffset(ms);
      await t.app.services.activeRooms.refresh();
    },
    async orders(userId: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from orders where user_id = ${userId}`,
      );
      return row?.n ?? 0;
    },
  };
}
