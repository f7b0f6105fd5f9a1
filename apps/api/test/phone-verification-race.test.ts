import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { PHONE_CODE_TRIES } from '../src/modules/users/phone-service.ts';
import { useTryReadThenWrite } from './helpers/code-tries-control-run.ts';
import { availableKinds } from './helpers/databases.ts';
import { codeIn, lastMessageTo } from './helpers/mail.ts';
import { type RaceMeeting, raceMeeting } from './helpers/meet.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const onPostgres = (await availableKinds()).includes('postgres');
const AT_ONCE = 8;
let phoneSequence = 200_000;

/**
 * A fan's code guessed wrong once, then AT_ONCE times at once, then right. A control run's `guesses` meet
 * once all AT_ONCE have read the tries used.
 */
async function guessesAtOnce(t: TestApp, guesses?: RaceMeeting) {
  phoneSequence += 1;
  const fan = await t.newUser();
  const phone = `+421905${phoneSequence}`;
  await queryRows(t.db, sql`update users set phone_number = ${phone} where id = ${fan.id}`);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/v2/user/verify-phone-send-code',
    headers: bearer(fan.token),
    remoteAddress: '192.0.2.1',
  });
  expect(sent.statusCode).toBe(202);
  const verify = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/user/verify-phone',
      headers: bearer(fan.token),
      payload: { code },
    });
  const code = codeIn((await lastMessageTo(t.db, phone)).textBody);
  const wrong = code === '000000' ? '111111' : '000000';
  const first = await verify(wrong);
  guesses?.expect(AT_ONCE);
  const rest = await Promise.all(Array.from({ length: AT_ONCE }, () => verify(wrong)));
  const right = await verify(code);
  return { first, rest, right };
}

describe.each(await availableKinds())('phone code guesses at once on %s', (kind) => {
  const t = suiteApp(kind);

  it('after 5 wrong tries the code is dead, even the right one, also when the tries come at once', async () => {
    const { first, rest, right } = await guessesAtOnce(t);
    expect(first.json()).toMatchObject({
      code: 'USER_PHONE_CODE_INVALID',
      data: { attemptsLeft: PHONE_CODE_TRIES - 1 },
    });
    expect(rest.every((a) => a.json().code === 'USER_PHONE_CODE_INVALID')).toBe(true);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'USER_PHONE_CODE_INVALID', data: { attemptsLeft: 0 } });
  });
});

// The control run: tries counted by read-then-write let the code outlive its tries, or the test above
// proves nothing.
describe.runIf(onPostgres)('control run with read-then-write tries', () => {
  let t: TestApp;
  const guesses = raceMeeting('wrong guesses at once');
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 20 }, { codeTry: useTryReadThenWrite(guesses.meet) });
  });
  afterAll(() => t.close());

  it(`${AT_ONCE} wrong guesses at once count as one try: the right code still verifies the phone`, async () => {
    const { rest, right } = await guessesAtOnce(t, guesses);
    expect(rest.every((a) => a.json().code === 'USER_PHONE_CODE_INVALID')).toBe(true);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ phoneNumberVerified: true });
  });
});
