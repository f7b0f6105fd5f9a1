import type pg from 'pg';

/**
 * Sells out a match but the first two seats of one row, straight in the server's database (the shop has no
 * way to sell ten thousand seats quickly): a waiting list can be joined, and two seats come free to offer.
 */
export async function sellOutButTwo(db: pg.Client, matchId: string) {
  await db.query(
    `with keep as (
        select id from setup_seats where setup_id = $1 and state = 'ACTIVE' and name ~ '^[0-9]+$'
          and (sector, row) = (select sector, row from setup_seats where setup_id = $1 and state = 'ACTIVE'
            group by sector, row having count(*) >= 2 order by sector, row limit 1)
        order by name::int limit 2
      )
      update setup_seats set state = 'SOLD' where setup_id = $1 and state = 'ACTIVE'
        and id not in (select id from keep)`,
    [matchId],
  );
}
