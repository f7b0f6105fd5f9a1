import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, literalUnion, SeatRef, Uuid } from './common.ts';

/**
 * A season-ticket holder's seat released for one match (issue 21): the seat is sold for that match
 * only, the season ticket does not open the gate for it, and a sale pays the holder the club's share.
 */

/** KEPT: the holder's (no release, or taken back); RELEASED: on sale; SOLD: a fan bought it. */
export const SEAT_RELEASE_STATES = ['KEPT', 'RELEASED', 'SOLD'] as const;
export type SeatReleaseState = (typeof SEAT_RELEASE_STATES)[number];

/** How the club pays the holder's share of a sold seat: a coupon, or money back by bank transfer. */
export const SEAT_RELEASE_PAYOUTS = ['COUPON', 'BANK_TRANSFER'] as const;
export type SeatReleasePayout = (typeof SEAT_RELEASE_PAYOUTS)[number];

/** What the holder got for a sold seat: the credit note, and the coupon unless paid back by transfer. */
export const SeatReleaseCredit = Type.Object({
  /** The holder's share in cents. */
  amount: Type.Integer(),
  payout: literalUnion(SEAT_RELEASE_PAYOUTS),
  creditNoteNumber: Type.Union([Type.String(), Type.Null()]),
  couponCode: Type.Union([Type.String(), Type.Null()]),
  couponValidTo: Type.Union([IsoDateTime, Type.Null()]),
});
export type SeatReleaseCredit = Static<typeof SeatReleaseCredit>;

/** One match of the season ticket's season, with its release state for this ticket. */
export const SeatReleaseMatch = Type.Object({
  matchId: Uuid,
  title: Type.String(),
  startsAt: IsoDateTime,
  /** Until when the holder may release or take back (the club's cut-off before the match). */
  cutoffAt: IsoDateTime,
  state: literalUnion(SEAT_RELEASE_STATES),
  /** Whether the holder may act now: release when KEPT, take back when RELEASED (before the cut-off). */
  changeable: Type.Boolean(),
  /** The share the holder gets if the seat sells, in percent of its sale price. */
  sharePercent: Type.Integer(),
  credit: Type.Union([SeatReleaseCredit, Type.Null()]),
});
export type SeatReleaseMatch = Static<typeof SeatReleaseMatch>;

export const SeatReleaseMatches = Type.Object({ data: Type.Array(SeatReleaseMatch) });
export type SeatReleaseMatches = Static<typeof SeatReleaseMatches>;

export const SeatReleaseParams = Type.Object({ id: Uuid, matchId: Uuid });
export type SeatReleaseParams = Static<typeof SeatReleaseParams>;

/** The club's list of released seats (back office), newest first. */
export const AdminSeatRelease = Type.Object({
  id: Uuid,
  matchId: Uuid,
  matchTitle: Type.String(),
  matchStartsAt: IsoDateTime,
  seat: SeatRef,
  holder: Type.String(),
  seasonOrderNumber: Type.String(),
  state: literalUnion(['RELEASED', 'TAKEN_BACK', 'SOLD'] as const),
  releasedAt: IsoDateTime,
  /** The holder's share once sold (cents), else null. */
  amount: Type.Union([Type.Integer(), Type.Null()]),
  payout: literalUnion(SEAT_RELEASE_PAYOUTS),
  /** The credit issued for a sold seat: its credit note and, paid as a coupon, the coupon's code. */
  creditNoteNumber: Type.Union([Type.String(), Type.Null()]),
  couponCode: Type.Union([Type.String(), Type.Null()]),
});
export type AdminSeatRelease = Static<typeof AdminSeatRelease>;

export const AdminSeatReleases = Type.Object({ data: Type.Array(AdminSeatRelease) });
export type AdminSeatReleases = Static<typeof AdminSeatReleases>;

/** GET /v2/admin/seat-releases?matchId=: one match's releases only. */
export const AdminSeatReleasesQuery = Type.Object(
  { matchId: Type.Optional(Uuid) },
  { additionalProperties: false },
);
export type AdminSeatReleasesQuery = Static<typeof AdminSeatReleasesQuery>;

/** One released seat in the back office (its credit note). */
export const AdminSeatReleaseParams = Type.Object({ id: Uuid });
export type AdminSeatReleaseParams = Static<typeof AdminSeatReleaseParams>;
