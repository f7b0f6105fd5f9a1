/**
 * Sales at a glance on a season's worth of orders: the full demo arena (≈10 000 seats per match),
 * then about 60 % of every match's free seats sold in two-seat paid orders (with tickets), spread over
 * 30 days, one in five by bank transfer, one in ten with a coupon. Times each figure the back office
 * reads (median of 5) and streams both CSV exports, measuring their size and the heap they add.
 *
 *   node --expose-gc --import tsx bench/sales/run.ts [--share 0.6] [--keep]
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/client.ts';
import { createSalesExport } from '../../apps/api/src/modules/sales/sales-export.ts';
import { createSalesService } from '../../apps/api/src/modules/sales/sales-service.ts';
import { seedDemo } from '../../apps/api/src/seed/demo.ts';
import { createPostgresDatabase } from '../../apps/api/test/helpers/databases.ts';

const shareArg = process.argv.indexOf('--share');
const share = shareArg > 0 ? Number(process.argv[shareArg + 1]) : 0.6;

async function median(run: () => Promise<unknown>, times = 5): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return took[Math.floor(times / 2)] ?? 0;
}

const { url, drop } = await createPostgresDatabase();
const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4 });
try {
  const { db } = database;
  await database.migrate();
  await seedDemo(db, { size: 'full', orders: false });
  const fill = performance.now();
  await queryRows(
    db,
    sql`create temporary table picked as
      select ss.id as seat_id, ss.setup_id, p.price,
        (row_number() over (order by ss.setup_id, ss.id) + 1) / 2 as pair
      from setup_seats ss join setups s on s.id = ss.setup_id and s.setup_type = 'EVENT'
        join prices p on p.setup_id = ss.setup_id and p.sector = ss.sector and p.ticket_type = 'ADULT'
      where ss.state = 'ACTIVE' and random() < ${share}`,
  );
  await queryRows(
    db,
    sql`insert into orders (payment_type, total_price, discount, contact, expires_at, status, created_at, paid_at)
      select case when pair % 5 = 0 then 'BANK_TRANSFER' else 'CARD' end, sum(price) - case when pair % 10 = 0 then 150 else 0 end,
        case when pair % 10 = 0 then 150 else 0 end,
        jsonb_build_object('firstName', 'Fanúšik', 'lastName', 'Č. ' || pair, 'email', 'fan' || pair || '@hokej.test',
          'phoneNumber', '+421900000000'),
        now(), 'PAID', now() - (pair % 30) * interval '1 day', now() - (pair % 30) * interval '1 day'
      from picked group by pair order by pair`,
  );
  await queryRows(
    db,
    sql`with numbered as (select id, row_number() over (order by order_number) as pair from orders where status = 'PAID'),
      items as (
        insert into order_items (order_id, setup_id, setup_seat_id, ticket_type, price)
        select n.id, p.setup_id, p.seat_id, case when p.seat_id % 7 = 0 then 'CHILD' else 'ADULT' end, p.price
        from picked p join numbered n on n.pair = p.pair returning id, order_id, setup_seat_id
      ),
      seats as (update setup_seats ss set state = 'SOLD', order_item_id = i.id from items i where ss.id = i.setup_seat_id)
      insert into tickets (order_item_id, serial, token)
      select i.id, o.order_number || '-' || row_number() over (partition by i.order_id order by i.id), 'bench'
      from items i join orders o on o.id = i.order_id`,
  );
  await queryRows(db, sql`analyze`);
  const [counts] = await queryRows<{ orders: number; items: number }>(
    db,
    sql`select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items`,
  );
  console.log(
    `filled in ${((performance.now() - fill) / 1000).toFixed(1)} s: ${counts?.orders} paid orders, ${counts?.items} tickets`,
  );

  const sales = createSalesService(db);
  const exports = createSalesExport(db);
  const [match] = await queryRows<{ id: string }>(
    db,
    sql`select setup_id as id from order_items group by setup_id order by count(*) desc limit 1`,
  );
  const id = match?.id ?? '';
  const [admin] = await queryRows<{ id: string }>(
    db,
    sql`select id from users where 'ADMIN' = any(roles) limit 1`,
  );
  const detail = await sales.detail(id);
  console.log(
    `match: ${detail.ticketsSold} tickets, ${detail.paidOrders} orders, ${detail.timeline.length} days, ${detail.revenue.totalCents} cents`,
  );
  console.log(`overview (all setups)   ${(await median(() => sales.overview())).toFixed(1)} ms`);
  console.log(`detail (one match)      ${(await median(() => sales.detail(id))).toFixed(1)} ms`);
  console.log(`heat-map (one match)    ${(await median(() => sales.heatMap(id))).toFixed(1)} ms`);
  const heatBytes = Buffer.byteLength(JSON.stringify(await sales.heatMap(id)));
  console.log(`heat-map JSON           ${(heatBytes / 1024).toFixed(0)} KiB`);
  for (const kind of ['ORDERS', 'TICKETS'] as const) {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = heapBefore;
    let bytes = 0;
    const start = performance.now();
    const { lines } = await exports.start(admin?.id ?? '', id, kind);
    for await (const chunk of lines) {
      bytes += Buffer.byteLength(chunk);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    console.log(
      `${kind.toLowerCase()}.csv`.padEnd(24) +
        `${(performance.now() - start).toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB, heap +${((peak - heapBefore) / 1048576).toFixed(1)} MiB`,
    );
  }
} finally {
  await database.close();
  // --keep leaves the database for EXPLAIN (its URL is printed).
  if (process.argv.includes('--keep')) console.log(`kept ${url}`);
  else await drop();
}
