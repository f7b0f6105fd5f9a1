import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, literalUnion, SeatRef, SectorName, ServerTimestamp, Uuid } from './common.ts';

/**
 * The waiting list of a sold-out match (issue 22): a fan waits for 1–5 seats of the match or of one
 * sector; freed seats are offered in list order, held for the fan for a limited time to pay.
 */

/** WAITING: in the list; OFFERED: seats held for the fan; CLAIMED: taken into the cart; EXPIRED; LEFT. */
export const WAITING_LIST_STATES = ['WAITING', 'OFFERED', 'CLAIMED', 'EXPIRED', 'LEFT'] as const;
export type WaitingListState = (typeof WAITING_LIST_STATES)[number];

/** How many seats one fan may wait for (the cart's limit). */
export const WAITING_LIST_MAX_COUNT = 5;

export const WaitingListParams = Type.Object({ uuid: Uuid });
export type WaitingListParams = Static<typeof WaitingListParams>;

export const WaitingListOfferParams = Type.Object({ id: Uuid });
export type WaitingListOfferParams = Static<typeof WaitingListOfferParams>;

export const WaitingListJoinBody = Type.Object(
  {
    count: Type.Integer({ minimum: 1, maximum: WAITING_LIST_MAX_COUNT, title: 'Počet miest' }),
    /** One sector only; without it any sector of the match. */
    sector: Type.Optional(SectorName),
  },
  { additionalProperties: false },
);
export type WaitingListJoinBody = Static<typeof WaitingListJoinBody>;

/** The seats held for the fan and until when (shop clock). */
export const WaitingListOffer = Type.Object({
  expiresAt: IsoDateTime,
  seats: Type.Array(SeatRef),
  /** The seats' total price in cents. */
  total: Type.Integer(),
});
export type WaitingListOffer = Static<typeof WaitingListOffer>;

/** The fan's entry: a waiting one has its place in the list (1 = next), an offered one its offer. */
export const WaitingListEntry = Type.Object({
  id: Uuid,
  matchId: Uuid,
  matchTitle: Type.String(),
  matchStartsAt: IsoDateTime,
  count: Type.Integer(),
  sector: Type.Union([Type.String(), Type.Null()]),
  state: literalUnion(WAITING_LIST_STATES),
  position: Type.Union([Type.Integer(), Type.Null()]),
  joinedAt: IsoDateTime,
  offer: Type.Union([WaitingListOffer, Type.Null()]),
  serverTimestamp: ServerTimestamp,
});
export type WaitingListEntry = Static<typeof WaitingListEntry>;

/** The fan's standing on a match's list: their open entry (or null) and whether the club paused it. */
export const MyWaitingList = Type.Object({
  paused: Type.Boolean(),
  entry: Type.Union([WaitingListEntry, Type.Null()]),
});
export type MyWaitingList = Static<typeof MyWaitingList>;

/** One line of the club's view of a list, in list order. */
export const AdminWaitingListEntry = Type.Object({
  id: Uuid,
  position: Type.Union([Type.Integer(), Type.Null()]),
  fan: Type.Object({ name: Type.String(), email: Type.String() }),
  count: Type.Integer(),
  sector: Type.Union([Type.String(), Type.Null()]),
  state: literalUnion(WAITING_LIST_STATES),
  joinedAt: IsoDateTime,
  offerExpiresAt: Type.Union([IsoDateTime, Type.Null()]),
  /** A CLAIMED entry whose fan paid an order of the match after taking the offer. */
  paid: Type.Boolean(),
});
export type AdminWaitingListEntry = Static<typeof AdminWaitingListEntry>;

export const AdminWaitingList = Type.Object({
  matchId: Uuid,
  paused: Type.Boolean(),
  pausedAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Fans waiting now and seats they wait for. */
  waiting: Type.Integer(),
  waitingSeats: Type.Integer(),
  entries: Type.Array(AdminWaitingListEntry),
});
export type AdminWaitingList = Static<typeof AdminWaitingList>;
