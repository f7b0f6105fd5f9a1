import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { GATE_CONTACT } from './helpers/gate.ts';
import { messagesTo } from './helpers/mail.ts';
import { buyReleasedSeat, release, seasonHolder, seasonMatches } from './helpers/seat-release.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const HOLDER = { firstName: 'Lucia', email: 'lucia.drzitelka@hokej.test' };
const sold = (subject: string) => subject.includes('uvoľnené miesto');

// The issue: "if the seat sells, the holder gets the club's configured share". A season ticket registered to
// someone else than whoever paid (a parent's order, a box-office renewal's contact) tells its registered
// holder; an unregistered one still tells the order's contact.
// The holders sit at the row's end (the last free seat each time), so a buyer never leaves a lone seat (SEAT_GAP).
describe.each(await availableKinds())('whom a released seat’s sale is told on %s', (kind) => {
  let t: TestApp;
  let seasonId: string;
  let matchId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON'`,
    );
    seasonId = season?.id as string;
    matchId = (await seasonMatches(t, seasonId))[0]?.id as string;
  });
  afterAll(() => t.close());

  it('the registered holder gets the sale’s e-mail with the coupon, not the order’s contact', async () => {
    const holder = await seasonHolder(t, seasonId, 0);
    await queryRows(
      t.db,
      sql`insert into season_ticket_holders (order_item_id, first_name, last_name, phone_number, date_of_birth,
          email, zip, city, country, address, season_ticket_type, photo, photo_width, photo_height)
        values (${holder.itemId}, ${HOLDER.firstName}, 'Držiteľka', '+421900123123', '2001-02-03', ${HOLDER.email},
          '96001', 'Zvolen', 'SK', 'Námestie SNP 1', 'CLASSIC', ${new Uint8Array([255, 216, 255, 217])}, 1, 1)`,
    );
    const contactBefore = (await messagesTo(t.db, GATE_CONTACT.email)).filter((m) => sold(m.subject)).length;
    expect((await release(t, holder.fan.token, holder.itemId, matchId)).statusCode).toBe(200);
    await buyReleasedSeat(t, matchId, holder.seat);

    const told = (await messagesTo(t.db, HOLDER.email)).filter((m) => sold(m.subject));
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain(HOLDER.firstName);
    expect(told[0]?.textBody).toMatch(/UV-/);
    expect((await messagesTo(t.db, GATE_CONTACT.email)).filter((m) => sold(m.subject))).toHaveLength(
      contactBefore,
    );
  });

  it('an unregistered ticket’s sale is told to the order’s contact', async () => {
    const holder = await seasonHolder(t, seasonId, 0);
    const before = (await messagesTo(t.db, GATE_CONTACT.email)).filter((m) => sold(m.subject)).length;
    expect((await release(t, holder.fan.token, holder.itemId, matchId)).statusCode).toBe(200);
    await buyReleasedSeat(t, matchId, holder.seat);
    expect((await messagesTo(t.db, GATE_CONTACT.email)).filter((m) => sold(m.subject))).toHaveLength(
      before + 1,
    );
  });
});
