import type { PresaleBody } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';

type Window = NonNullable<PresaleBody['presale']>;
type SetupDates = { startsAt: string; saleStartsAt: string | null; saleEndsAt: string | null };

const time = (value: string) => new Date(value).getTime();

/**
 * A presale lies inside the sale: it ends after it starts, starts no earlier than the sale, and ends no
 * later than the sale and before the match (or season) starts. The field at fault is named.
 */
export function checkPresale(p: Pick<Window, 'from' | 'to'>, d: SetupDates): void {
  const refuse = (field: 'presaleFrom' | 'presaleTo') => fail('PRESALE_WINDOW_INVALID', { field });
  if (time(p.to) <= time(p.from)) refuse('presaleTo');
  if (d.saleStartsAt && time(p.from) < time(d.saleStartsAt)) refuse('presaleFrom');
  if (time(p.to) > time(d.startsAt)) refuse('presaleTo');
  if (d.saleEndsAt && time(p.to) > time(d.saleEndsAt)) refuse('presaleTo');
}

/** Stores the setup's presale (null: none), in the caller's transaction. */
export async function savePresale(tx: Db, setupId: string, p: Window | null): Promise<void> {
  await queryRows(
    tx,
    sql`update setups set presale_from = ${p?.from ?? null}, presale_to = ${p?.to ?? null},
      presale_for = ${p?.audience ?? null}, presale_limit = ${p?.limit ?? null}
      where id = ${setupId}`,
  );
}
