import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">
  <script>alert(1)</script><circle cx="32" cy="32" r="30" fill="#0b3d91"/></svg>`;

/** The club's colour and crest (issue 19): set by ADMIN, read by everybody through a cached answer. */
describe.each(await availableKinds())('club colour and crest on %s', (kind) => {
  const t = suiteApp(kind);
  let admin: string;
  beforeAll(async () => {
    admin = (await t.newUser(['ADMIN'])).token;
  });
  const settings = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/v2/club/settings', headers });
  const color = (token: string, primaryColor: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/v2/admin/club/color',
      headers: bearer(token),
      payload: { primaryColor },
    });
  const crest = (contentType: string, data: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: '/v2/admin/club/crest',
      headers: bearer(admin),
      payload: { contentType, data: data.toString('base64') },
    });
  const refusedWith = (
    res: { statusCode: number; json(): { code: string; message: string } },
    code: string,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[áäčďéíĺľňóôŕšťúýž]/i);
  };

  it('the colour: checked as #rrggbb and for white text ≥ 4.5:1, ADMIN only; the answer is kept with an ETag', async () => {
    const before = await settings();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ primaryColor: null, crestUrl: null });
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toBe('no-cache');
    expect((await settings({ 'if-none-match': etag })).statusCode).toBe(304);

    const fan = await t.newUser();
    expect((await color(fan.token, '#0b3d91')).statusCode).toBe(403);
    refusedWith(await color(admin, 'modrá'), 'CLUB_COLOR_INVALID');
    const pale = await color(admin, '#FFCC00');
    refusedWith(pale, 'CLUB_COLOR_CONTRAST');
    expect(pale.json().data.ratio).toBeLessThan(4.5);
    refusedWith(await color(admin, '#787878'), 'CLUB_COLOR_CONTRAST'); // 4.42:1, just under
    expect((await settings()).json().primaryColor).toBeNull();

    const saved = await color(admin, '#0B3D91');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().primaryColor).toBe('#0b3d91');
    const after = await settings({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().primaryColor).toBe('#0b3d91');
    expect((await color(admin, '#767676')).statusCode).toBe(200); // 4.54:1, just over
    expect((await color(admin, null)).json().primaryColor).toBeNull();
  });

  it('the crest: PNG or SVG up to 100 kB, served as a PNG drawn by the shop; removed, the monogram is back', async () => {
    refusedWith(await crest('image/png', Buffer.from('not a picture')), 'CLUB_CREST_INVALID');
    refusedWith(await crest('image/gif', Buffer.from('GIF89a')), 'CLUB_CREST_INVALID');
    refusedWith(
      await crest('image/svg+xml', Buffer.from('<html><body>no</body></html>')),
      'CLUB_CREST_INVALID',
    );
    refusedWith(await crest('image/png', Buffer.alloc(101 * 1024, 1)), 'CLUB_CREST_TOO_LARGE');
    expect((await settings()).json().crestUrl).toBeNull();

    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#c00' } })
      .png()
      .toBuffer();
    const fromPng = await crest('image/png', png);
    expect(fromPng.statusCode).toBe(200);
    expect(fromPng.json().crestUrl).toMatch(/^\/v2\/club\/crest\?v=\d+$/);

    const fromSvg = await crest('image/svg+xml', Buffer.from(SVG));
    expect(fromSvg.statusCode).toBe(200);
    const url = (await settings()).json().crestUrl as string;
    expect(url).toBe(fromSvg.json().crestUrl);
    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // The SVG never reaches a browser: what is served is a PNG drawn from it, without its script.
    expect(image.rawPayload.subarray(0, 4).equals(PNG_MAGIC)).toBe(true);
    expect(image.rawPayload.includes(Buffer.from('alert'))).toBe(false);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/v2/admin/club/crest',
      headers: bearer(admin),
    });
    expect(removed.json().crestUrl).toBeNull();
    const gone = await t.app.inject({ url: '/v2/club/crest' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('CLUB_CREST_NOT_FOUND');
  });

  it('every saved change is in the audit log with who did it and the look before and after; refusals are not', async () => {
    const auditor = await t.newUser(['ADMIN']);
    await color(auditor.token, '#ffcc00'); // refused: leaves no entry
    expect((await color(auditor.token, '#7a1f2b')).statusCode).toBe(200);
    const log = await t.app.inject({ url: '/v2/admin/audit-log?entity=CLUB', headers: bearer(admin) });
    expect(log.statusCode).toBe(200);
    const mine = log
      .json()
      .data.filter(
        (entry: { after: { primaryColor?: string } | null }) => entry.after?.primaryColor === '#7a1f2b',
      );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ action: 'CLUB_COLOR_UPDATE', entity: 'CLUB', entityId: '1' });
    expect(mine[0].before).toHaveProperty('hasCrest');
    const actions = log.json().data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['CLUB_CREST_UPDATE', 'CLUB_CREST_REMOVE']));
    await color(admin, null);
  });
});
