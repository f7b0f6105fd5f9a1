import { clubDay } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { DbKind } from './databases.ts';
import { notifyPayment, payCart, paymentIdOf } from './orders.ts';
import { madeBeforeAll, suiteApp } from './suite.ts';
import { bearer, type TestApp } from './test-app.ts';

export type Photo = { bytes: Buffer; name: string; type: string };

export const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 30, b: 40, alpha: 0.8 } } });

/** A real JPEG with EXIF (an artist and a GPS-like comment) the shop must strip. */
export const realJpeg = () =>
  solid(1600, 1200)
    .jpeg()
    .withExif({ IFD0: { Artist: 'Tajný Fotograf', ImageDescription: 'GPS 48.57N 19.12E' } })
    .toBuffer();
export const realPng = () => solid(600, 400, 4).png().toBuffer();
// A 1 × 1 GIF89a.
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const HOLDER = {
  firstName: 'Jana',
  lastName: 'Štefániková',
  phoneNumber: '+421905123456',
  dateOfBirth: '1990-04-12',
  email: 'jana@hokej.test',
  zip: '960 01',
  city: 'Zvolen',
  country: 'SK',
  address: 'Námestie SNP 1',
  seasonTicketType: 'CLASSIC',
};

/** The same day `years` years (and `days` days) before `day` (YYYY-MM-DD). */
export function yearsBefore(day: string, years: number, days = 0): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** A describe block's app and its season ticket holders' calls (`seasonHolders`), made in its beforeAll. */
export function seasonHoldersSuite(kind: DbKind) {
  const t = suiteApp(kind);
  return { t, s: madeBeforeAll(() => seasonHolders(t)) };
}

/**
 * The demo season of a test app listening on a real port (registration is multipart), and fans with its
 * season tickets: each takes the next free season seat, so the tests of one file never meet.
 */
export async function seasonHolders(t: TestApp) {
  const [season] = await queryRows<{ id: string; startsAt: Date | string }>(
    t.db,
    sql`select id, starts_at as "startsAt" from setups where setup_type = 'SEASON'`,
  );
  const seasonId = season?.id as string;
  const seasonStartDay = clubDay(season?.startsAt ?? '');
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  let taken = 0;

  /** A fan with a season ticket of `category`, paid unless `paid` is false. */
  async function fanWithSeasonTicket(category = 'CLASSIC', paid = true) {
    const fan = await t.newUser();
    const seat = (await t.freeSeats(seasonId, taken + 1))[taken] as Record<string, string>;
    taken += 1;
    const held = await t.holdSeat(fan.token, seasonId, seat, 'SEASON');
    expect(held.statusCode).toBe(201);
    const itemId = held.json().items[0].id as string;
    if (category !== 'CLASSIC') {
      const changed = await t.updateCart(fan.token, { type: 'UPDATE_ITEM', itemId, ticketType: category });
      expect(changed.statusCode).toBe(200);
    }
    const answer = await payCart(t, fan.token);
    expect(answer.statusCode).toBe(201);
    if (paid) expect((await notifyPayment(t, paymentIdOf(answer.json().redirectUrl))).statusCode).toBe(200);
    const list = await mine(fan.token);
    const ticket = list.find((s: { seat: Record<string, string> }) => s.seat.name === seat.name);
    return { fan, id: ticket.id as string, seat };
  }

  async function mine(token: string) {
    const res = await fetch(`${base}/v2/season/tickets`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    return (await res.json()).data;
  }

  function register(
    token: string | null,
    id: string,
    fields: Record<string, string> = HOLDER,
    photo: Photo | null = null,
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (photo)
      form.append('ticketPhoto', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
    return fetch(`${base}/v2/season/tickets/${id}/registration`, {
      method: 'POST',
      headers: token ? bearer(token) : {},
      body: form,
    });
  }
  const jpegPhoto = async (): Promise<Photo> => ({
    bytes: await realJpeg(),
    name: 'foto.jpg',
    type: 'image/jpeg',
  });

  const holders = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from season_ticket_holders`))[0]?.n;
  const storedPhotoOf = async (id: string) => {
    const [row] = await queryRows<{ photo: Uint8Array }>(
      t.db,
      sql`select photo from season_ticket_holders where order_item_id = ${id}`,
    );
    return row ? Buffer.from(row.photo) : null;
  };

  return {
    base,
    seasonId,
    seasonStartDay,
    fanWithSeasonTicket,
    mine,
    register,
    jpegPhoto,
    holders,
    storedPhotoOf,
  };
}

export type SeasonHolders = Awaited<ReturnType<typeof seasonHolders>>;
