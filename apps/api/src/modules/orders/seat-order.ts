/** The order seats are listed and numbered in: by sector, row and seat, numbers compared as numbers ("2" before "10"). */
const collator = new Intl.Collator('sk', { numeric: true });

type SeatPlace = { sector: string; row: string; name: string };
type DatedSeat = SeatPlace & { startsAt: Date | string };

export function compareSeats(a: SeatPlace, b: SeatPlace): number {
  return (
    collator.compare(a.sector, b.sector) || collator.compare(a.row, b.row) || collator.compare(a.name, b.name)
  );
}

/** The match (or season) first, then its seats in seat order: the order of an order's lines and its tickets. */
export function compareDatedSeats(a: DatedSeat, b: DatedSeat): number {
  return new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime() || compareSeats(a, b);
}
