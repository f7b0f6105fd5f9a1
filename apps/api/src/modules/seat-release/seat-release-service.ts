import type { SeatReleaseMatch, SeatReleaseMatches, SeatReleasePayout } from '@hokej/contract';
import { type Db, iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { publish } from '../push/publish.ts';
import { releaseCreditNote } from './release-credit-note.ts';
import { adminSeatReleases } from './seat-release-admin.ts';
import {
  findSeasonMatch,
  findSeasonTicket,
  type ReleaseRow,
  releaseSeat,
  releaseState,
  releasesOf,
  seatLent,
  type TakeBackSeat,
  takeBackSeat,
} from './seat-release-repository.ts';

/** The club's rules for releases (settings SEAT_RELEASE_*), and the address the holder's e-mail points to. */
export type SeatReleaseRules = {
  cutoffHours: number;
  sharePercent: number;
  payout: SeatReleasePayout;
  ordersUrl: string;
};

/**
 * A season-ticket holder's seat released for one match (issue 21): the buyer of a paid season ticket
 * releases its seat for a match of the season until the cut-off before it (the seat is then for sale
 * for that match only), or takes it back while no buyer has it. The share of a sale is paid out when the
 * buyer's order is paid (billing/released-seat-payout.ts); the gate refuses the ticket for that match.
 */
export function createSeatReleases(db: Db, rules: SeatReleaseRules, takeBack: TakeBackSeat = takeBackSeat) {
  /** The buyer's paid season ticket and a match of its season, or the refusal that says why not. */
  async function target(userId: string, itemId: string, matchId: string) {
    const ticket = await findSeasonTicket(db, itemId);
    const live = ticket?.orderStatus === 'PAID' || ticket?.orderStatus === 'AWAITING_PAYMENT';
    if (!ticket || ticket.buyerId !== userId || !live) fail('SEASON_TICKET_NOT_FOUND');
    const match = await findSeasonMatch(db, ticket.seasonId, matchId, rules.cutoffHours);
    if (!match) fail('EVENT_NOT_FOUND');
    if (ticket.orderStatus !== 'PAID') fail('SEAT_RELEASE_UNAVAILABLE');
    if (!match.open) fail('SEAT_RELEASE_CLOSED', { cutoffHours: rules.cutoffHours });
    return ticket;
  }

  async function list(userId: string, itemId: string): Promise<SeatReleaseMatches> {
    const ticket = await findSeasonTicket(db, itemId);
    if (!ticket || ticket.buyerId !== userId || ticket.orderStatus !== 'PAID')
      fail('SEASON_TICKET_NOT_FOUND');
    const rows = await releasesOf(db, ticket, rules.cutoffHours);
    return { data: rows.map((row) => toMatch(row, rules.sharePercent)) };
  }

  return {
    list,

    /** The club's list of released seats (back office). */
    adminList: (matchId?: string) => adminSeatReleases(db, matchId),

    /** The credit note of the holder's seat sold for the match, as a PDF file. */
    creditNote: (userId: string, itemId: string, matchId: string) =>
      releaseCreditNote(db, { itemId, matchId, userId }),

    /** The credit note of a sold released seat for the back office. */
    adminCreditNote: (releaseId: string) => releaseCreditNote(db, { releaseId }),

    /** Releases the ticket's seat for the match; answers the season's matches with their states. */
    async release(userId: string, itemId: string, matchId: string): Promise<SeatReleaseMatches> {
      await target(userId, itemId, matchId);
      await db.transaction(async (tx) => {
        if (await seatLent(tx, itemId, matchId)) fail('SEAT_RELEASE_LENT');
        const terms = { sharePercent: rules.sharePercent, payout: rules.payout, ordersUrl: rules.ordersUrl };
        const seat = await releaseSeat(tx, itemId, matchId, terms);
        if (!seat) {
          const state = await releaseState(tx, itemId, matchId);
          if (state === 'RELEASED') fail('SEAT_RELEASE_ALREADY');
          if (state === 'SOLD') fail('SEAT_RELEASE_SOLD');
          fail('SEAT_RELEASE_UNAVAILABLE');
        }
        await publish(tx, { setupId: matchId, ...seat, state: 'ACTIVE' });
      });
      return list(userId, itemId);
    },

    /** Takes the released seat back for the ticket, while no buyer has it. */
    async takeBack(userId: string, itemId: string, matchId: string): Promise<SeatReleaseMatches> {
      await target(userId, itemId, matchId);
      await db.transaction(async (tx) => {
        const seat = await takeBack(tx, itemId, matchId);
        if (!seat) {
          const state = await releaseState(tx, itemId, matchId);
          if (state === 'SOLD') fail('SEAT_RELEASE_SOLD');
          if (state === 'RELEASED') fail('SEAT_RELEASE_TAKEN');
          fail('SEAT_RELEASE_NOT_RELEASED');
        }
        await publish(tx, { setupId: matchId, ...seat, state: 'RESERVED' });
      });
      return list(userId, itemId);
    },
  };
}

function toMatch(row: ReleaseRow, sharePercent: number): SeatReleaseMatch {
  const state = row.state === 'RELEASED' || row.state === 'SOLD' ? row.state : 'KEPT';
  const sold = row.state === 'SOLD' && row.payout !== null;
  return {
    matchId: row.matchId,
    title: row.title,
    startsAt: iso(row.startsAt),
    cutoffAt: iso(row.cutoffAt),
    state,
    changeable: row.open && !row.entered && state !== 'SOLD',
    sharePercent: state === 'KEPT' ? sharePercent : (row.sharePercent ?? sharePercent),
    credit: sold
      ? {
          amount: row.amount ?? 0,
          payout: row.payout ?? 'COUPON',
          creditNoteNumber: row.creditNoteNumber,
          couponCode: row.couponCode,
          couponValidTo: row.couponValidTo === null ? null : iso(row.couponValidTo),
        }
      : null,
  };
}

export type SeatReleases = ReturnType<typeof createSeatReleases>;
