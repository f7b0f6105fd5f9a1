/**
 * The crowd bench (issue 17): Debian's nginx in front of 3 shop processes on one fresh PostgreSQL
 * database with the full demo arena, one match behind a waiting room, and N simulated fans who join
 * before the opening, wait for their turn, hold 1–5 seats and pay at the sandbox gateway, all through
 * nginx. The database then says whether any seat was sold twice, any cart went over 5, any fan was
 * admitted twice or skipped, and whether every fan was given a place. See docs/performance.md.
 *
 *   npm run bench:crowd -- --fans 300 [--rate 3000] [--processes 3] [--connections 128] [--addresses 64]
 *     [--timeout 900]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createAccessTokens } from '../../apps/api/src/modules/auth/access-tokens.ts';
import { createPostgresDatabase } from '../../apps/api/test/helpers/databases.ts';
import { cpuMsOf } from '../onsale/cpu.ts';
import { spread } from '../onsale/report.ts';
import { createBuyers, matchesOnSale } from '../onsale/setup.ts';
import { createCrowdClients } from './client.ts';
import { CrowdFigures, type CrowdPlan, runFan } from './fans.ts';
import { startTopology } from './topology.ts';
import { settled, verify } from './verify.ts';

const { values } = parseArgs({
  options: {
    fans: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '3000' },
    'max-shopping': { type: 'string' },
    processes: { type: 'string', default: '3' },
    pool: { type: 'string', default: '5' },
    connections: { type: 'string', default: '128' },
    addresses: { type: 'string', default: '64' },
    'join-seconds': { type: 'string' },
    timeout: { type: 'string', default: '900' },
    pickers: { type: 'string', default: '0.6' },
  },
});
const fans = Number(values.fans);
const rate = Number(values.rate);
const maxShopping = Number(values['max-shopping'] ?? fans);
const processes = Number(values.processes);
const joinSeconds = Number(values['join-seconds'] ?? Math.max(10, Math.ceil(fans / 500)));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const ms = (x: number) => (Number.isFinite(x) ? Math.round(x) : null);

console.log(
  `crowd bench: ${fans} fans, ${processes} processes behind nginx, rate ${rate}/min, joins over ${joinSeconds} s`,
);
console.log(`load average at start: ${load()} (${os.cpus().length} cores; other work shares this machine)`);
const database = await createPostgresDatabase();
const topology = await startTopology({
  databaseUrl: database.url,
  processes,
  poolSize: Number(values.pool),
  queueTickMs: 1000,
}).catch(async (err) => {
  await database.drop();
  throw err;
});
const admin = new pg.Client({ connectionString: database.url });
const clients = createCrowdClients(topology.baseUrl, Number(values.connections), Number(values.addresses));
const client = clients[0] as (typeof clients)[number];
let failed = false;
try {
  await admin.connect();
  await admin.query('analyze');
  const [matchId] = await matchesOnSale(admin);
  if (!matchId) throw new Error('no match on sale');
  const seats = await admin.query<{ sector: string; row: string; name: string }>(
    'select sector, "row", name from setup_seats where setup_id = $1',
    [matchId],
  );
  const seatsBySector = new Map<string, Array<{ sector: string; row: string; name: string }>>();
  for (const s of seats.rows) seatsBySector.set(s.sector, [...(seatsBySector.get(s.sector) ?? []), s]);

  const crowd = await createBuyers(admin, topology.secret, fans, `crowd-${Date.now()}`);
  const [boss] = await createBuyers(admin, topology.secret, 1, `crowd-admin-${Date.now()}`);
  const adminToken = await createAccessTokens(topology.secret, 3600).sign({
    id: boss?.id as string,
    roles: ['ADMIN'],
    name: 'Pokladník Davu',
  });
  const arena = await client.get<{ arena: Record<string, { availableSeats: number; forbidden?: boolean }> }>(
    `/v2/arena/${matchId}`,
  );
  const sellable = Object.entries(arena.body.arena).filter(([, s]) => !s.forbidden);
  const forSale = sellable.reduce((n, [, s]) => n + s.availableSeats, 0);
  const opensAt = Date.now() + joinSeconds * 1000 + 3000;
  const room = await client.post<{ id: string }>(
    '/v2/admin/queue',
    { setupId: matchId, opensAt: new Date(opensAt).toISOString(), ratePerMinute: rate, maxShopping },
    adminToken,
  );
  if (room.status !== 201) throw new Error(`room not created: ${room.status} ${JSON.stringify(room.body)}`);
  console.log(
    `match ${matchId}: ${forSale} seats for sale in ${sellable.length} sectors; room ${room.body.id}`,
  );

  const figures = new CrowdFigures();
  const deadline = Date.now() + Number(values.timeout) * 1000;
  const plan: CrowdPlan = {
    clients,
    roomId: room.body.id,
    matchId,
    seatsBySector,
    deadline,
    pickers: Number(values.pickers),
    figures,
  };
  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  const servers = async () => [...topology.shops.map((s) => s.pid), ...topology.nginxPids()];
  const cpuOf = async (pids: number[]) => {
    const each = await Promise.all(pids.map(async (pid) => [pid, await cpuMsOf(pid)] as const));
    return new Map(each);
  };
  const before = await cpuOf([...(await servers()), ...(await backends())]);
  const benchBefore = process.cpuUsage();
  const started = Date.now();
  const progress = setInterval(() => {
    console.log(
      `  ${Math.round((Date.now() - started) / 1000)} s: joined ${figures.joined}, admitted ${figures.admitted}, held ${figures.held}, paid ${figures.paid}, busy ${figures.busy}, load ${load()}`,
    );
  }, 15_000);
  await Promise.all(
    crowd.map((fan, index) => runFan(plan, { ...fan, index }, started + Math.random() * joinSeconds * 1000)),
  );
  clearInterval(progress);
  const crowdS = (Date.now() - started) / 1000;
  const loadAtEnd = load();
  const after = await cpuOf([...before.keys(), ...(await servers()), ...(await backends())]);
  const benchCpuMs = (() => {
    const u = process.cpuUsage(benchBefore);
    return (u.user + u.system) / 1000;
  })();
  let serverCpuMs = 0;
  for (const [pid, cpu] of after) if (cpu > 0) serverCpuMs += cpu - (before.get(pid) ?? 0);

  await settled(admin, 15_000);
  const sellableSectors = sellable.map(([name]) => name);
  const verdict = await verify(admin, room.body.id, matchId, sellableSectors);
  const noticeDelays: number[] = [];
  for (const [userId, heard] of figures.admissionHeardAt) {
    const at = verdict.admittedAt.get(userId);
    if (at !== undefined) noticeDelays.push(heard - at);
  }
  const hold = spread(figures.holdMs);
  const held = spread(figures.holdHeldMs);
  const poll = spread(figures.pollMs);
  const join = spread(figures.joinMs);
  const notice = spread(noticeDelays);
  const cpuPerSeat = verdict.seatsSold > 0 ? serverCpuMs / verdict.seatsSold : null;
  console.log(`\ncrowd done in ${crowdS.toFixed(0)} s; load average at end: ${loadAtEnd}`);
  console.log(
    `fans ${fans}: joined ${figures.joined}, told a position ${figures.toldPosition} (saw a number ${figures.sawNumber}), placed in SQL ${verdict.placed}, admitted ${verdict.admittedCount} (heard ${figures.admitted})`,
  );
  console.log(
    `seats: ${forSale} for sale, ${verdict.seatsSold} sold in ${verdict.ordersPaid} paid orders (${verdict.ordersAwaiting} awaiting payment), ${verdict.leftFree} left free; sold out after ${verdict.soldOutS ?? '–'} s`,
  );
  console.log(
    `holds: ${figures.held} held, ${figures.refused} refused; p50 ${ms(hold.p50)} ms, p99 ${ms(hold.p99)} ms (held: p50 ${ms(held.p50)}, p99 ${ms(held.p99)} ms); paid ${figures.paid}, found nothing ${figures.foundNothing}`,
  );
  console.log(
    `queue: join p99 ${ms(join.p99)} ms, update p50 ${ms(poll.p50)} ms, p99 ${ms(poll.p99)} ms (${figures.pollMs.length} updates); admitted → fan knew p50 ${(notice.p50 / 1000).toFixed(1)} s, p99 ${(notice.p99 / 1000).toFixed(1)} s`,
  );
  console.log(
    `admitted ${verdict.admittedPerMinute.toFixed(0)}/min against the configured ${rate}/min; 503 answers ${figures.busy}; client errors ${clients.reduce((n, c) => n + c.failures(), 0)}`,
  );
  console.log(
    `CPU: shops + nginx + PostgreSQL ${(serverCpuMs / 1000).toFixed(1)} s (${cpuPerSeat === null ? '–' : cpuPerSeat.toFixed(1)} ms per sold seat), bench ${(benchCpuMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `answers: ${[...figures.statuses.entries()]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}`,
  );
  console.log(
    `checks: oversold ${verdict.oversold}, carts over 5 ${verdict.cartsOver5}, admitted twice ${verdict.admittedTwice}, skipped ${verdict.skipped}, admission refused ${figures.admissionRefused}`,
  );
  failed =
    verdict.oversold +
      verdict.cartsOver5 +
      verdict.admittedTwice +
      verdict.skipped +
      figures.admissionRefused >
      0 || figures.toldPosition < fans;
  console.log(
    JSON.stringify({
      fans,
      toldPosition: figures.toldPosition,
      placed: verdict.placed,
      admitted: verdict.admittedCount,
      admittedTwice: verdict.admittedTwice,
      skipped: verdict.skipped,
      oversold: verdict.oversold,
      cartsOver5: verdict.cartsOver5,
      seatsForSale: forSale,
      seatsSold: verdict.seatsSold,
      soldOutS: verdict.soldOutS,
      holdP50Ms: ms(hold.p50),
      holdP99Ms: ms(hold.p99),
      positionUpdateP99Ms: ms(poll.p99),
      admittedPerMinute: Math.round(verdict.admittedPerMinute),
      ratePerMinute: rate,
      cpuMsPerSeat: cpuPerSeat === null ? null : Math.round(cpuPerSeat * 10) / 10,
      loadBalancer: topology.loadBalancer,
      processes,
      load: loadAtEnd,
      durationS: Math.round(crowdS),
    }),
  );
} catch (err) {
  failed = true;
  console.error(err);
  for (const shop of topology.shops) console.error(shop.stderr().slice(-3000));
} finally {
  await Promise.all(clients.map((c) => c.close().catch(() => {})));
  await admin.end().catch(() => {});
  await topology.stop();
  await database.drop();
}
process.exit(failed ? 1 : 0);
