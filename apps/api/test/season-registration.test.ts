import { bratislavaDay, SEASON_PHOTO_STORED_SIDE } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPageTexts } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

type Photo = { bytes: Buffer; name: string; type: string };

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 30, b: 40, alpha: 0.8 } } });

/** A real JPEG with EXIF (an artist and a GPS-like comment) the shop must strip. */
const realJpeg = () =>
  solid(1600, 1200)
    .jpeg()
    .withExif({ IFD0: { Artist: 'Tajný Fotograf', ImageDescription: 'GPS 48.57N 19.12E' } })
    .toBuffer();
const realPng = () => solid(600, 400, 4).png().toBuffer();
// A 1 × 1 GIF89a.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const HOLDER = {
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
function yearsBefore(day: string, years: number, days = 0): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

describe.each(await availableKinds())('season ticket holders on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let seasonId: string;
  let seasonStartDay: string;
  let taken = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [season] = await queryRows<{ id: string; startsAt: Date | string }>(
      t.db,
      sql`select id, starts_at as "startsAt" from setups where setup_type = 'SEASON'`,
    );
    seasonId = season?.id as string;
    seasonStartDay = bratislavaDay(season?.startsAt ?? '');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

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

  it('lists my season tickets: unpaid, then paid and open for registration; needs a login', async () => {
    const { fan, id, seat } = await fanWithSeasonTicket('CLASSIC', false);
    expect(await mine(fan.token)).toEqual([
      expect.objectContaining({
        id,
        seasonUuid: seasonId,
        seat,
        category: 'CLASSIC',
        plasticCard: false,
        registrationState: 'UNPAID',
        canRegister: false,
        ticketSerial: null,
        holder: null,
      }),
    ]);
    const refused = await register(fan.token, id, HOLDER, await jpegPhoto());
    expect([refused.status, (await refused.json()).code]).toEqual([409, 'SEASON_TICKET_NOT_PAID']);

    const paid = await fanWithSeasonTicket();
    const [ticket] = await mine(paid.fan.token);
    expect(ticket).toMatchObject({ registrationState: 'OPEN', canRegister: true, holder: null });
    expect(ticket.ticketSerial).toMatch(/^\d+-1$/);

    const anonymous = await fetch(`${base}/v2/season/tickets`);
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, 'AUTH_REQUIRED']);
    const noToken = await register(null, id, HOLDER, await jpegPhoto());
    expect([noToken.status, (await noToken.json()).code]).toEqual([401, 'AUTH_REQUIRED']);
  });

  it('registers the holder with a real JPG: shrunk to 800 px, re-encoded, metadata gone, listed as registered', async () => {
    const { fan, id } = await fanWithSeasonTicket();
    const original = await realJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await register(fan.token, id, HOLDER, {
      bytes: original,
      name: 'foto.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    const { photoUrl, registeredAt, ...holder } = body.holder;
    expect(holder).toEqual(HOLDER);
    expect(body).toMatchObject({ registrationState: 'REGISTERED', canRegister: true });
    expect(new Date(registeredAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const stored = (await storedPhotoOf(id)) as Buffer;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(SEASON_PHOTO_STORED_SIDE);
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(stored.includes(Buffer.from('Fotograf'))).toBe(false);

    // The buyer gets the photo at the listed address.
    const photo = await fetch(`${base}${photoUrl}`, { headers: bearer(fan.token) });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(stored)).toBe(true);
    expect((await mine(fan.token))[0]).toMatchObject({
      registrationState: 'REGISTERED',
      holder: body.holder,
    });
  });

  it('the season ticket PDF names the registered holder and carries the photo (none before)', async () => {
    const { fan, id } = await fanWithSeasonTicket();
    const [ticket] = await mine(fan.token);
    const pdf = async () => {
      const res = await fetch(`${base}/v2/orders/${ticket.orderId}/tickets`, { headers: bearer(fan.token) });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const before = await pdf();
    expect(before.includes(Buffer.from('/DCTDecode'))).toBe(false);
    const [unregistered] = await pdfPageTexts(before);
    expect(unregistered).toMatch(/permanentka\s+klasická/);
    expect(unregistered).toContain('Peter Hokejový'); // the order's contact until a holder is registered
    expect((await register(fan.token, id, HOLDER, await jpegPhoto())).status).toBe(200);
    const after = await pdf();
    expect(after.includes(Buffer.from('/DCTDecode'))).toBe(true);
    const [page] = await pdfPageTexts(after);
    expect(page).toContain('Jana Štefániková');
    expect(page).not.toContain('Peter Hokejový');
  });

  it('registers with a real PNG (transparency flattened), stored as a JPEG of its own size', async () => {
    const { fan, id } = await fanWithSeasonTicket();
    const res = await register(fan.token, id, HOLDER, {
      bytes: await realPng(),
      name: 'foto.png',
      type: 'image/png',
    });
    expect(res.status).toBe(200);
    const meta = await sharp((await storedPhotoOf(id)) as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 600, 400, false]);
  });

  it('refuses what is not a whole JPG or PNG, or too large, with nothing stored', async () => {
    const { fan, id } = await fanWithSeasonTicket();
    const jpeg = await realJpeg();
    const huge = await solid(8000, 5000).jpeg({ quality: 40 }).toBuffer(); // 40 megapixels
    const tooManyBytes = Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const cases: Array<[string, Photo, number, string]> = [
      ['GIF renamed .jpg', { bytes: GIF, name: 'foto.jpg', type: 'image/jpeg' }, 400, 'SEASON_PHOTO_INVALID'],
      [
        'truncated JPG',
        { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: 'foto.jpg', type: 'image/jpeg' },
        400,
        'SEASON_PHOTO_INVALID',
      ],
      [
        '40-megapixel JPG',
        { bytes: huge, name: 'velka.jpg', type: 'image/jpeg' },
        413,
        'SEASON_PHOTO_TOO_LARGE',
      ],
      [
        'text named .png',
        { bytes: Buffer.from('toto nie je obrázok\n'), name: 'foto.png', type: 'image/png' },
        400,
        'SEASON_PHOTO_INVALID',
      ],
      [
        '11 MB file',
        { bytes: tooManyBytes, name: 'foto.jpg', type: 'image/jpeg' },
        413,
        'SEASON_PHOTO_TOO_LARGE',
      ],
    ];
    const before = await holders();
    for (const [name, photo, status, code] of cases) {
      const res = await register(fan.token, id, HOLDER, photo);
      const body = await res.json();
      expect([name, res.status, body.code]).toEqual([name, status, code]);
      expect(body.message).toMatch(code === 'SEASON_PHOTO_TOO_LARGE' ? /menším rozlíšením/ : /JPG alebo PNG/);
    }
    const missing = await register(fan.token, id, HOLDER, null);
    expect([missing.status, (await missing.json()).code]).toEqual([400, 'SEASON_PHOTO_MISSING']);
    expect(await holders()).toBe(before);
    expect((await mine(fan.token))[0]).toMatchObject({ registrationState: 'OPEN', holder: null });
  });

  it('checks the fields with Slovak messages: zip pattern, country list, date, category of the ticket', async () => {
    const { fan, id } = await fanWithSeasonTicket();
    const photo = await jpegPhoto();
    const badZip = await register(fan.token, id, { ...HOLDER, zip: '96001X' }, photo);
    const zipBody = await badZip.json();
    expect([badZip.status, zipBody.code]).toEqual([400, 'SEASON_HOLDER_INVALID']);
    expect(zipBody.data.errors).toEqual([
      { field: 'zip', keyword: 'pattern', message: 'Pole PSČ má nesprávny formát.' },
    ]);
    for (const [field, value] of [
      ['country', 'XX'],
      ['dateOfBirth', '1990-02-30'],
      ['phoneNumber', '0905123456'],
      ['email', 'jana@'],
    ]) {
      const res = await register(fan.token, id, { ...HOLDER, [field as string]: value as string }, photo);
      const body = await res.json();
      expect([field, res.status, body.code, body.data.errors[0].field]).toEqual([
        field,
        400,
        'SEASON_HOLDER_INVALID',
        field,
      ]);
    }
    const { city: _city, ...withoutCity } = HOLDER;
    const noCity = await register(fan.token, id, withoutCity, photo);
    expect((await noCity.json()).data.errors[0]).toMatchObject({
      field: 'city',
      message: 'Pole Mesto je povinné.',
    });
    for (const zip of ['96001', '960 01', '960 01-1234', '96001 1234']) {
      expect((await register(fan.token, id, { ...HOLDER, zip }, photo)).status).toBe(200);
    }
    const mismatch = await register(fan.token, id, { ...HOLDER, seasonTicketType: 'GOLD' }, photo);
    expect([mismatch.status, (await mismatch.json()).code]).toEqual([400, 'SEASON_HOLDER_TYPE_MISMATCH']);
    const json = await fetch(`${base}/v2/season/tickets/${id}/registration`, {
      method: 'POST',
      headers: { ...bearer(fan.token), 'content-type': 'application/json' },
      body: JSON.stringify(HOLDER),
    });
    expect([json.status, (await json.json()).code]).toEqual([400, 'SEASON_HOLDER_INVALID']);
  });

  it('checks KIDS and STUDENT ages on the season’s first day and says why', async () => {
    const photo = await jpegPhoto();
    const kid = await fanWithSeasonTicket('KIDS');
    const kids = { ...HOLDER, seasonTicketType: 'KIDS' };
    const tooOld = await register(
      kid.fan.token,
      kid.id,
      { ...kids, dateOfBirth: yearsBefore(seasonStartDay, 16) },
      photo,
    );
    const tooOldBody = await tooOld.json();
    expect([tooOld.status, tooOldBody.code]).toEqual([400, 'SEASON_HOLDER_AGE_INVALID']);
    expect(tooOldBody.data).toMatchObject({ field: 'dateOfBirth' });
    expect(tooOldBody.data.reason).toMatch(
      /^Kategória KIDS je pre držiteľov do 15 rokov vrátane .* bude mať v tento deň 16 rokov\.$/,
    );
    // 16 tomorrow: still 15 on the first day.
    const lastDay = { ...kids, dateOfBirth: yearsBefore(seasonStartDay, 16, -1) };
    expect((await register(kid.fan.token, kid.id, lastDay, photo)).status).toBe(200);

    const student = await fanWithSeasonTicket('STUDENT');
    const students = { ...HOLDER, seasonTicketType: 'STUDENT' };
    const young = await register(
      student.fan.token,
      student.id,
      { ...students, dateOfBirth: yearsBefore(seasonStartDay, 14) },
      photo,
    );
    const youngBody = await young.json();
    expect([young.status, youngBody.code]).toEqual([400, 'SEASON_HOLDER_AGE_INVALID']);
    expect(youngBody.data.reason).toMatch(/od 15 do 26 rokov .* 14 rokov\.$/);
    const old = await register(
      student.fan.token,
      student.id,
      { ...students, dateOfBirth: yearsBefore(seasonStartDay, 27) },
      photo,
    );
    expect((await old.json()).data.reason).toMatch(/27 rokov\.$/);
    expect(await storedPhotoOf(student.id)).toBeNull();
    const fits = await register(
      student.fan.token,
      student.id,
      { ...students, dateOfBirth: yearsBefore(seasonStartDay, 15) },
      photo,
    );
    expect(fits.status).toBe(200);
  });

  it('keeps a stranger out: registration 404, photo 403; the club (ADMIN, CASHIER) sees the photo', async () => {
    const { fan, id } = await fanWithSeasonTicket();
    expect((await register(fan.token, id, HOLDER, await jpegPhoto())).status).toBe(200);
    const stranger = await t.newUser();
    const before = await storedPhotoOf(id);
    const taken = await register(stranger.token, id, { ...HOLDER, firstName: 'Zlodej' }, await jpegPhoto());
    expect([taken.status, (await taken.json()).code]).toEqual([404, 'SEASON_TICKET_NOT_FOUND']);
    expect((await mine(fan.token))[0].holder.firstName).toBe('Jana');
    expect((await storedPhotoOf(id))?.equals(before as Buffer)).toBe(true);

    const photoOf = (token: string | null) =>
      fetch(`${base}/v2/season/tickets/${id}/photo`, { headers: token ? bearer(token) : {} });
    const refused = await photoOf(stranger.token);
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'ROLE_FORBIDDEN']);
    const anonymous = await photoOf(null);
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, 'AUTH_REQUIRED']);
    for (const role of ['ADMIN', 'CASHIER'] as const) {
      const staff = await t.newUser([role]);
      const res = await photoOf(staff.token);
      expect([role, res.status]).toEqual([role, 200]);
      expect(Buffer.from(await res.arrayBuffer()).equals(before as Buffer)).toBe(true);
    }
    const unknown = await fetch(`${base}/v2/season/tickets/${crypto.randomUUID()}/photo`, {
      headers: bearer(fan.token),
    });
    expect([unknown.status, (await unknown.json()).code]).toEqual([404, 'SEASON_TICKET_NOT_FOUND']);
    const other = await fanWithSeasonTicket();
    const none = await fetch(`${base}/v2/season/tickets/${other.id}/photo`, {
      headers: bearer(other.fan.token),
    });
    expect([none.status, (await none.json()).code]).toEqual([404, 'SEASON_PHOTO_NOT_FOUND']);
  });

  it('a holder can be changed until the season starts (photo kept when none is sent), first registered until it ends', async () => {
    const { fan, id } = await fanWithSeasonTicket();
    const late = await fanWithSeasonTicket();
    expect((await register(fan.token, id, HOLDER, await jpegPhoto())).status).toBe(200);
    const photo = await storedPhotoOf(id);
    const changed = await register(fan.token, id, { ...HOLDER, firstName: 'Jozef', lastName: 'Mráz' });
    expect(changed.status).toBe(200);
    expect((await changed.json()).holder).toMatchObject({ firstName: 'Jozef', lastName: 'Mráz' });
    expect((await storedPhotoOf(id))?.equals(photo as Buffer)).toBe(true);

    const [season] = await queryRows<{ ms: number }>(
      t.db,
      sql`select (extract(epoch from starts_at - now()) * 1000)::bigint::int as ms from setups where id = ${seasonId}`,
    );
    await t.setClockOffset((season?.ms ?? 0) + 60_000);
    try {
      const closed = await register(fan.token, id, { ...HOLDER, firstName: 'Neskoro' }, await jpegPhoto());
      const closedBody = await closed.json();
      expect([closed.status, closedBody.code]).toEqual([409, 'SEASON_REGISTRATION_CLOSED']);
      expect((await mine(fan.token))[0]).toMatchObject({
        registrationState: 'REGISTERED',
        canRegister: false,
        holder: { firstName: 'Jozef' },
      });
      // Bought but not registered before the start: still registrable (until the season ends).
      expect((await mine(late.fan.token))[0]).toMatchObject({ registrationState: 'OPEN', canRegister: true });
      expect((await register(late.fan.token, late.id, HOLDER, await jpegPhoto())).status).toBe(200);
    } finally {
      await t.setClockOffset(0);
    }
  });
});
