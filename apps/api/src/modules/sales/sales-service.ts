import type {
  HeatSeat,
  PaymentTypeRevenue,
  Revenue,
  SalesDay,
  SalesDetail,
  SalesOverview,
  SalesSummary,
  SeatCounts,
  SeatHeatMap,
  SetupType,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { DEFAULT_TICKET_VAT_RATE_PERCENT, vatIncluded } from '../documents/invoice-totals.ts';
import { heatSeats, revenueBy, revenuePerSetup, salesPerDay, seatCounts } from './sales-queries.ts';
import { withoutJit } from './without-jit.ts';

type SetupRow = {
  id: string;
  setupType: SetupType;
  title: string;
  startsAt: Date | string;
  published: boolean;
};
type CountsRow = Omit<SeatCounts, 'reserved'> & { setupId: string };
type RevenueRow = { setupId: string; orders: number; tickets: number; revenue: number; discount: number };

/** What was paid and the VAT inside it (every line is sold at the tickets' rate). */
export function revenueOf(totalCents: number): Revenue {
  const vatCents = vatIncluded(totalCents, DEFAULT_TICKET_VAT_RATE_PERCENT);
  return { totalCents, vatCents, netCents: totalCents - vatCents };
}

const NO_SEATS: CountsRow = { setupId: '', total: 0, sold: 0, held: 0, free: 0, disabled: 0 };

function seatsOf(row: CountsRow | undefined): SeatCounts {
  const { setupId: _, ...c } = row ?? NO_SEATS;
  return { ...c, reserved: c.total - c.sold - c.held - c.free - c.disabled };
}

const setupColumns = sql`s.id, s.setup_type as "setupType", s.title, s.starts_at as "startsAt", s.published`;

function summary(
  setup: SetupRow,
  counts: CountsRow | undefined,
  revenue: RevenueRow | undefined,
): SalesSummary {
  return {
    id: setup.id,
    setupType: setup.setupType,
    title: setup.title,
    startsAt: iso(setup.startsAt),
    published: setup.published,
    seats: seatsOf(counts),
    ticketsSold: revenue?.tickets ?? 0,
    paidOrders: revenue?.orders ?? 0,
    revenue: revenueOf(revenue?.revenue ?? 0),
  };
}

/** Sales figures for the club's ADMIN, read-only. */
export function createSalesService(db: Db) {
  async function setupOf(id: string): Promise<SetupRow & { arenaId: string }> {
    const [setup] = await queryRows<SetupRow & { arenaId: string }>(
      db,
      sql`select ${setupColumns}, s.arena_id as "arenaId" from setups s where s.id = ${id}`,
    );
    if (!setup) fail('EVENT_OR_SEASON_NOT_FOUND');
    return setup;
  }

  return {
    /** Every match and season offer, soonest first, with its seat counts and revenue. */
    async overview(): Promise<SalesOverview> {
      const [setups, counts, revenue] = await withoutJit(
        db,
        async (tx) =>
          [
            await queryRows<SetupRow>(
              tx,
              sql`select ${setupColumns} from setups s order by s.starts_at, s.title`,
            ),
            await queryRows<CountsRow>(tx, seatCounts(null)),
            await queryRows<RevenueRow>(tx, revenuePerSetup(null)),
          ] as const,
      );
      const countsOf = new Map(counts.map((c) => [c.setupId, c]));
      const revenueOfSetup = new Map(revenue.map((r) => [r.setupId, r]));
      return {
        data: setups.map((s) => summary(s, countsOf.get(s.id), revenueOfSetup.get(s.id))),
      };
    },

    /** One match or season: counts, revenue by payment type and ticket type, sales per day. */
    async detail(id: string): Promise<SalesDetail> {
      const setup = await setupOf(id);
      type Group = { key: string; orders: number; tickets: number; count: number; revenue: number };
      const [[counts], [revenue], byPayment, byType, timeline] = await withoutJit(
        db,
        async (tx) =>
          [
            await queryRows<CountsRow>(tx, seatCounts(id)),
            await queryRows<RevenueRow>(tx, revenuePerSetup(id)),
            await queryRows<Group>(tx, revenueBy(id, sql`payment_type`)),
            await queryRows<Group>(tx, revenueBy(id, sql`kind`)),
            await queryRows<SalesDay>(tx, salesPerDay(id)),
          ] as const,
      );
      return {
        ...summary(setup, counts, revenue),
        discountCents: revenue?.discount ?? 0,
        byPaymentType: byPayment.map((g) => ({
          paymentType: g.key as PaymentTypeRevenue['paymentType'],
          orders: g.orders,
          tickets: g.tickets,
          ...revenueOf(g.revenue),
        })),
        byTicketType: byType.map((g) => ({ ticketType: g.key, count: g.count, ...revenueOf(g.revenue) })),
        timeline,
      };
    },

    /** Every seat of the setup where the arena draws it, with its state, price and time of sale. */
    async heatMap(id: string): Promise<SeatHeatMap> {
      const setup = await setupOf(id);
      type ArenaRow = { viewBox: string; rink: SeatHeatMap['rink'] };
      type HeatRow = Omit<HeatSeat, 'price' | 'soldAt'> & {
        price: number | null;
        soldAt: Date | string | null;
      };
      const [[arena], sectors, seats] = await withoutJit(
        db,
        async (tx) =>
          [
            await queryRows<ArenaRow>(
              tx,
              sql`select view_box as "viewBox", rink from arenas where id = ${setup.arenaId}`,
            ),
            await queryRows<SeatHeatMap['sectors'][number]>(
              tx,
              sql`select name, shape from arena_sectors where arena_id = ${setup.arenaId} order by name`,
            ),
            await queryRows<HeatRow>(tx, heatSeats(id, setup.setupType)),
          ] as const,
      );
      if (!arena) fail('EVENT_OR_SEASON_NOT_FOUND');
      return {
        id: setup.id,
        setupType: setup.setupType,
        title: setup.title,
        viewBox: arena.viewBox,
        rink: arena.rink,
        sectors,
        seats: seats.map(({ price, soldAt, ...seat }) => ({
          ...seat,
          ...(price === null ? {} : { price }),
          ...(soldAt === null ? {} : { soldAt: iso(soldAt) }),
        })),
      };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
