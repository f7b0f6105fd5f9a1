import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteAppWithAdmin } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const MENU = ['permanentky', 'vstupne-podmienky', 'predajne-miesta', 'ako-nakupovat'];
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;

// Issue 22: the club's information pages in English where they have an English version, else Slovak.
describe.each(await availableKinds())('information pages in English on %s', (kind) => {
  const t = suiteAppWithAdmin(kind);

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const save = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url: `/v2/admin/articles${url}`, headers: bearer(t.admin.token), payload });
  const page = (over: Record<string, unknown> = {}) => ({
    hash: `stranka-${randomBytes(3).toString('hex')}`,
    title: 'Parkovanie pri štadióne',
    menuLabel: 'Parkovanie',
    menuOrder: 7,
    inMenu: true,
    body: '# Parkovanie\n\nParkovisko je **zadarmo**.',
    ...over,
  });
  const english = { titleEn: 'Parking', menuLabelEn: 'Parking', bodyEn: '# Parking\n\nParking is **free**.' };
  const stored = (id: string) =>
    queryRows<{ titleEn: string | null; menuLabelEn: string | null; bodyEn: string | null }>(
      t.db,
      sql`select title_en as "titleEn", menu_label_en as "menuLabelEn", body_en as "bodyEn"
        from articles where id = ${id}`,
    );

  it('an English reader gets the demo pages and the menu in English; a Slovak (or silent) one in Slovak', async () => {
    const en = await get('/v2/article/vstupne-podmienky', ENGLISH);
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ hash: 'vstupne-podmienky', title: 'Entry Conditions', language: 'en' });
    expect(en.json().menuLabel).toBe('Entry conditions');
    expect(en.json().body).toMatch(/^# Entry Conditions\n/);
    expect(en.headers['content-language']).toBe('en');
    expect(en.headers.vary).toMatch(/accept-language/i);

    const sk = await get('/v2/article/vstupne-podmienky', { 'accept-language': 'sk' });
    expect(sk.json()).toMatchObject({ title: 'Vstupné podmienky', language: 'sk' });
    expect(sk.json().body).toMatch(SLOVAK);
    expect(sk.headers['content-language']).toBe('sk');
    expect(sk.headers.vary).toMatch(/accept-language/i);
    // The same page, the same uuid and time: only the texts differ.
    expect(sk.json().uuid).toBe(en.json().uuid);
    expect(sk.json().updatedAt).toBe(en.json().updatedAt);
    expect((await get('/v2/article/vstupne-podmienky')).json().language).toBe('sk');
    // A Czech reader reads Slovak; a German one gets English (contract language.ts).
    expect((await get('/v2/article/permanentky', { 'accept-language': 'cs' })).json().title).toBe(
      'Permanentky',
    );
    expect((await get('/v2/article/permanentky', { 'accept-language': 'de' })).json().title).toBe(
      'Season Tickets',
    );

    const menu = await get('/v2/article', ENGLISH);
    expect(menu.headers.vary).toMatch(/accept-language/i);
    expect(menu.headers['content-language']).toBe('en');
    expect(menu.json().data.filter((a: { hash: string }) => MENU.includes(a.hash))).toEqual([
      { hash: 'permanentky', title: 'Season Tickets', menuLabel: 'Season tickets', language: 'en' },
      { hash: 'vstupne-podmienky', title: 'Entry Conditions', menuLabel: 'Entry conditions', language: 'en' },
      { hash: 'predajne-miesta', title: 'Where to Buy', menuLabel: 'Where to buy', language: 'en' },
      { hash: 'ako-nakupovat', title: 'How to Buy', menuLabel: 'How to buy', language: 'en' },
    ]);
    const slovakMenu = (await get('/v2/article')).json().data as Array<{ menuLabel: string }>;
    expect(slovakMenu.slice(0, 4).map((a) => a.menuLabel)).toEqual([
      'Permanentky',
      'Vstupné podmienky',
      'Predajné miesta',
      'Ako nakupovať',
    ]);
  });

  it('a page without English is served in Slovak to an English reader, and says so', async () => {
    const created = await save('POST', '', page());
    expect(created.statusCode, created.body).toBe(201);
    const { uuid, hash } = created.json();
    expect(created.json()).toMatchObject({ titleEn: null, menuLabelEn: null, bodyEn: null });
    const en = await get(`/v2/article/${hash}`, ENGLISH);
    expect(en.json()).toMatchObject({ title: 'Parkovanie pri štadióne', language: 'sk' });
    expect(en.headers['content-language']).toBe('sk');
    expect(en.headers.vary).toMatch(/accept-language/i);
    const listed = (await get('/v2/article', ENGLISH))
      .json()
      .data.find((a: { hash: string }) => a.hash === hash);
    expect(listed).toEqual({
      hash,
      title: 'Parkovanie pri štadióne',
      menuLabel: 'Parkovanie',
      language: 'sk',
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v2/admin/articles/${uuid}`,
          headers: bearer(t.admin.token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the back office adds, changes and removes the English version, audited before and after', async () => {
    const created = (await save('POST', '', page({ ...english, titleEn: '  Parking  ' }))).json();
    expect(created).toMatchObject({ ...english, title: 'Parkovanie pri štadióne' });
    const en = (await get(`/v2/article/${created.hash}`, ENGLISH)).json();
    expect(en).toMatchObject({
      title: 'Parking',
      menuLabel: 'Parking',
      body: english.bodyEn,
      language: 'en',
    });

    const edited = await save(
      'PUT',
      `/${created.uuid}`,
      page({ hash: created.hash, ...english, titleEn: 'Car park' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get(`/v2/article/${created.hash}`, ENGLISH)).json().title).toBe('Car park');

    // Blank (or left out) English fields: the page has no English any more.
    const cleared = await save(
      'PUT',
      `/${created.uuid}`,
      page({ hash: created.hash, titleEn: ' ', menuLabelEn: '', bodyEn: '\n' }),
    );
    expect(cleared.json()).toMatchObject({ titleEn: null, menuLabelEn: null, bodyEn: null });
    expect(await stored(created.uuid)).toEqual([{ titleEn: null, menuLabelEn: null, bodyEn: null }]);
    expect((await get(`/v2/article/${created.hash}`, ENGLISH)).json().language).toBe('sk');

    const audit = await queryRows<{
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(
      t.db,
      sql`select action, before, after from audit_log where entity = 'ARTICLE' and entity_id = ${created.uuid} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['ARTICLE_CREATE', 'ARTICLE_UPDATE', 'ARTICLE_UPDATE']);
    expect(audit[0]?.after).toMatchObject({ titleEn: 'Parking', bodyEn: english.bodyEn });
    expect(audit[1]).toMatchObject({ before: { titleEn: 'Parking' }, after: { titleEn: 'Car park' } });
    expect(audit[2]).toMatchObject({
      before: { titleEn: 'Car park' },
      after: { titleEn: null, bodyEn: null },
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/v2/admin/articles/${created.uuid}`,
      headers: bearer(t.admin.token),
    });
  });

  it('refuses an incomplete English version with its code (in the reader’s language) and stores nothing', async () => {
    const taken = (await save('POST', '', page(english))).json();
    const before = await stored(taken.uuid);
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from articles`))[0]?.n;
    const articles = await count();
    const incomplete = [
      { titleEn: 'Parking' },
      { titleEn: 'Parking', menuLabelEn: 'Parking' },
      { ...english, bodyEn: '  \n ' },
      { ...english, titleEn: '   ' },
      { menuLabelEn: 'Parking', bodyEn: 'Text' },
    ];
    for (const fields of incomplete) {
      const created = await save('POST', '', page(fields));
      expect(created.statusCode, JSON.stringify(fields)).toBe(400);
      expect(created.json()).toMatchObject({ status: 400, code: 'ARTICLE_ENGLISH_INCOMPLETE' });
      expect(created.json().message).toMatch(/^Anglická verzia stránky je neúplná/);
      const edited = await save('PUT', `/${taken.uuid}`, page({ hash: taken.hash, ...fields }));
      expect(edited.json()).toMatchObject({ status: 400, code: 'ARTICLE_ENGLISH_INCOMPLETE' });
    }
    const inEnglish = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/articles',
      headers: { ...bearer(t.admin.token), ...ENGLISH },
      payload: page({ titleEn: 'Parking' }),
    });
    expect(inEnglish.json().message).toMatch(/^The English version of the page is incomplete/);
    // Too long is the schema's: the same code as the Slovak fields.
    for (const fields of [
      { ...english, titleEn: 'x'.repeat(201) },
      { ...english, menuLabelEn: 'x'.repeat(61) },
      { ...english, bodyEn: 'x'.repeat(100_001) },
      { ...english, bodyEn: 5 },
    ]) {
      const refused = await save('POST', '', page(fields));
      expect(refused.json()).toMatchObject({ status: 400, code: 'ARTICLE_FIELDS_MISSING' });
    }
    expect(await count()).toBe(articles);
    expect(await stored(taken.uuid)).toEqual(before);
    await t.app.inject({
      method: 'DELETE',
      url: `/v2/admin/articles/${taken.uuid}`,
      headers: bearer(t.admin.token),
    });
  });

  it('the database keeps an English version whole', async () => {
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from articles where slug = 'predajne-miesta'`,
    );
    const failure = await queryRows(t.db, sql`update articles set body_en = null where id = ${row?.id}`).then(
      () => 'stored',
      (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
    );
    expect(failure).toMatch(/articles_english_whole/);
    expect((await get('/v2/article/predajne-miesta', ENGLISH)).json().title).toBe('Where to Buy');
  });

  it('a demo shop seeded before English gets it at its next start, but not on a page the club rewrote', async () => {
    const englishOf = async (slug: string) =>
      (
        await queryRows<{ titleEn: string | null }>(
          t.db,
          sql`select title_en as "titleEn" from articles where slug = ${slug}`,
        )
      )[0]?.titleEn;
    await queryRows(
      t.db,
      sql`update articles set title_en = null, menu_label_en = null, body_en = null
        where slug in ('ako-nakupovat', 'ochrana-sukromia')`,
    );
    await queryRows(
      t.db,
      sql`update articles set body = body || ${'\nNáš vlastný text.'} where slug = 'ochrana-sukromia'`,
    );
    expect(await seedDemo(t.db, { size: 'small', orders: false })).toEqual({ seeded: false });
    expect(await englishOf('ako-nakupovat')).toBe('How to Buy');
    expect(await englishOf('ochrana-sukromia')).toBeNull();
    expect(await englishOf('permanentky')).toBe('Season Tickets');
  });
});
