import { randomUUID } from 'node:crypto';
import {
  type AddBestSeatsBody,
  type AddSeatBody,
  type CartResponse,
  MAX_SEATS_PER_MATCH,
  MAX_SEATS_PER_ORDER,
  type Role,
} from '@hokej/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { refusePresale } from '../presale/presale-sql.ts';
import type { Publisher } from '../push/publish.ts';
import { type BestSeatsOutcome, holdBestSeatsQuery, lockBestSeatsQuery } from './best-seats.ts';
import * as repo from './cart-repository.ts';
import { inOneRoundTrip } from './one-round-trip.ts';
import { lockRowQuery } from './seat-gaps.ts';
import * as holds from './seat-holds.ts';
import type { TakenSeats } from './taken-seats.ts';

/** The two ways a fan puts match seats into the cart. */
export type MatchHolds = {
  /** One chosen seat (ADD_SEAT). */
  seat(userId: string, body: AddSeatBody, roles: readonly Role[]): Promise<CartResponse>;
  /** The best seats side by side (ADD_BEST_SEATS). */
  bestSeats(userId: string, body: AddBestSeatsBody, roles: readonly Role[]): Promise<CartResponse>;
};

/** What a way of holding is built from: the database and the cart as the API answers it. */
export type HoldTools = { db: Db; view(userId: string): Promise<CartResponse> };

/**
 * A race test's control run: its own ways of holding in place of the shop's (ServiceSeams.matchHolds).
 * Chosen once when the services are built, so the shop's hot path carries no switch.
 */
export type MatchHoldsSeam = (tools: HoldTools) => Partial<MatchHolds>;

// A block found in one snapshot may lose a seat to a concurrent ADD_SEAT before it is locked: look again.
const BEST_SEATS_ATTEMPTS = 4;

type Deps = {
  takenSeats: TakenSeats;
  lockCartQuery: (userId: string) => SQL;
  /** The statement that serialises the picks of one row (a race test's control run passes one that does not). */
  lockRowQuery?: typeof lockRowQuery;
  /** Delivers what a hold statement published, once its transaction has committed. */
  publisher: Publisher;
  cartResponse(lines: ReturnType<typeof repo.cartLines>): CartResponse;
};

/** The shop's match holds: each one round trip to PostgreSQL, its change delivered once it has committed. */
export function createMatchHolds(db: Db, deps: Deps): MatchHolds {
  const refuseOverLimits = (o: { live: number; matchSeats: number }, count: number) => {
    if (o.live + count > MAX_SEATS_PER_ORDER) fail('CART_TICKET_LIMIT', { max: MAX_SEATS_PER_ORDER });
    if (o.matchSeats + count > MAX_SEATS_PER_MATCH)
      fail('CART_MATCH_SEAT_LIMIT', { max: MAX_SEATS_PER_MATCH });
  };

  /**
   * Lock the cart, hold within the limits (logging the push), and read the cart to answer with, as
   * one transaction in one round trip; once it has committed, the change is handed to the publisher.
   */
  async function holdMatchSeat(
    userId: string,
    setupId: string,
    seat: AddSeatBody['seat'],
    roles: readonly Role[],
  ) {
    const [, , outcomes, lines] = await inOneRoundTrip(db, [
      { name: 'trip:lock-cart', query: deps.lockCartQuery(userId) },
      { name: 'trip:lock-row', query: (deps.lockRowQuery ?? lockRowQuery)(setupId, seat) },
      {
        name: 'trip:hold-match-seat',
        query: holds.holdMatchSeatQuery({
          userId,
          roles,
          setupId,
          seat,
          itemId: randomUUID(),
          ticketType: 'ADULT',
          limit: MAX_SEATS_PER_ORDER,
          matchLimit: MAX_SEATS_PER_MATCH,
        }),
      },
      { name: 'trip:cart-of-user', query: repo.cartOfUserQuery(userId) },
    ]);
    const outcome = outcomes?.[0] as holds.MatchHoldOutcome | undefined;
    if (!outcome) throw new Error('hold statement answered no row');
    refusePresale(outcome.presale);
    refuseOverLimits(outcome, 1);
    if (outcome.price === null) fail('SEAT_PRICE_INVALID');
    if (outcome.gapInstead !== null)
      fail('SEAT_GAP', { suggestedSeat: { sector: seat.sector, row: seat.row, name: outcome.gapInstead } });
    if (outcome.seatId === null || outcome.logId === null) fail('SEAT_INACTIVE');
    deps.publisher.committed(setupId, [{ id: outcome.logId, payload: outcome.payload }]);
    return deps.cartResponse(repo.cartLines(lines as repo.CartOfUserRow[]));
  }

  return {
    async seat(userId, body, roles) {
      // Refused from memory when this process has heard the seat was taken.
      if (deps.takenSeats.isTaken(body.uuid, body.seat, body.seenEventId)) fail('SEAT_INACTIVE');
      const target = await holds.saleTarget(db, body, roles);
      // A taken seat is refused without a transaction; a free one may still be lost to a faster
      // buyer, which the conditional hold decides.
      if (target.seatState !== 'FREE') fail('SEAT_INACTIVE', { state: target.seatState });
      return holdMatchSeat(userId, target.id, body.seat, roles);
    },

    async bestSeats(userId, body, roles) {
      const sector = body.sector ?? null;
      await holds.setupForBestSeats(db, 'EVENT', body.uuid, sector, roles);
      const request = {
        setupId: body.uuid,
        setupType: 'EVENT' as const,
        count: body.count,
        sector,
        priceBand: body.priceBand ?? null,
        accessible: body.accessible === true,
        roles,
        userId,
        limit: MAX_SEATS_PER_ORDER,
        matchLimit: MAX_SEATS_PER_MATCH,
      };
      for (let attempt = 1; attempt <= BEST_SEATS_ATTEMPTS; attempt++) {
        const [, , outcomes, lines] = await inOneRoundTrip(db, [
          { name: 'trip:lock-cart', query: deps.lockCartQuery(userId) },
          { name: 'trip:lock-best-seats', query: lockBestSeatsQuery(body.uuid) },
          { name: 'trip:hold-best-seats', query: holdBestSeatsQuery(request) },
          { name: 'trip:cart-of-user', query: repo.cartOfUserQuery(userId) },
        ]);
        const outcome = outcomes?.[0] as BestSeatsOutcome | undefined;
        if (!outcome) throw new Error('best-seats statement answered no row');
        refusePresale(outcome.presale);
        refuseOverLimits(outcome, body.count);
        if (!outcome.found) fail('SEATS_NOT_TOGETHER', { count: body.count });
        if (outcome.held === body.count) {
          deps.publisher.committed(body.uuid, outcome.logged ?? []);
          return deps.cartResponse(repo.cartLines(lines as repo.CartOfUserRow[]));
        }
      }
      return fail('SEATS_NOT_TOGETHER', { count: body.count });
    },
  };
}
