import {
  MAX_SEATS_PER_ORDER,
  type MyWaitingList,
  type Role,
  type WaitingListEntry,
  type WaitingListJoinBody,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows, sqlState, UNIQUE_VIOLATION } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { liveLine, lockCart } from '../cart/cart-repository.ts';
import { setupForBestSeats } from '../cart/seat-holds.ts';
import type { Links } from '../users/links.ts';
import { lockedOffers, type OfferStrategy, offerRound } from './offer-round.ts';
import { releaseOfferSeats } from './offer-seats.ts';
import { createWaitingListAdmin } from './waiting-list-admin.ts';
import {
  type EntryRow,
  entryById,
  freeSeatsBySector,
  listPaused,
  offerSeats,
  openEntryOf,
} from './waiting-list-repository.ts';

/** The fan's entry as the API answers it: the place among the waiting, or the offer's seats and time. */
export async function toEntry(db: Db, row: EntryRow): Promise<WaitingListEntry> {
  const seats = row.offerOpen && row.offerCartId ? await offerSeats(db, row.offerCartId) : [];
  return {
    id: row.id,
    matchId: row.setupId,
    matchTitle: row.title,
    matchStartsAt: iso(row.startsAt),
    count: row.count,
    sector: row.sector,
    state: row.state,
    position: row.position,
    joinedAt: iso(row.joinedAt),
    offer:
      row.offerOpen && row.offerExpiresAt
        ? {
            expiresAt: iso(row.offerExpiresAt),
            seats: seats.map(({ sector, row, name }) => ({ sector, row, name })),
            total: seats.reduce((sum, s) => sum + s.price, 0),
          }
        : null,
    serverTimestamp: new Date(row.now).getTime(),
  };
}

export type WaitingListSettings = { links: Links; offerMinutes: number; offers?: OfferStrategy };

/**
 * Waiting lists of sold-out matches (issue 22): a fan joins with a count (refused while enough seats
 * are free: they should buy), sees their place, leaves; the offer round holds freed seats for the next
 * fans and the fan takes an offer into their cart for the normal checkout. The club lists and pauses.
 */
export function createWaitingList(db: Db, settings: WaitingListSettings) {
  const strategy = settings.offers ?? lockedOffers;

  async function mine(userId: string, setupId: string): Promise<MyWaitingList> {
    const [row, { paused }] = await Promise.all([openEntryOf(db, userId, setupId), listPaused(db, setupId)]);
    return { paused, entry: row ? await toEntry(db, row) : null };
  }

  /** The fan's entry that they may act on, or the refusal (unknown, or another fan's). */
  function ownEntry(row: EntryRow | undefined, userId: string): asserts row is EntryRow {
    if (!row || row.userId !== userId) fail('WAITING_LIST_OFFER_NOT_FOUND');
  }

  return {
    mine,

    /** Joins the match's list (one open entry per fan); refused while the seats asked for are free. */
    async join(
      user: { id: string; roles: readonly Role[] },
      setupId: string,
      body: WaitingListJoinBody,
    ): Promise<MyWaitingList> {
      const sector = body.sector ?? null;
      await setupForBestSeats(db, 'EVENT', setupId, sector, user.roles);
      if (await openEntryOf(db, user.id, setupId)) fail('WAITING_LIST_ALREADY_JOINED');
      const free = await freeSeatsBySector(db, setupId);
      const inScope =
        sector === null ? [...free.values()].reduce((a, b) => a + b, 0) : (free.get(sector) ?? 0);
      if (inScope >= body.count) fail('WAITING_LIST_SEATS_FREE', { free: inScope });
      try {
        await db.transaction(async (tx) => {
          await queryRows(
            tx,
            sql`insert into waiting_lists (setup_id) values (${setupId}) on conflict do nothing`,
          );
          await queryRows(
            tx,
            sql`insert into waiting_list_entries (setup_id, user_id, sector, count)
              values (${setupId}, ${user.id}, ${sector}, ${body.count})`,
          );
        });
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) fail('WAITING_LIST_ALREADY_JOINED');
        throw error;
      }
      return mine(user.id, setupId);
    },

    /** Leaves the list; seats held for the fan's offer go back to the sale (and so to the next fan). */
    async leave(userId: string, setupId: string): Promise<MyWaitingList> {
      await db.transaction(async (tx) => {
        const row = await openEntryOf(tx, userId, setupId, true);
        if (!row) fail('WAITING_LIST_NOT_JOINED');
        if (row.state === 'OFFERED' && row.offerCartId) await releaseOfferSeats(tx, row.offerCartId);
        await queryRows(
          tx,
          sql`update waiting_list_entries set state = 'LEFT', closed_at = now() where id = ${row.id}`,
        );
      });
      return mine(userId, setupId);
    },

    /** The fan's offer (the e-mailed link's page), whatever its state. */
    async offer(userId: string, entryId: string): Promise<WaitingListEntry> {
      const row = await entryById(db, entryId);
      ownEntry(row, userId);
      return toEntry(db, row);
    },

    /**
     * Takes the offer's seats into the fan's cart for the normal checkout; they stay held until the
     * offer's time, not longer. Refused once the time ran out (the seats went to the next fan) or when
     * the cart has no room for them.
     */
    async claim(userId: string, entryId: string): Promise<WaitingListEntry> {
      await db.transaction(async (tx) => {
        const row = await entryById(tx, entryId, true);
        ownEntry(row, userId);
        if (row.state === 'CLAIMED') fail('WAITING_LIST_OFFER_CLAIMED');
        if (!row.offerOpen || !row.offerCartId) fail('WAITING_LIST_OFFER_EXPIRED');
        const cartId = await lockCart(tx, userId);
        const [live] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from cart_items ci where ci.cart_id = ${cartId} and ${liveLine}`,
        );
        if ((live?.n ?? 0) + row.count > MAX_SEATS_PER_ORDER) fail('CART_TICKET_LIMIT');
        await queryRows(
          tx,
          sql`update cart_items set cart_id = ${cartId} where cart_id = ${row.offerCartId}`,
        );
        await queryRows(tx, sql`delete from carts where id = ${row.offerCartId}`);
        await queryRows(
          tx,
          sql`update waiting_list_entries set state = 'CLAIMED', closed_at = now() where id = ${row.id}`,
        );
      });
      const after = await entryById(db, entryId);
      ownEntry(after, userId);
      return toEntry(db, after);
    },

    /** One round of offers over the lists (the job runs it in every process). */
    offerRound: () =>
      offerRound(db, { links: settings.links, offerMinutes: settings.offerMinutes, strategy }),

    ...createWaitingListAdmin(db),
  };
}

export type WaitingListService = ReturnType<typeof createWaitingList>;
