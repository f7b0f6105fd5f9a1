import { describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import {
  GIF,
  HOLDER,
  type Photo,
  realJpeg,
  seasonHoldersSuite,
  solid,
  yearsBefore,
} from './helpers/season-holders.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('season ticket holder checks on %s', (kind) => {
  const { s } = seasonHoldersSuite(kind);

  it('refuses what is not a whole JPG or PNG, or too large, with nothing stored', async () => {
    const { fan, id } = await s.fanWithSeasonTicket();
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
    const before = await s.holders();
    for (const [name, photo, status, code] of cases) {
      const res = await s.register(fan.token, id, HOLDER, photo);
      const body = await res.json();
      expect([name, res.status, body.code]).toEqual([name, status, code]);
      expect(body.message).toMatch(code === 'SEASON_PHOTO_TOO_LARGE' ? /menším rozlíšením/ : /JPG alebo PNG/);
    }
    const missing = await s.register(fan.token, id, HOLDER, null);
    expect([missing.status, (await missing.json()).code]).toEqual([400, 'SEASON_PHOTO_MISSING']);
    expect(await s.holders()).toBe(before);
    expect((await s.mine(fan.token))[0]).toMatchObject({ registrationState: 'OPEN', holder: null });
  });

  it('checks the fields with Slovak messages: zip pattern, country list, date, category of the ticket', async () => {
    const { fan, id } = await s.fanWithSeasonTicket();
    const photo = await s.jpegPhoto();
    const badZip = await s.register(fan.token, id, { ...HOLDER, zip: '96001X' }, photo);
    const zipBody = await badZip.json();
    expect([badZip.status, zipBody.code]).toEqual([400, 'SEASON_HOLDER_INVALID']);
    expect(zipBody.data.errors).toEqual([
      { field: 'zip', keyword: 'pattern', message: 'PSČ má nesprávny formát.' },
    ]);
    for (const [field, value] of [
      ['country', 'XX'],
      ['dateOfBirth', '1990-02-30'],
      ['phoneNumber', '0905123456'],
      ['email', 'jana@'],
    ]) {
      const res = await s.register(fan.token, id, { ...HOLDER, [field as string]: value as string }, photo);
      const body = await res.json();
      expect([field, res.status, body.code, body.data.errors[0].field]).toEqual([
        field,
        400,
        'SEASON_HOLDER_INVALID',
        field,
      ]);
    }
    const { city: _city, ...withoutCity } = HOLDER;
    const noCity = await s.register(fan.token, id, withoutCity, photo);
    expect((await noCity.json()).data.errors[0]).toMatchObject({
      field: 'city',
      message: 'Mesto je povinné.',
    });
    for (const zip of ['96001', '960 01', '960 01-1234', '96001 1234']) {
      expect((await s.register(fan.token, id, { ...HOLDER, zip }, photo)).status).toBe(200);
    }
    const mismatch = await s.register(fan.token, id, { ...HOLDER, seasonTicketType: 'GOLD' }, photo);
    expect([mismatch.status, (await mismatch.json()).code]).toEqual([400, 'SEASON_HOLDER_TYPE_MISMATCH']);
    const json = await fetch(`${s.base}/v2/season/tickets/${id}/registration`, {
      method: 'POST',
      headers: { ...bearer(fan.token), 'content-type': 'application/json' },
      body: JSON.stringify(HOLDER),
    });
    expect([json.status, (await json.json()).code]).toEqual([400, 'SEASON_HOLDER_INVALID']);
  });

  it('checks KIDS and STUDENT ages on the season’s first day and says why', async () => {
    const photo = await s.jpegPhoto();
    const kid = await s.fanWithSeasonTicket('KIDS');
    const kids = { ...HOLDER, seasonTicketType: 'KIDS' };
    const tooOld = await s.register(
      kid.fan.token,
      kid.id,
      { ...kids, dateOfBirth: yearsBefore(s.seasonStartDay, 16) },
      photo,
    );
    const tooOldBody = await tooOld.json();
    expect([tooOld.status, tooOldBody.code]).toEqual([400, 'SEASON_HOLDER_AGE_INVALID']);
    expect(tooOldBody.data).toMatchObject({ field: 'dateOfBirth' });
    expect(tooOldBody.data.reason).toMatch(
      /^Kategória KIDS je pre držiteľov do 15 rokov vrátane .* bude mať v tento deň 16 rokov\.$/,
    );
    // 16 tomorrow: still 15 on the first day.
    const lastDay = { ...kids, dateOfBirth: yearsBefore(s.seasonStartDay, 16, -1) };
    expect((await s.register(kid.fan.token, kid.id, lastDay, photo)).status).toBe(200);

    const student = await s.fanWithSeasonTicket('STUDENT');
    const students = { ...HOLDER, seasonTicketType: 'STUDENT' };
    const young = await s.register(
      student.fan.token,
      student.id,
      { ...students, dateOfBirth: yearsBefore(s.seasonStartDay, 14) },
      photo,
    );
    const youngBody = await young.json();
    expect([young.status, youngBody.code]).toEqual([400, 'SEASON_HOLDER_AGE_INVALID']);
    expect(youngBody.data.reason).toMatch(/od 15 do 26 rokov .* 14 rokov\.$/);
    const old = await s.register(
      student.fan.token,
      student.id,
      { ...students, dateOfBirth: yearsBefore(s.seasonStartDay, 27) },
      photo,
    );
    expect((await old.json()).data.reason).toMatch(/27 rokov\.$/);
    expect(await s.storedPhotoOf(student.id)).toBeNull();
    const fits = await s.register(
      student.fan.token,
      student.id,
      { ...students, dateOfBirth: yearsBefore(s.seasonStartDay, 15) },
      photo,
    );
    expect(fits.status).toBe(200);
  });
});
