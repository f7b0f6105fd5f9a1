import { type Static, Type } from '@sinclair/typebox';
import { PAYMENT_TYPES } from '../enums.ts';
import { BuyStateSchema, Cents, IsoDateTime, literalUnion, SetupTypeSchema, Uuid } from './common.ts';

/**
 * Sales at a glance (ADMIN): seat counts, revenue and sales over time per match and per season
 * offer. Revenue is what paid orders paid (cancelled, unpaid and refunded orders are left out), in
 * cents with the VAT it includes; a coupon's discount is shared among the order's lines by their price.
 */

export const SalesParams = Type.Object({ id: Uuid });
export type SalesParams = Static<typeof SalesParams>;

/** Seats of one setup by what they are now (a season seat taken in one of its matches counts as reserved). */
export const SeatCounts = Type.Object({
  total: Type.Integer(),
  sold: Type.Integer(),
  /** In a live cart hold or an unpaid order. */
  held: Type.Integer(),
  free: Type.Integer(),
  disabled: Type.Integer(),
  reserved: Type.Integer(),
});
export type SeatCounts = Static<typeof SeatCounts>;

/** An amount paid and the VAT inside it (cents). */
export const Revenue = Type.Object({ totalCents: Cents, vatCents: Cents, netCents: Cents });
export type Revenue = Static<typeof Revenue>;

export const SalesSetup = Type.Object({
  id: Uuid,
  setupType: SetupTypeSchema,
  title: Type.String(),
  startsAt: IsoDateTime,
  published: Type.Boolean(),
});

/** One row of the overview table. */
export const SalesSummary = Type.Object({
  ...SalesSetup.properties,
  seats: SeatCounts,
  /** Tickets of paid orders. */
  ticketsSold: Type.Integer(),
  paidOrders: Type.Integer(),
  revenue: Revenue,
});
export type SalesSummary = Static<typeof SalesSummary>;

export const SalesOverview = Type.Object({ data: Type.Array(SalesSummary) });
export type SalesOverview = Static<typeof SalesOverview>;

export const PaymentTypeRevenue = Type.Object({
  paymentType: literalUnion(PAYMENT_TYPES),
  orders: Type.Integer(),
  tickets: Type.Integer(),
  ...Revenue.properties,
});
export type PaymentTypeRevenue = Static<typeof PaymentTypeRevenue>;

/** A ticket type (ADULT, CHILD), a season category, or `PLASTIC_CARD` for the season card add-on. */
export const TicketTypeRevenue = Type.Object({
  ticketType: Type.String(),
  /** Tickets (or plastic cards) sold. */
  count: Type.Integer(),
  ...Revenue.properties,
});
export type TicketTypeRevenue = Static<typeof TicketTypeRevenue>;

/** One calendar day (Europe/Bratislava) of payments. */
export const SalesDay = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD' }),
  tickets: Type.Integer(),
  revenueCents: Type.Integer(),
});
export type SalesDay = Static<typeof SalesDay>;

export const SalesDetail = Type.Object({
  ...SalesSummary.properties,
  /** Coupon discounts of the paid orders, as shared to this setup's lines. */
  discountCents: Cents,
  byPaymentType: Type.Array(PaymentTypeRevenue),
  byTicketType: Type.Array(TicketTypeRevenue),
  /** Days with at least one payment, oldest first. */
  timeline: Type.Array(SalesDay),
});
export type SalesDetail = Static<typeof SalesDetail>;

/** A seat of the heat-map: where it is drawn, its state, and for a sold seat its price and when it was paid. */
export const HeatSeat = Type.Object({
  sector: Type.String(),
  row: Type.String(),
  name: Type.String(),
  x: Type.Number(),
  y: Type.Number(),
  state: BuyStateSchema,
  price: Type.Optional(Type.Integer()),
  soldAt: Type.Optional(IsoDateTime),
});
export type HeatSeat = Static<typeof HeatSeat>;

const Box = Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() });

export const SeatHeatMap = Type.Object({
  id: Uuid,
  setupType: SetupTypeSchema,
  title: Type.String(),
  viewBox: Type.String(),
  rink: Box,
  sectors: Type.Array(Type.Object({ name: Type.String(), shape: Box })),
  seats: Type.Array(HeatSeat),
});
export type SeatHeatMap = Static<typeof SeatHeatMap>;
