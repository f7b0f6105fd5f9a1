/** The price editor's grid: euro text per sector and price type, to and from the API's cents. */
import type { PriceEntry } from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import { SEASON_CATEGORIES, TICKET_TYPES } from '@hokej/contract/constants';
import { centsDecimal } from '@hokej/contract/format';

export type PriceGrid = Record<string, Record<string, string>>;

/** The price types of a kind: ticket types for a match, categories for a season. */
export const priceTypesOf = (setupType: SetupType): readonly string[] =>
  setupType === 'EVENT' ? TICKET_TYPES : SEASON_CATEGORIES;

const EURO = /^\d{1,6}([.,]\d{1,2})?$/;

/** "12", "12,5" or "12.50" → cents; null when it is not a price. */
export function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(/\s*€$/, '');
  if (!EURO.test(trimmed)) return null;
  const cents = Math.round(Number(trimmed.replace(',', '.')) * 100);
  return cents > 0 ? cents : null;
}

/** A typed price as the grid keeps it once the cell is left ("6" → "6,00", "6.5" → "6,50"); other text stays. */
export function normalisedPrice(text: string): string {
  const cents = centsOf(text);
  return cents === null ? text : centsDecimal(cents);
}

export function gridOf(prices: PriceEntry[]): PriceGrid {
  const grid: PriceGrid = {};
  for (const p of prices) {
    grid[p.sector] = { ...(grid[p.sector] ?? {}), [p.ticketType]: centsDecimal(p.price) };
  }
  return grid;
}

/** The grid as a price list; empty cells are left out; the cells that are not prices are named. */
export function pricesOf(
  grid: PriceGrid,
  sectors: string[],
  types: readonly string[],
): { prices: PriceEntry[]; invalid: string[] } {
  const prices: PriceEntry[] = [];
  const invalid: string[] = [];
  for (const sector of sectors) {
    for (const type of types) {
      const text = grid[sector]?.[type]?.trim() ?? '';
      if (!text) continue;
      const cents = centsOf(text);
      if (cents === null) invalid.push(`${sector}|${type}`);
      else prices.push({ sector, ticketType: type as PriceEntry['ticketType'], price: cents });
    }
  }
  return { prices, invalid };
}

/** Every sector's cell of `type` set to `text`. */
export function fillType(grid: PriceGrid, sectors: string[], type: string, text: string): PriceGrid {
  const next: PriceGrid = { ...grid };
  for (const sector of sectors) next[sector] = { ...(next[sector] ?? {}), [type]: normalisedPrice(text) };
  return next;
}
