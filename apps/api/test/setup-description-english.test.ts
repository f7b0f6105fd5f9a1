import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { SEASON_DESCRIPTION, SEASON_DESCRIPTION_EN } from '../src/seed/matches.ts';
import { adminEventsSuite } from './helpers/admin-events-suite.ts';
import { availableKinds } from './helpers/databases.ts';

const SLOVAK = 'Zápas so sprievodným programom pre deti, brány sa otvárajú o 16:00.';
const ENGLISH = 'A match with a programme for children; the gates open at 4 pm.';

type Described = { uuid: string; description: string; descriptionLanguage: string };
type Kind = 'events' | 'seasons';
const shopPath = { events: '/v2/event', seasons: '/v2/season' } as const;

describe.each(await availableKinds())('a match’s and a season’s description in English on %s', (kind) => {
  const { t, asAdmin: admin$, matchBody, seasonBody, setupCount, auditOf } = adminEventsSuite(kind);
  const bodyOf = (what: Kind, over: Record<string, unknown>) =>
    what === 'events' ? matchBody(over) : seasonBody(over);
  const shop = (what: Kind, language: string, etag?: string) =>
    t.app.inject({
      url: shopPath[what],
      headers: { 'accept-language': language, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const listed = async (what: Kind, language: string, id: string) =>
    ((await shop(what, language)).json().data as Described[]).find((m) => m.uuid === id);

  it('the shop gives the demo’s descriptions in the reader’s language and says which; each language its own bytes', async () => {
    for (const what of ['events', 'seasons'] as const) {
      const en = await shop(what, 'en-GB,en;q=0.9');
      const sk = await shop(what, 'sk');
      const enData = en.json().data as Described[];
      const skData = sk.json().data as Described[];
      expect(enData.length).toBeGreaterThan(0);
      expect(enData.map((s) => s.descriptionLanguage)).toEqual(enData.map(() => 'en'));
      expect(skData.map((s) => s.descriptionLanguage)).toEqual(skData.map(() => 'sk'));
      // The same setups, each with a different text in each language.
      expect(enData.map((s) => s.uuid)).toEqual(skData.map((s) => s.uuid));
      expect(enData.filter((s, i) => s.description === skData[i]?.description)).toEqual([]);
      for (const answer of [en, sk])
        expect(String(answer.headers.vary)).toMatch(/authorization.*accept-language/i);
      expect([en.headers['content-language'], sk.headers['content-language']]).toEqual(['en', 'sk']);
      expect(en.headers.etag).not.toBe(sk.headers.etag);
      // Each language's ETag answers 304 to its own language only.
      expect((await shop(what, 'en', String(en.headers.etag))).statusCode).toBe(304);
      expect((await shop(what, 'sk', String(en.headers.etag))).statusCode).toBe(200);
    }
    const season = (lang: string) => shop('seasons', lang).then((r) => r.json().data[0] as Described);
    expect((await season('en')).description).toBe(SEASON_DESCRIPTION_EN);
    expect((await season('sk')).description).toBe(SEASON_DESCRIPTION);
  });

  for (const what of ['events', 'seasons'] as const) {
    it(`${what}: the back office saves the English beside the Slovak, audited; without it English readers get the Slovak, marked so`, async () => {
      const created = await admin$(
        'POST',
        `/${what}`,
        bodyOf(what, { description: SLOVAK, descriptionEn: ` ${ENGLISH} ` }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      expect(created.json()).toMatchObject({ description: SLOVAK, descriptionEn: ENGLISH });
      expect((await admin$('POST', `/${what}/${id}/publish`)).statusCode).toBe(200);
      expect(await listed(what, 'en', id)).toMatchObject({ description: ENGLISH, descriptionLanguage: 'en' });
      expect(await listed(what, 'sk', id)).toMatchObject({ description: SLOVAK, descriptionLanguage: 'sk' });

      // A blank English description is none: English readers get the Slovak, marked Slovak.
      const cleared = await admin$('PATCH', `/${what}/${id}`, { descriptionEn: '  ' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json()).toMatchObject({ description: SLOVAK, descriptionEn: null });
      expect(await listed(what, 'en', id)).toMatchObject({ description: SLOVAK, descriptionLanguage: 'sk' });

      const again = await admin$('PATCH', `/${what}/${id}`, { descriptionEn: ENGLISH });
      expect(again.json()).toMatchObject({ descriptionEn: ENGLISH });
      expect(await listed(what, 'en', id)).toMatchObject({ description: ENGLISH, descriptionLanguage: 'en' });
      const trail = await auditOf(id);
      expect(trail.at(0)).toMatchObject({ after: { description: SLOVAK, descriptionEn: ENGLISH } });
      expect(trail.at(-1)).toMatchObject({
        before: { description: SLOVAK, descriptionEn: null },
        after: { description: SLOVAK, descriptionEn: ENGLISH },
      });
    });

    it(`${what}: an English description alone is refused (in the admin’s language), and so is removing the Slovak under it; nothing changed`, async () => {
      const count = await setupCount();
      const alone = await admin$('POST', `/${what}`, bodyOf(what, { descriptionEn: ENGLISH }), 'en');
      expect([alone.statusCode, alone.json().code]).toEqual([
        400,
        'SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK',
      ]);
      expect(alone.json().message).toMatch(/^The English description translates the Slovak one/);
      const blank = await admin$(
        'POST',
        `/${what}`,
        bodyOf(what, { description: ' ', descriptionEn: ENGLISH }),
      );
      expect([blank.statusCode, blank.json().code]).toEqual([
        400,
        'SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK',
      ]);
      expect(blank.json().message).toMatch(/^Anglický popis je preklad slovenského/);
      expect(await setupCount()).toBe(count);

      const created = await admin$(
        'POST',
        `/${what}`,
        bodyOf(what, { description: SLOVAK, descriptionEn: ENGLISH }),
      );
      const id = created.json().id as string;
      const trail = await auditOf(id);
      const removed = await admin$('PATCH', `/${what}/${id}`, { description: '', title: 'Iný názov' });
      expect([removed.statusCode, removed.json().code]).toEqual([
        400,
        'SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK',
      ]);
      expect((await admin$('GET', `/${what}/${id}`)).json()).toMatchObject({
        title: created.json().title,
        description: SLOVAK,
        descriptionEn: ENGLISH,
      });
      expect(await auditOf(id)).toEqual(trail);
      // Control: both removed together is allowed.
      const both = await admin$('PATCH', `/${what}/${id}`, { description: '', descriptionEn: null });
      expect(both.json()).toMatchObject({ description: '', descriptionEn: null });

      const refused = await queryRows(
        t.db,
        sql`update setups set description_en = ${ENGLISH} where id = ${id}`,
      ).then(
        () => 'stored',
        (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
      );
      expect(refused).toMatch(/setups_description_english_beside_slovak/);
    });
  }
});
