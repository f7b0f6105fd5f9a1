import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { DbKind } from './databases.ts';
import { suiteAppWithAdmin } from './suite.ts';
import { bearer } from './test-app.ts';

const DAY = 86_400_000;
/** An ISO time `days` from now. */
export const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** The methods of the back office's calls. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export const NO_SUCH = '00000000-0000-4000-8000-000000000000';

/**
 * The back office's matches and seasons on one database: the suite's app with an admin, the arena
 * template and its sectors (read before the tests), the admin calls, valid match and season bodies and the reads the
 * tests check with (the setup count, a setup's audit trail, the shop's match list).
 */
export function adminEventsSuite(kind: DbKind) {
  const t = suiteAppWithAdmin(kind);
  const template = { id: '', sectors: [] as string[] };
  beforeAll(async () => {
    const [row] = await queryRows<{ id: string }>(t.db, sql`select id from arenas limit 1`);
    template.id = row?.id ?? '';
    const rows = await queryRows<{ sector: string }>(
      t.db,
      sql`select distinct sector from arena_seats where arena_id = ${template.id} order by sector`,
    );
    template.sectors = rows.map((r) => r.sector);
  });

  const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/v2/admin${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const matchPrices = () =>
    template.sectors.flatMap((sector) => [
      { sector, ticketType: 'ADULT', price: 1500 },
      { sector, ticketType: 'CHILD', price: 700 },
    ]);
  const matchBody = (over: Record<string, unknown> = {}) => ({
    templateId: template.id,
    title: 'HC Hokej – HK Poprad',
    opponent: 'HK Poprad',
    startsAt: at(10),
    endsAt: at(10.1),
    saleStartsAt: at(-1),
    saleEndsAt: at(10),
    covidRestriction: null,
    phoneRequired: false,
    prices: matchPrices(),
    ...over,
  });
  const seasonBody = (over: Record<string, unknown> = {}) => ({
    templateId: template.id,
    title: 'Zimný pohár 2027',
    startsAt: at(20),
    endsAt: at(80),
    saleStartsAt: at(-1),
    prices: template.sectors.map((sector) => ({ sector, ticketType: 'CLASSIC', price: 20000 })),
    ...over,
  });
  /** A back-office call as the suite's admin, asking for answers in `language`. */
  const asAdmin = (method: Method, url: string, payload?: unknown, language = 'sk') =>
    t.app.inject({
      method,
      url: `/v2/admin${url}`,
      headers: { ...bearer(t.admin.token), 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const createMatch = async (over: Record<string, unknown> = {}) => {
    const answer = await call('POST', '/events', t.admin.token, matchBody(over));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  };
  const setupCount = async () => {
    const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from setups`);
    return row?.n ?? 0;
  };
  const auditOf = async (id: string) =>
    queryRows<{ action: string; actorId: string; before: unknown; after: unknown }>(
      t.db,
      sql`select action, actor_id as "actorId", before, after from audit_log where entity_id = ${id} order by id`,
    );
  const shopEvents = async () =>
    (await t.app.inject({ url: '/v2/event' })).json().data as { uuid: string; opponent: string }[];
  return {
    t,
    template,
    call,
    asAdmin,
    matchPrices,
    matchBody,
    seasonBody,
    createMatch,
    setupCount,
    auditOf,
    shopEvents,
  };
}
