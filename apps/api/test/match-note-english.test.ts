import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { adminEventsSuite } from './helpers/admin-events-suite.ts';
import { availableKinds } from './helpers/databases.ts';

const SLOVAK = 'Vstup len s respirátorom FFP2';
const ENGLISH = 'Entry only with an FFP2 respirator';

type ListedMatch = { uuid: string; covidRestriction: string | null; noteLanguage: string };

describe.each(await availableKinds())('a match’s note in English on %s', (kind) => {
  const { t, asAdmin: admin$, matchBody, auditOf } = adminEventsSuite(kind);
  const shop = (language: string, etag?: string) =>
    t.app.inject({
      url: '/v2/event',
      headers: { 'accept-language': language, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const listed = async (language: string, id: string) =>
    ((await shop(language)).json().data as ListedMatch[]).find((m) => m.uuid === id);

  it('the shop lists the seeded note in the reader’s language, and says which; the two answers kept apart', async () => {
    const en = await shop('en-GB,en;q=0.9');
    const sk = await shop('sk');
    const enNotes = (en.json().data as ListedMatch[]).filter((m) => m.covidRestriction !== null);
    const skNotes = (sk.json().data as ListedMatch[]).filter((m) => m.covidRestriction !== null);
    expect(enNotes.length).toBeGreaterThan(0);
    expect(enNotes.map((m) => [m.covidRestriction, m.noteLanguage])).toEqual(
      enNotes.map(() => [ENGLISH, 'en']),
    );
    expect(skNotes.map((m) => [m.covidRestriction, m.noteLanguage])).toEqual(
      skNotes.map(() => [SLOVAK, 'sk']),
    );
    expect((sk.json().data as ListedMatch[]).every((m) => m.noteLanguage === 'sk')).toBe(true);
    for (const answer of [en, sk])
      expect(String(answer.headers.vary)).toMatch(/authorization.*accept-language/i);
    expect(en.headers['content-language']).toBe('en');
    expect(en.headers.etag).not.toBe(sk.headers.etag);
    // Each language's ETag answers 304 to its own language only.
    expect((await shop('en', String(en.headers.etag))).statusCode).toBe(304);
    expect((await shop('sk', String(en.headers.etag))).statusCode).toBe(200);
  });

  it('the back office saves the English beside the Slovak; a match without it shows English readers the Slovak', async () => {
    const created = await admin$(
      'POST',
      '/events',
      matchBody({ covidRestriction: SLOVAK, covidRestrictionEn: ` ${ENGLISH} ` }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ covidRestriction: SLOVAK, covidRestrictionEn: ENGLISH });
    expect((await admin$('POST', `/events/${id}/publish`)).statusCode).toBe(200);
    expect(await listed('en', id)).toMatchObject({ covidRestriction: ENGLISH, noteLanguage: 'en' });
    expect(await listed('sk', id)).toMatchObject({ covidRestriction: SLOVAK, noteLanguage: 'sk' });

    // A blank English note is none: English readers get the Slovak, marked so.
    const cleared = await admin$('PATCH', `/events/${id}`, { covidRestrictionEn: '  ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ covidRestriction: SLOVAK, covidRestrictionEn: null });
    expect(await listed('en', id)).toMatchObject({ covidRestriction: SLOVAK, noteLanguage: 'sk' });

    const again = await admin$('PATCH', `/events/${id}`, { covidRestrictionEn: ENGLISH });
    expect(again.json()).toMatchObject({ covidRestrictionEn: ENGLISH });
    expect((await auditOf(id)).at(-1)).toMatchObject({
      before: { covidRestrictionEn: null },
      after: { covidRestrictionEn: ENGLISH },
    });
  });

  it('an English note alone is refused (in the admin’s language), and so is removing the Slovak under it; the database refuses it too', async () => {
    const alone = await admin$(
      'POST',
      '/events',
      matchBody({ covidRestriction: null, covidRestrictionEn: ENGLISH }),
      'en',
    );
    expect([alone.statusCode, alone.json().code]).toEqual([400, 'SETUP_NOTE_ENGLISH_WITHOUT_SLOVAK']);
    expect(alone.json().message).toMatch(/^The English note on the match/);

    const created = await admin$(
      'POST',
      '/events',
      matchBody({ covidRestriction: SLOVAK, covidRestrictionEn: ENGLISH }),
    );
    const id = created.json().id as string;
    const removed = await admin$('PATCH', `/events/${id}`, { covidRestriction: null });
    expect([removed.statusCode, removed.json().code]).toEqual([400, 'SETUP_NOTE_ENGLISH_WITHOUT_SLOVAK']);
    // Control: both removed together is allowed.
    const both = await admin$('PATCH', `/events/${id}`, { covidRestriction: null, covidRestrictionEn: null });
    expect(both.json()).toMatchObject({ covidRestriction: null, covidRestrictionEn: null });

    const refused = await queryRows(
      t.db,
      sql`update setups set covid_restriction_en = ${ENGLISH} where id = ${id}`,
    ).then(
      () => 'stored',
      (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
    );
    expect(refused).toMatch(/setups_note_english_beside_slovak/);
  });
});
