import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteAppWithAdmin } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;

describe.each(await availableKinds())('information pages in the back office on %s', (kind) => {
  const t = suiteAppWithAdmin(kind);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/v2/admin/articles${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const page = (over: Record<string, unknown> = {}) => ({
    hash: `stranka-${randomBytes(3).toString('hex')}`,
    title: 'Parkovanie pri štadióne',
    menuLabel: 'Parkovanie',
    menuOrder: 10,
    inMenu: true,
    body: '# Parkovanie\n\nParkovisko je **zadarmo** pre držiteľov permanentiek.',
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const answer = await call('POST', '', t.admin.token, page(over));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  };
  const rows = async () =>
    queryRows<{ slug: string; title: string; body: string }>(
      t.db,
      sql`select slug, title, body from articles order by slug`,
    );
  const auditOf = async (id: string) =>
    queryRows<{ action: string; actorId: string; before: unknown; after: unknown }>(
      t.db,
      sql`select action, actor_id as "actorId", before, after from audit_log
        where entity = 'ARTICLE' and entity_id = ${id} order by id`,
    );
  const bySlug = async (slug: string) => {
    const list = (await call('GET', '', t.admin.token)).json().data as Array<{ uuid: string; hash: string }>;
    const found = list.find((a) => a.hash === slug);
    if (!found) throw new Error(`no page ${slug}`);
    return found.uuid;
  };
  const menu = async () =>
    ((await t.app.inject({ method: 'GET', url: '/v2/article' })).json().data as Array<{ hash: string }>).map(
      (a) => a.hash,
    );

  it('is for ADMIN only: no token 401, a fan and a cashier 403 on every call (an empty body too), nothing changed', async () => {
    const fan = await t.newUser();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    const { uuid } = await create();
    const before = await rows();
    const calls = [
      ['GET', ''],
      ['GET', `/${uuid}`],
      ['POST', '', page()],
      ['PUT', `/${uuid}`, page({ title: 'Zmenené' })],
      ['DELETE', `/${uuid}`],
      // An invalid body is refused for the missing login or role, not for its fields.
      ['POST', '', {}],
      ['PUT', `/${uuid}`, {}],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, null, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
      for (const who of [fan, cashier]) {
        const refused = await call(method, url, who.token, payload);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ status: 403, code: 'ROLE_FORBIDDEN' });
      }
    }
    expect(await rows()).toEqual(before);
    expect((await call('DELETE', `/${uuid}`, t.admin.token)).statusCode).toBe(200);
  });

  it('lists every page with its Markdown, menu place and whether the shop links it itself', async () => {
    const { data } = (await call('GET', '', t.admin.token)).json();
    expect(data).toHaveLength(6);
    expect(data.map((a: { hash: string }) => a.hash).slice(0, 4)).toEqual([
      'permanentky',
      'vstupne-podmienky',
      'predajne-miesta',
      'ako-nakupovat',
    ]);
    const terms = data.find((a: { hash: string }) => a.hash === 'vseobecne-obchodne-podmienky');
    expect(terms).toMatchObject({ inMenu: false, locked: true, title: 'Všeobecné obchodné podmienky' });
    expect(terms.body).toMatch(SLOVAK);
    expect(data.find((a: { hash: string }) => a.hash === 'predajne-miesta')).toMatchObject({
      inMenu: true,
      locked: false,
    });
  });

  it('creates a page: it opens at /page/{hash}, joins the menu in its place, and the audit log says who', async () => {
    const created = await create({ menuOrder: 3, hash: 'parkovanie' });
    expect(created).toMatchObject({
      hash: 'parkovanie',
      title: 'Parkovanie pri štadióne',
      menuLabel: 'Parkovanie',
      menuOrder: 3,
      inMenu: true,
      locked: false,
    });
    const open = await t.app.inject({ method: 'GET', url: '/v2/article/parkovanie' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ uuid: created.uuid, body: created.body });
    expect(await menu()).toEqual([
      'permanentky',
      'vstupne-podmienky',
      'parkovanie',
      'predajne-miesta',
      'ako-nakupovat',
    ]);
    const [entry] = await auditOf(created.uuid);
    expect(entry).toMatchObject({
      action: 'ARTICLE_CREATE',
      actorId: t.admin.id,
      before: null,
      after: { hash: 'parkovanie', title: 'Parkovanie pri štadióne', inMenu: true },
    });
    expect((await call('DELETE', `/${created.uuid}`, t.admin.token)).statusCode).toBe(200);
  });

  it('refuses a page without a title, with missing or wrong fields, or at an address taken — nothing stored', async () => {
    const taken = await create();
    const before = await rows();
    const { title: _title, ...untitled } = page();
    const cases: [unknown, number, string][] = [
      [untitled, 400, 'ARTICLE_NAME_MISSING'],
      [page({ title: '   ' }), 400, 'ARTICLE_NAME_MISSING'],
      [page({ body: '' }), 400, 'ARTICLE_FIELDS_MISSING'],
      [page({ body: ' \n ' }), 400, 'ARTICLE_FIELDS_MISSING'],
      [page({ menuLabel: ' ' }), 400, 'ARTICLE_FIELDS_MISSING'],
      [page({ hash: 'Veľké Písmená' }), 400, 'ARTICLE_FIELDS_MISSING'],
      [page({ hash: 'a--b' }), 400, 'ARTICLE_FIELDS_MISSING'],
      [page({ menuOrder: -1 }), 400, 'ARTICLE_FIELDS_MISSING'],
      [page({ inMenu: 'áno' }), 400, 'ARTICLE_FIELDS_MISSING'],
      [page({ body: 'x'.repeat(100_001) }), 400, 'ARTICLE_FIELDS_MISSING'],
      [page({ extra: 1 }), 400, 'ARTICLE_FIELDS_MISSING'],
      [page({ hash: taken.hash }), 409, 'ARTICLE_HASH_EXISTS'],
      [page({ hash: 'permanentky' }), 409, 'ARTICLE_HASH_EXISTS'],
    ];
    for (const [payload, status, code] of cases) {
      const answer = await call('POST', '', t.admin.token, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      expect(answer.json()).toMatchObject({ status, code });
      expect(answer.json().message).toMatch(SLOVAK);
    }
    expect((await call('POST', '', t.admin.token, untitled)).json().message).toBe('Chýba názov stránky.');
    expect(await rows()).toEqual(before);
  });

  it('edits text, address and menu place; the audit keeps before and after; the old address is gone', async () => {
    const created = await create({ inMenu: false });
    const edited = await call(
      'PUT',
      `/${created.uuid}`,
      t.admin.token,
      page({ hash: `${created.hash}-nova`, title: 'Nový názov', inMenu: true, menuOrder: 0, body: 'Text' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ hash: `${created.hash}-nova`, title: 'Nový názov', inMenu: true });
    expect(new Date(edited.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );
    expect((await menu())[0]).toBe(`${created.hash}-nova`);
    const old = await t.app.inject({ method: 'GET', url: `/v2/article/${created.hash}` });
    expect(old.json()).toMatchObject({ status: 404, code: 'ARTICLE_NOT_FOUND' });
    const [, update] = await auditOf(created.uuid);
    expect(update).toMatchObject({
      action: 'ARTICLE_UPDATE',
      actorId: t.admin.id,
      before: { hash: created.hash, title: 'Parkovanie pri štadióne', inMenu: false },
      after: { hash: `${created.hash}-nova`, title: 'Nový názov', inMenu: true, body: 'Text' },
    });
    expect((await call('DELETE', `/${created.uuid}`, t.admin.token)).statusCode).toBe(200);
  });

  it('an edit refused (taken address, locked address, unknown page, bad id) changes nothing', async () => {
    const one = await create();
    const two = await create();
    const terms = await bySlug('vseobecne-obchodne-podmienky');
    const before = await rows();
    const cases: [string, unknown, number, string][] = [
      [`/${one.uuid}`, page({ hash: two.hash }), 409, 'ARTICLE_HASH_EXISTS'],
      [`/${terms}`, page({ hash: 'podmienky' }), 409, 'ARTICLE_HASH_LOCKED'],
      [`/${MISSING}`, page(), 404, 'ARTICLE_NOT_FOUND'],
      ['/nie-je-uuid', page(), 400, 'ARTICLE_FIELDS_MISSING'],
      [`/${one.uuid}`, page({ title: '' }), 400, 'ARTICLE_NAME_MISSING'],
    ];
    for (const [url, payload, status, code] of cases) {
      const answer = await call('PUT', url, t.admin.token, payload);
      expect(answer.json(), url).toMatchObject({ status, code });
    }
    expect(await rows()).toEqual(before);
    expect((await auditOf(one.uuid)).map((e) => e.action)).toEqual(['ARTICLE_CREATE']);
    // A locked page's text may change while its address stays.
    const reworded = await call(
      'PUT',
      `/${terms}`,
      t.admin.token,
      page({ hash: 'vseobecne-obchodne-podmienky', title: 'Obchodné podmienky 2026', inMenu: false }),
    );
    expect(reworded.statusCode).toBe(200);
    expect(reworded.json()).toMatchObject({ locked: true, title: 'Obchodné podmienky 2026' });
  });

  it('deletes a page (audited with what it held); a linked page, an unknown one and a bad id are refused', async () => {
    const created = await create();
    const gone = await call('DELETE', `/${created.uuid}`, t.admin.token);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ uuid: created.uuid, hash: created.hash });
    expect((await t.app.inject({ method: 'GET', url: `/v2/article/${created.hash}` })).statusCode).toBe(404);
    expect((await auditOf(created.uuid)).at(-1)).toMatchObject({
      action: 'ARTICLE_DELETE',
      before: { hash: created.hash, body: created.body },
      after: null,
    });

    const before = await rows();
    const privacy = await bySlug('ochrana-sukromia');
    const linked = await call('DELETE', `/${privacy}`, t.admin.token);
    expect(linked.statusCode).toBe(409);
    expect(linked.json()).toMatchObject({ code: 'ARTICLE_DELETE_FAILURE' });
    expect(linked.json().message).toMatch(/odkazuje/);
    expect((await call('DELETE', `/${created.uuid}`, t.admin.token)).json()).toMatchObject({
      status: 404,
      code: 'ARTICLE_NOT_FOUND',
    });
    expect((await call('DELETE', '/x', t.admin.token)).json()).toMatchObject({
      status: 400,
      code: 'ARTICLE_UUID_MISSING',
    });
    expect(await rows()).toEqual(before);
  });
});
