import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { LIMITS } from '../src/modules/auth/attempt-limits.ts';
import { PHONE_CODE_TRIES } from '../src/modules/users/phone-service.ts';
import { availableKinds } from './helpers/databases.ts';
import { codeIn, lastMessageTo, messagesTo } from './helpers/mail.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

let phoneSequence = 100_000;
const newPhone = () => {
  phoneSequence += 1;
  return `+421905${phoneSequence}`;
};

describe.each(await availableKinds())('phone verification by SMS on %s', (kind) => {
  const t = suiteApp(kind);

  const sendCode = (token: string, remoteAddress = '192.0.2.1') =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/verify-phone-send-code',
      headers: bearer(token),
      remoteAddress,
    });
  const verify = (token: string, code: unknown) =>
    t.app.inject({ method: 'POST', url: '/v2/user/verify-phone', headers: bearer(token), payload: { code } });
  const fanWithPhone = async (phone = newPhone()) => {
    const fan = await t.newUser();
    await queryRows(t.db, sql`update users set phone_number = ${phone} where id = ${fan.id}`);
    return { ...fan, phone };
  };
  const makeCodeOld = (userId: string, seconds: number) =>
    queryRows(
      t.db,
      sql`update phone_codes set sent_at = sent_at - make_interval(secs => ${seconds}),
          expires_at = expires_at - make_interval(secs => ${seconds}) where user_id = ${userId}`,
    );

  it('a fan gets a 6-digit code by SMS and verifies the phone with it', async () => {
    const fan = await fanWithPhone();
    const sent = await sendCode(fan.token);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ phoneNumber: fan.phone, expiresInS: 300, resendAfterS: 60 });
    const sms = await lastMessageTo(t.db, fan.phone);
    expect(sms.channel).toBe('SMS');
    expect(sms.textBody).toMatch(/overovací kód je \d{6}\. Platí 5 minút\./);
    const [stored] = await queryRows<{ codeHash: string }>(
      t.db,
      sql`select code_hash as "codeHash" from phone_codes where user_id = ${fan.id}`,
    );
    expect(stored?.codeHash).not.toContain(codeIn(sms.textBody));

    const verified = await verify(fan.token, codeIn(sms.textBody));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ phoneNumber: fan.phone, phoneNumberVerified: true });
    // The code is spent.
    expect((await verify(fan.token, codeIn(sms.textBody))).json()).toMatchObject({
      code: 'USER_PHONE_CODE_INVALID',
    });
    expect((await sendCode(fan.token)).json()).toMatchObject({ code: 'USER_PHONE_ALREADY_VERIFIED' });
  });

  it('without a phone number there is nothing to send to', async () => {
    const fan = await t.newUser();
    const answer = await sendCode(fan.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'USER_PHONE_MISSING' });
    const malformed = await fanWithPhone('0905 123');
    expect((await sendCode(malformed.token)).json()).toMatchObject({ code: 'USER_PHONE_INVALID' });
  });

  it('a new code can be asked for after a minute, and only the newest works', async () => {
    const fan = await fanWithPhone();
    await sendCode(fan.token);
    const first = codeIn((await lastMessageTo(t.db, fan.phone)).textBody);
    const soon = await sendCode(fan.token);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(50);
    expect(await messagesTo(t.db, fan.phone)).toHaveLength(1);

    await makeCodeOld(fan.id, 61);
    expect((await sendCode(fan.token)).statusCode).toBe(202);
    const second = codeIn((await lastMessageTo(t.db, fan.phone)).textBody);
    if (first !== second) {
      expect((await verify(fan.token, first)).json()).toMatchObject({ code: 'USER_PHONE_CODE_INVALID' });
    }
    expect((await verify(fan.token, second)).statusCode).toBe(200);
  });

  it('a code older than 5 minutes has expired', async () => {
    const fan = await fanWithPhone();
    await sendCode(fan.token);
    const code = codeIn((await lastMessageTo(t.db, fan.phone)).textBody);
    await makeCodeOld(fan.id, 301);
    const answer = await verify(fan.token, code);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'USER_PHONE_CODE_EXPIRED' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/user/my-account', headers: bearer(fan.token) })).json(),
    ).toMatchObject({ phoneNumberVerified: false });
  });

  it('a code sent to the old number does not verify a changed one', async () => {
    const fan = await fanWithPhone();
    await sendCode(fan.token);
    const code = codeIn((await lastMessageTo(t.db, fan.phone)).textBody);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/v2/user',
      headers: bearer(fan.token),
      payload: { phoneNumber: newPhone() },
    });
    expect(changed.statusCode).toBe(200);
    expect((await verify(fan.token, code)).json()).toMatchObject({ code: 'USER_PHONE_CODE_INVALID' });
  });

  it('a number another account verified first cannot be verified again', async () => {
    const phone = newPhone();
    const first = await fanWithPhone(phone);
    const second = await fanWithPhone(phone);
    await sendCode(first.token);
    const firstCode = codeIn((await lastMessageTo(t.db, phone)).textBody);
    await sendCode(second.token, '192.0.2.2');
    const secondCode = codeIn((await lastMessageTo(t.db, phone)).textBody);
    expect((await verify(first.token, firstCode)).statusCode).toBe(200);
    const taken = await verify(second.token, secondCode);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USER_NO_UNIQUE_PHONE',
      message: 'Toto telefónne číslo už používa iný účet.',
    });
  });

  it.each([['12345'], ['1234567'], ['12a456'], [123456], [' 123456'], ["1' OR 1=1"]])(
    'a code like %j is refused as malformed',
    async (code) => {
      const fan = await fanWithPhone();
      const answer = await verify(fan.token, code);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'USER_PARAMETERS_MISSING' });
    },
  );

  it('codes are limited per account an hour and per address', async () => {
    const fan = await fanWithPhone();
    for (let i = 0; i < LIMITS.smsPerAccount.max; i += 1) {
      expect((await sendCode(fan.token, `192.0.2.${50 + i}`)).statusCode).toBe(202);
      await makeCodeOld(fan.id, 61);
    }
    const paused = await sendCode(fan.token, '192.0.2.99');
    expect(paused.statusCode).toBe(429);
    expect(await messagesTo(t.db, fan.phone)).toHaveLength(LIMITS.smsPerAccount.max);

    const remote = '192.0.2.200';
    for (let i = 0; i < LIMITS.smsPerAddress.max; i += 1) {
      expect((await sendCode((await fanWithPhone()).token, remote)).statusCode).toBe(202);
    }
    expect((await sendCode((await fanWithPhone()).token, remote)).statusCode).toBe(429);
  });

  it('a match that needs a verified phone refuses a hold without one, and takes it once the phone is verified', async () => {
    const [match] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where phone_required limit 1`,
    );
    if (!match) throw new Error('the seed has no match that needs a phone');
    const fan = await fanWithPhone();
    const [seat] = await t.freeSeats(match.id, 1);
    if (!seat) throw new Error('no free seat');
    const refused = await t.holdSeat(fan.token, match.id, seat);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'USER_PHONE_NOT_VERIFIED' });
    expect(refused.json().message).toMatch(/overené telefónne číslo/);
    expect((await t.seatRow(match.id, seat))?.state).toBe('ACTIVE');

    await sendCode(fan.token, '192.0.2.77');
    await verify(fan.token, codeIn((await lastMessageTo(t.db, fan.phone)).textBody));
    expect((await t.holdSeat(fan.token, match.id, seat)).statusCode).toBe(201);

    // Other matches do not ask for a phone.
    const [other] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'EVENT' and not phone_required and published limit 1`,
    );
    const [free] = await t.freeSeats(other?.id ?? '', 1);
    const unverified = await t.newUser();
    expect((await t.holdSeat(unverified.token, other?.id ?? '', free ?? {})).statusCode).toBe(201);
  });

  it('wrong codes are limited per account across codes: after 15 in an hour even a fresh code waits', async () => {
    const fan = await fanWithPhone();
    for (let round = 0; round < LIMITS.codeFailuresPerAccount.max / PHONE_CODE_TRIES; round += 1) {
      await makeCodeOld(fan.id, 61);
      expect((await sendCode(fan.token, `192.0.2.${120 + round}`)).statusCode).toBe(202);
      const code = codeIn((await lastMessageTo(t.db, fan.phone)).textBody);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < PHONE_CODE_TRIES; i += 1)
        expect((await verify(fan.token, wrong)).statusCode).toBe(400);
    }
    await makeCodeOld(fan.id, 61);
    await sendCode(fan.token, '192.0.2.130');
    const code = codeIn((await lastMessageTo(t.db, fan.phone)).textBody);
    const paused = await verify(fan.token, code);
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
  });

  it('needs a valid session', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/v2/user/verify-phone-send-code' });
    expect(answer.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});
