import { type SQL, sql } from 'drizzle-orm';

/** The tables that keep a yearly series of gap-free document numbers: (year, last_number). */
export type DocumentSeries = 'invoice_series' | 'credit_note_series';

/**
 * The opening of a statement that numbers a document: CTEs ending in `numbered (year, last_number)`, the
 * next number of `series` in the year of the shop's clock (Bratislava calendar). The series row stays
 * locked until the caller's transaction ends, so concurrent documents take consecutive numbers and a
 * rolled-back one gives its number back: no gaps, no duplicates. The statement goes on with an insert
 * of the document `from numbered`.
 */
export function nextInSeries(series: DocumentSeries): SQL {
  const table = sql.identifier(series);
  return sql`with year as (
      select extract(year from shop_now() at time zone 'Europe/Bratislava')::int as y
    ), numbered as (
      insert into ${table} (year, last_number) select y, 1 from year
      on conflict (year) do update set last_number = ${table}.last_number + 1
      returning year, last_number
    )`;
}
