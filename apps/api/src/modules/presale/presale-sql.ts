import { formatClubDateTime, type Presale, type PresaleAudience, type Role } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';

/**
 * The season whose paid tickets make a fan a holder for setup `s`: a match's own season (a match outside
 * any season: the season running at its start); for a season sale, the season before it.
 */
const holderSeason = sql`case when s.setup_type = 'EVENT' then coalesce(s.season_id,
    (select c.id from setups c where c.setup_type = 'SEASON' and c.starts_at <= s.starts_at
      and coalesce(c.ends_at, c.starts_at) >= s.starts_at order by c.starts_at desc limit 1))
  else (select p.id from setups p where p.setup_type = 'SEASON' and p.starts_at < s.starts_at
      order by p.starts_at desc limit 1) end`;

/** Whether the user is of setup `s`'s presale audience: a paid season ticket of the holders' season, or the role. */
export function presaleMemberSql(userId: string, roles: readonly Role[]): SQL {
  return sql`case when s.presale_for = 'SEASON_HOLDERS' then exists (select 1 from order_items hi
      join orders ho on ho.id = hi.order_id
      where ho.user_id = ${userId} and ho.status = 'PAID' and hi.setup_id = ${holderSeason})
    else s.presale_for = any(string_to_array(${roles.join(',')}::text, ',')) end`;
}

/** The user's paid tickets of the setup (the cart's and unpaid orders' are counted by the hold statements). */
export const paidSeatsSql = (userId: string, setupId: string) =>
  sql`(select count(*)::int from order_items pi join orders po on po.id = pi.order_id
    where po.user_id = ${userId} and po.status = 'PAID' and pi.setup_id = ${setupId})`;

/**
 * A hold statement's CTE `presale` (one row, none when the setup is unknown): `refusal` is null when the
 * presale lets `count` more seats be held now, else why not: AUDIENCE (not a member while it runs), EARLY
 * (a member before it starts) or LIMIT (the member's seats of the setup — `accountSeats`, their cart and
 * unpaid orders, plus paid ones — would pass its limit). Read in the hold's own statement, after the cart
 * lock, so one member's parallel holds are counted one after another.
 */
export function presaleCte(r: {
  setupId: string;
  userId: string;
  roles: readonly Role[];
  count: SQL;
  accountSeats: SQL;
}): SQL {
  return sql`presale as (
      select s.presale_from as "from", s.presale_to as "until", s.presale_for as audience,
        s.presale_limit as lim,
        case when s.presale_from is null or s.presale_to <= shop_now() then null
          when not ${presaleMemberSql(r.userId, r.roles)} then 'AUDIENCE'
          when shop_now() < s.presale_from then 'EARLY'
          when s.presale_limit is not null
            and ${r.accountSeats} + ${paidSeatsSql(r.userId, r.setupId)} + ${r.count} > s.presale_limit then 'LIMIT'
        end as refusal
      from setups s where s.id = ${r.setupId}
    )`;
}

/** The columns a hold statement answers with about the presale (from its `presale` CTE). */
export const presaleOutcomeColumns = sql`(select json_build_object('refusal', refusal, 'audience', audience,
    'limit', lim, 'from', "from", 'until', "until") from presale) as presale`;

export type PresaleOutcome = {
  refusal: 'AUDIENCE' | 'EARLY' | 'LIMIT' | null;
  audience: PresaleAudience | null;
  limit: number | null;
  from: string | null;
  until: string | null;
} | null;

/** Refuses a hold the presale did not let through, with its code and the moments in the club's time. */
export function refusePresale(outcome: PresaleOutcome): void {
  if (!outcome?.refusal) return;
  const at = (value: string | null) => (value ? formatClubDateTime(new Date(value)) : '');
  if (outcome.refusal === 'AUDIENCE')
    fail(outcome.audience === 'SEASON_HOLDERS' ? 'PRESALE_HOLDERS_ONLY' : 'PRESALE_ROLE_ONLY', {
      until: at(outcome.until),
      audience: outcome.audience,
    });
  if (outcome.refusal === 'EARLY') fail('PRESALE_NOT_STARTED', { from: at(outcome.from) });
  fail('PRESALE_LIMIT', { max: outcome.limit });
}

/** Setup `s`'s presale columns for a read. */
export const presaleColumns = sql`s.presale_from as "presaleFrom", s.presale_to as "presaleTo",
  s.presale_for as "presaleFor", s.presale_limit as "presaleLimit",
  coalesce(s.presale_to > shop_now(), false) as "presaleComing"`;

export type PresaleColumns = {
  presaleFrom: Date | string | null;
  presaleTo: Date | string | null;
  presaleFor: PresaleAudience | null;
  presaleLimit: number | null;
  presaleComing: boolean;
};

/** The presale of a read row; `past` keeps one that is over (the back office), else it is null then. */
export function presaleOf(row: PresaleColumns, past = false): Presale | null {
  if (!row.presaleFrom || !row.presaleTo || !row.presaleFor) return null;
  if (!past && !row.presaleComing) return null;
  return {
    from: iso(row.presaleFrom),
    to: iso(row.presaleTo),
    audience: row.presaleFor,
    limit: row.presaleLimit,
  };
}
