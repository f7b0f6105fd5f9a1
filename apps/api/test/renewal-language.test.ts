import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { renewalRound } from '../src/modules/renewals/renewal-deadline.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo, receivedOverSmtp } from './helpers/mail.ts';
import { renewalDesk } from './helpers/renewals.ts';
import { seasonHolders } from './helpers/season-holders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;
const NEXT = 'Permanentka 2027/2028';
const PHONES = { en: '+421905777101', sk: '+421905777102' };

/** Issue 22, English: a renewal's e-mails and SMS speak the holder's account language. */
describe.each(await availableKinds())('season renewal in the holder’s language on %s', (kind) => {
  let t: TestApp;
  const holders: Record<'en' | 'sk', { email: string; seat: Record<string, string> }> = {
    en: { email: '', seat: {} },
    sk: { email: '', seat: {} },
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const sh = await seasonHolders(t);
    const desk = await renewalDesk(t, sh.seasonId);
    for (const language of ['en', 'sk'] as const) {
      const { fan, seat } = await sh.fanWithSeasonTicket();
      await queryRows(
        t.db,
        sql`update users set language = ${language}, phone_number = ${PHONES[language]}, phone_verified = true
          where id = ${fan.id}`,
      );
      holders[language] = { email: fan.email, seat };
    }
    const next = await desk.nextSeason(NEXT);
    const opened = await desk.open(next.seasonId);
    expect(opened.statusCode, opened.body).toBe(201);
  });
  afterAll(() => t.close());

  const emailsTo = async (email: string) =>
    (await messagesTo(t.db, email)).filter((m) => m.channel === 'EMAIL');

  it('the opening e-mail and SMS: English to an English account, Slovak to a Slovak one', async () => {
    const [english] = await receivedOverSmtp(t.app, [(await emailsTo(holders.en.email))[0]?.id ?? '']);
    expect(english?.subject).toBe(`Renew your season ticket for the ${NEXT} season`);
    expect(english?.text).toContain('Dear Testovací,');
    const { sector, row, name } = holders.en.seat;
    expect(english?.text).toContain(`sector ${sector}, row ${row}, seat ${name}`);
    expect(english?.text).toMatch(/or decline the offer by \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    expect(String(english?.html)).toContain('<html lang="en">');
    // The fan's own name (a test account's) aside, nothing Slovak is left.
    expect(`${english?.subject}\n${english?.text}`.replace('Testovací', '')).not.toMatch(
      /[áäčďéíĺľňóôŕšťúýž]/i,
    );
    const [slovak] = await receivedOverSmtp(t.app, [(await emailsTo(holders.sk.email))[0]?.id ?? '']);
    expect(slovak?.subject).toBe(`Obnovenie permanentky na sezónu ${NEXT}`);
    expect(slovak?.text).toContain('Dobrý deň, Testovací,');
    expect(String(slovak?.html)).toContain('<html lang="sk">');

    const [smsEn] = await messagesTo(t.db, PHONES.en);
    expect(smsEn?.textBody).toMatch(
      /^HK Orly Zvolen: your seat for the .+ season is held for you until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Renew: http/,
    );
    const [smsSk] = await messagesTo(t.db, PHONES.sk);
    expect(smsSk?.textBody).toMatch(
      /^HK Orly Zvolen: vaše miesto na sezónu .+ je pre vás podržané do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\. Obnovenie: http/,
    );
  });

  it('the reminder before the deadline, in each holder’s language', async () => {
    await t.setClockOffset(8 * DAY);
    try {
      await renewalRound(t.db, t.app.services.links);
    } finally {
      await t.setClockOffset(0);
    }
    const english = (await emailsTo(holders.en.email)).at(-1);
    expect(english?.subject).toMatch(
      /^Reminder: renew your season ticket by \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(english?.textBody).toMatch(
      /Your seat \(sector \S+, row \S+, seat \S+\) for the .+ season is held/,
    );
    const slovak = (await emailsTo(holders.sk.email)).at(-1);
    expect(slovak?.subject).toMatch(
      /^Pripomienka: obnovenie permanentky do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    );
    expect(slovak?.textBody).toContain('Ak si permanentku neobnovíte');
  });
});
