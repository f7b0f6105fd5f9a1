import type { ShopLanguage } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { ON_SALE } from '../catalog/catalog-repository.ts';
import { queueEmail, queueSms } from '../notifications/outbox.ts';
import { waitingListEmails, waitingListSms } from '../notifications/waiting-list-templates.ts';
import type { Links } from '../users/links.ts';
import { announceOffered, type HoldOfferSeats, holdOfferSeats, pickSeats } from './offer-seats.ts';
import { freeSeatsBySector } from './waiting-list-repository.ts';

/** A list a round works on, and whether it may offer now (not paused, on sale, no presale running). */
type ListToServe = { setupId: string; open: boolean };

/**
 * How a round takes its lists and holds seats: the shop locks each list for the round (another
 * process's round skips it) and holds only seats still free; a race test's control run passes one
 * without either (`ServiceSeams.waitingListOffers`).
 */
export type OfferStrategy = { takeLists: (tx: Db) => Promise<ListToServe[]>; hold: HoldOfferSeats };

const LISTS_PER_ROUND = 20;

/** Lists with fans waiting or holding an offer, each locked for this round (skipped when another has it). */
const takeListsSkipLocked = (tx: Db) =>
  queryRows<ListToServe>(
    tx,
    sql`select wl.setup_id as "setupId",
        (wl.paused_at is null and ${ON_SALE} and coalesce(s.presale_to <= shop_now(), true)) as open
      from waiting_lists wl join setups s on s.id = wl.setup_id
      where exists (select 1 from waiting_list_entries e where e.setup_id = wl.setup_id
        and e.state in ('WAITING', 'OFFERED'))
      order by wl.setup_id limit ${LISTS_PER_ROUND} for update of wl skip locked`,
  );

export const lockedOffers: OfferStrategy = { takeLists: takeListsSkipLocked, hold: holdOfferSeats };

type Waiting = {
  id: string;
  count: number;
  sector: string | null;
  email: string;
  firstName: string;
  phone: string | null;
  /** The fan's account language: the offer's e-mail and SMS speak it. */
  language: ShopLanguage;
};

/** Offers whose time ran out (shop clock) close; their seats are free again for the next fan. */
async function expireOffers(tx: Db, setupId: string) {
  const expired = await queryRows<{ cartId: string | null }>(
    tx,
    sql`update waiting_list_entries set state = 'EXPIRED', closed_at = now()
      where setup_id = ${setupId} and state = 'OFFERED' and offer_expires_at <= shop_now()
      returning offer_cart_id as "cartId"`,
  );
  // The seats' holds have run out: they count as free now, and the sweeper pushes them ACTIVE if
  // nobody takes them first.
  for (const { cartId } of expired)
    if (cartId) await queryRows(tx, sql`delete from carts where id = ${cartId}`);
}

export type OfferRoundDeps = { links: Links; offerMinutes: number; strategy: OfferStrategy };

/** Offers the list's free seats to its waiting fans in list order; answers how many offers it made. */
async function serveList(tx: Db, setupId: string, deps: OfferRoundDeps): Promise<number> {
  const free = await freeSeatsBySector(tx, setupId);
  const freeFor = (sector: string | null) =>
    sector === null ? [...free.values()].reduce((a, b) => a + b, 0) : (free.get(sector) ?? 0);
  if (freeFor(null) === 0) return 0;
  const waiting = await queryRows<Waiting>(
    tx,
    sql`select e.id, e.count, e.sector, u.email, u.first_name as "firstName", u.language,
        case when u.phone_verified then u.phone_number end as phone
      from waiting_list_entries e join users u on u.id = e.user_id
      where e.setup_id = ${setupId} and e.state = 'WAITING' order by e.seq`,
  );
  const until = sql`shop_now() + make_interval(mins => ${deps.offerMinutes})`;
  let offers = 0;
  for (const fan of waiting) {
    // First fit: a fan whose count does not fit keeps the place and gets the next seats that do.
    if (freeFor(fan.sector) < fan.count) continue;
    const picked = await pickSeats(tx, { setupId, count: fan.count, sector: fan.sector });
    if (picked.length === 0) continue;
    const [cart] = await queryRows<{ id: string }>(tx, sql`insert into carts default values returning id`);
    if (!cart) throw new Error('cart insert returned nothing');
    const seats = await deps.strategy.hold(tx, cart.id, picked, until);
    if (seats.length === 0) {
      await queryRows(tx, sql`delete from carts where id = ${cart.id}`);
      continue;
    }
    for (const seat of seats) free.set(seat.sector, (free.get(seat.sector) ?? 1) - 1);
    const [offer] = await queryRows<{ expiresAt: Date | string; title: string; startsAt: Date | string }>(
      tx,
      sql`update waiting_list_entries e set state = 'OFFERED', offer_cart_id = ${cart.id}, offered_at = now(),
          offer_expires_at = (select max(expire_at) from cart_items where cart_id = ${cart.id})
        from setups s where e.id = ${fan.id} and s.id = e.setup_id
        returning e.offer_expires_at as "expiresAt", s.title, s.starts_at as "startsAt"`,
    );
    if (!offer) throw new Error('waiting list entry vanished');
    await announceOffered(tx, setupId, seats);
    const message = {
      language: fan.language,
      firstName: fan.firstName,
      matchTitle: offer.title,
      startsAt: offer.startsAt,
      seats,
      total: seats.reduce((sum, s) => sum + s.price, 0),
      expiresAt: offer.expiresAt,
      url: deps.links.waitingListOffer(fan.id),
    };
    await queueEmail(tx, fan.email, waitingListEmails.offer(message));
    if (fan.phone) await queueSms(tx, fan.phone, waitingListSms.offer(message));
    offers += 1;
    if (freeFor(null) === 0) break;
  }
  return offers;
}

/**
 * One round of the waiting lists, in one transaction: on each list (locked for this round, so two
 * processes never serve one list at once) offers past their time close, then, unless the club paused
 * the list or the match is not on sale, free seats are held for the waiting fans in list order, each
 * offer with its e-mail (and SMS to a verified phone) and its push. Answers how many offers it made.
 */
export function offerRound(db: Db, deps: OfferRoundDeps): Promise<number> {
  return db.transaction(async (tx) => {
    let offers = 0;
    for (const list of await deps.strategy.takeLists(tx)) {
      await expireOffers(tx, list.setupId);
      if (list.open) offers += await serveList(tx, list.setupId, deps);
    }
    return offers;
  });
}
