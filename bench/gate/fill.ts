import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { signTicketToken } from '../../apps/api/src/modules/documents/ticket-token.ts';
import { seedDemo } from '../../apps/api/src/seed/demo.ts';

export type GateTicket = { id: string; serial: string; token: string; setupId: string };

/**
 * The full demo arena and season, then `share` of every match's free seats sold in two-seat PAID
 * orders with tickets (as the former bench/sales/run.ts did), each ticket carrying a REAL token signed with the
 * ticket secret the API will read from `app_secrets` (set here before the API starts).
 */
export async function fillSeason(url: string, share: number) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
  try {
    await database.migrate();
    await seedDemo(database.db, { size: 'full' });
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The demo orders' tickets made the secret already; the API reads the same row (secrets.ts).
    await client.query(
      `insert into app_secrets (name, value) values ('tickets', $1) on conflict (name) do nothing`,
      [randomBytes(48).toString('base64url')],
    );
    const { rows: secrets } = await client.query<{ value: string }>(
      `select value from app_secrets where name = 'tickets'`,
    );
    const secret = secrets[0]?.value ?? '';
    await client.query(
      `create temporary table picked as
        select ss.id as seat_id, ss.setup_id, p.price,
          (row_number() over (order by ss.setup_id, ss.id) + 1) / 2 as pair
        from setup_seats ss join setups s on s.id = ss.setup_id and s.setup_type = 'EVENT'
          join prices p on p.setup_id = ss.setup_id and p.sector = ss.sector and p.ticket_type = 'ADULT'
        where ss.state = 'ACTIVE' and random() < $1`,
      [share],
    );
    await client.query(
      `insert into orders (payment_type, total_price, discount, contact, expires_at, status, created_at, paid_at)
        select 'CARD', sum(price), 0,
          jsonb_build_object('firstName', 'Fanúšik', 'lastName', 'Č. ' || pair, 'email', 'gate' || pair || '@bench.test',
            'phoneNumber', '+421900000000'),
          now(), 'PAID', now() - (pair % 30) * interval '1 day', now() - (pair % 30) * interval '1 day'
        from picked group by pair order by pair`,
    );
    await client.query(
      `with numbered as (select id, row_number() over (order by order_number) as pair from orders
          where status = 'PAID' and contact->>'email' like 'gate%@bench.test'),
        items as (
          insert into order_items (order_id, setup_id, setup_seat_id, ticket_type, price)
          select n.id, p.setup_id, p.seat_id, case when p.seat_id % 7 = 0 then 'CHILD' else 'ADULT' end, p.price
          from picked p join numbered n on n.pair = p.pair returning id, order_id, setup_seat_id
        ),
        seats as (update setup_seats ss set state = 'SOLD', order_item_id = i.id from items i where ss.id = i.setup_seat_id)
        insert into tickets (order_item_id, serial, token)
        select i.id, 'G' || o.order_number || '-' || row_number() over (partition by i.order_id order by i.id), 'unsigned'
        from items i join orders o on o.id = i.order_id`,
    );
    const { rows } = await client.query<Omit<GateTicket, 'token'>>(
      `select t.id, t.serial, oi.setup_id as "setupId" from tickets t join order_items oi on oi.id = t.order_item_id
        where t.token = 'unsigned' order by t.serial`,
    );
    const tickets = rows.map((r) => ({
      ...r,
      token: signTicketToken(secret, { ticketId: r.id, serial: r.serial, setupId: r.setupId }),
    }));
    for (let i = 0; i < tickets.length; i += 5000) {
      const chunk = tickets.slice(i, i + 5000);
      await client.query(
        `update tickets t set token = v.token from unnest($1::uuid[], $2::text[]) v(id, token) where t.id = v.id`,
        [chunk.map((t) => t.id), chunk.map((t) => t.token)],
      );
    }
    await client.query('vacuum analyze');
    const { rows: sizes } = await client.query<{ name: string; n: number }>(
      `select 'matches' as name, count(*)::int as n from setups where setup_type = 'EVENT'
        union all select 'seats (all setups)', count(*)::int from setup_seats
        union all select 'paid orders', count(*)::int from orders where status = 'PAID'
        union all select 'tickets', count(*)::int from tickets
        union all select 'audit_log rows', count(*)::int from audit_log`,
    );
    return { secret, tickets, sizes };
  } finally {
    await client.end();
  }
}
