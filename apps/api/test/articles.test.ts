import { Article } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';

/** The page addresses the spec links to or the menu shows. */
const SLUGS = [
  'vseobecne-obchodne-podmienky',
  'ochrana-sukromia',
  'permanentky',
  'ako-nakupovat',
  'vstupne-podmienky',
  'predajne-miesta',
];
/** The main menu's pages in its order (spec section 3). */
const MENU = ['permanentky', 'vstupne-podmienky', 'predajne-miesta', 'ako-nakupovat'];
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;
type Page = { uuid: string; hash: string; title: string; menuLabel: string; body: string; updatedAt: string };

describe.each(await availableKinds())('information pages on %s', (kind) => {
  const t = suiteApp(kind);

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const page = async (id: string) => {
    const res = await get(`/v2/article/${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  const expectNotFound = async (id: string) => {
    const res = await get(`/v2/article/${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 404,
      code: 'ARTICLE_NOT_FOUND',
      message: 'Stránka sa nenašla.',
    });
    expect(res.json()).not.toHaveProperty('body');
  };

  it("the menu lists the spec's four pages in its order with Slovak titles; terms and privacy are linked elsewhere", async () => {
    const res = await get('/v2/article');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: Array<{ hash: string; title: string; menuLabel: string; language: string }>;
    };
    expect(data.map((a) => a.hash)).toEqual(MENU);
    for (const link of data) {
      expect(Object.keys(link).sort()).toEqual(['hash', 'language', 'menuLabel', 'title']);
      expect(link.language).toBe('sk');
      expect(link.title.length).toBeGreaterThan(0);
      expect(link.menuLabel.length).toBeGreaterThan(0);
    }
    expect(data.some((a) => SLOVAK.test(a.title))).toBe(true);
  });

  it.each(SLUGS)('the page /page/%s opens with its Slovak text', async (slug) => {
    const article = await page(slug);
    expect(Object.keys(article).sort()).toEqual(Object.keys(Article.properties).sort());
    expect(article.hash).toBe(slug);
    expect(article.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(article.body.length).toBeGreaterThan(200);
    expect(article.body).toMatch(SLOVAK);
    expect(article.body.startsWith('# ')).toBe(true);
    expect(Number.isNaN(Date.parse(article.updatedAt))).toBe(false);
    const listed = (await get('/v2/article')).json().data.find((a: { hash: string }) => a.hash === slug);
    if (MENU.includes(slug))
      expect(listed).toEqual({
        hash: slug,
        title: article.title,
        menuLabel: article.menuLabel,
        language: 'sk',
      });
    else expect(listed).toBeUndefined();
  });

  it('the body keeps every Slovak diacritic intact', async () => {
    const terms = await page('vseobecne-obchodne-podmienky');
    expect(terms.title).toBe('Všeobecné obchodné podmienky');
    const privacy = await page('ochrana-sukromia');
    expect(privacy.body).toContain('Ochranu vašich osobných údajov');
    const [stored] = await queryRows<{ body: string }>(
      t.db,
      sql`select body from articles where slug = 'ochrana-sukromia'`,
    );
    expect(privacy.body).toBe(stored?.body);
  });

  it('a page opens by its uuid too, in either letter case', async () => {
    const bySlug = await page('permanentky');
    expect(await page(bySlug.uuid)).toEqual(bySlug);
    expect(await page(bySlug.uuid.toUpperCase())).toEqual(bySlug);
  });

  it('an unknown page, an unknown uuid and a wrongly cased address are not found', async () => {
    await expectNotFound('neexistujuca-stranka');
    await expectNotFound('00000000-0000-4000-8000-000000000000');
    await expectNotFound('PERMANENTKY');
    await expectNotFound('permanentky ');
  });

  it('SQL in the address finds no page and changes nothing', async () => {
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from articles`);
    await expectNotFound("x' or '1'='1");
    await expectNotFound("x'; delete from articles; --");
    await expectNotFound('%');
    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from articles`);
    expect(after).toEqual(before);
    expect((await get('/v2/article')).json().data).toHaveLength(MENU.length);
  });

  it('an address of 81 characters is refused as invalid; 80 is still looked up', async () => {
    const res = await get(`/v2/article/${'a'.repeat(81)}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, code: 'ARTICLE_UUID_MISSING' });
    expect(body.message).toMatch(SLOVAK);
    expect(body.data.errors).toEqual([
      { field: 'id', keyword: 'maxLength', message: expect.stringContaining('80') },
    ]);
    await expectNotFound('a'.repeat(80));
  });

  it('an empty address is refused as a missing page identifier', async () => {
    const res = await get('/v2/article/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'ARTICLE_UUID_MISSING',
      message: 'Chýba identifikátor stránky.',
    });
    expect(res.json().data.errors[0]).toMatchObject({ field: 'id', keyword: 'minLength' });
  });
});
