import { SEASON_PHOTO_STORED_SIDE } from '@hokej/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { HOLDER, realJpeg, realPng, seasonHoldersSuite } from './helpers/season-holders.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('season ticket holders on %s', (kind) => {
  const { s } = seasonHoldersSuite(kind);

  it('lists my season tickets: unpaid, then paid and open for registration; needs a login', async () => {
    const { fan, id, seat } = await s.fanWithSeasonTicket('CLASSIC', false);
    expect(await s.mine(fan.token)).toEqual([
      expect.objectContaining({
        id,
        seasonUuid: s.seasonId,
        seat,
        category: 'CLASSIC',
        plasticCard: false,
        registrationState: 'UNPAID',
        canRegister: false,
        ticketSerial: null,
        holder: null,
      }),
    ]);
    const refused = await s.register(fan.token, id, HOLDER, await s.jpegPhoto());
    expect([refused.status, (await refused.json()).code]).toEqual([409, 'SEASON_TICKET_NOT_PAID']);

    const paid = await s.fanWithSeasonTicket();
    const [ticket] = await s.mine(paid.fan.token);
    expect(ticket).toMatchObject({ registrationState: 'OPEN', canRegister: true, holder: null });
    expect(ticket.ticketSerial).toMatch(/^\d+-1$/);

    const anonymous = await fetch(`${s.base}/v2/season/tickets`);
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, 'AUTH_REQUIRED']);
    const noToken = await s.register(null, id, HOLDER, await s.jpegPhoto());
    expect([noToken.status, (await noToken.json()).code]).toEqual([401, 'AUTH_REQUIRED']);
  });

  it('registers the holder with a real JPG: shrunk to 800 px, re-encoded, metadata gone, listed as registered', async () => {
    const { fan, id } = await s.fanWithSeasonTicket();
    const original = await realJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await s.register(fan.token, id, HOLDER, {
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

    const stored = (await s.storedPhotoOf(id)) as Buffer;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(SEASON_PHOTO_STORED_SIDE);
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(stored.includes(Buffer.from('Fotograf'))).toBe(false);

    // The buyer gets the photo at the listed address.
    const photo = await fetch(`${s.base}${photoUrl}`, { headers: bearer(fan.token) });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(stored)).toBe(true);
    expect((await s.mine(fan.token))[0]).toMatchObject({
      registrationState: 'REGISTERED',
      holder: body.holder,
    });
  });

  it('the season ticket PDF names the registered holder and carries the photo (none before)', async () => {
    const { fan, id } = await s.fanWithSeasonTicket();
    const [ticket] = await s.mine(fan.token);
    const pdf = async () => {
      const res = await fetch(`${s.base}/v2/orders/${ticket.orderId}/tickets`, {
        headers: bearer(fan.token),
      });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const before = await pdf();
    expect(before.includes(Buffer.from('/DCTDecode'))).toBe(false);
    const [unregistered] = await pdfPageTexts(before);
    expect(unregistered).toMatch(/permanentka\s+klasická/);
    expect(unregistered).toContain('Peter Hokejový'); // the order's contact until a holder is registered
    expect((await s.register(fan.token, id, HOLDER, await s.jpegPhoto())).status).toBe(200);
    const after = await pdf();
    expect(after.includes(Buffer.from('/DCTDecode'))).toBe(true);
    const [page] = await pdfPageTexts(after);
    expect(page).toContain('Jana Štefániková');
    expect(page).not.toContain('Peter Hokejový');
  });

  it('registers with a real PNG (transparency flattened), stored as a JPEG of its own size', async () => {
    const { fan, id } = await s.fanWithSeasonTicket();
    const res = await s.register(fan.token, id, HOLDER, {
      bytes: await realPng(),
      name: 'foto.png',
      type: 'image/png',
    });
    expect(res.status).toBe(200);
    const meta = await sharp((await s.storedPhotoOf(id)) as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 600, 400, false]);
  });
});
