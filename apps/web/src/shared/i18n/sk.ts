/**
 * The shop's UI text for call sites not yet written with `t`: `sk.topBar.login` reads the current language's
 * text (skShop.ts is the Slovak source, en/enShop.ts the English). `plural` and `duration` are the Slovak
 * count forms of the dictionaries not converted to i18next yet (the back office, the account pages).
 */
import { formatCount } from '../format/number.ts';
import type { PriceTypeLabelKey } from './priceTypeKeys.ts';
import { t } from './shopI18n.ts';
import { skShop } from './skShop.ts';
import { textView } from './textView.ts';

/**
 * Slovak count forms: 1 takes the singular, 2–4 the nominative plural, and 0 or 5 and more the genitive
 * plural ("0 miest", "5 miest"). The number is grouped by thousands.
 */
export function plural(n: number, one: string, few: string, many: string): string {
  const form = n === 1 ? one : n >= 2 && n <= 4 ? few : many;
  return `${formatCount(n)} ${form}`;
}

/** A wait or a validity in the accusative ("o 1 minútu", "platí 5 minút"): seconds below a minute, else minutes. */
export function duration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'sekundu', 'sekundy', 'sekúnd');
  return plural(Math.ceil(s / 60), 'minútu', 'minúty', 'minút');
}

/** The same wait in the current language ("5 minút", "5 minutes"). */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? t('units.seconds', { count: s }) : t('units.minutes', { count: Math.ceil(s / 60) });
}

export const sk = textView('shop', skShop);

/** Every price type has a label. */
skShop.priceTypes satisfies Record<PriceTypeLabelKey, string>;

/** "5 voľných miest", or sold out when none is left. */
export const freeSeatsText = (n: number): string =>
  n === 0 ? t('events.soldOut') : t('units.freeSeats', { count: n });

/** One price, or the lowest and highest ("12,00 € – 30,00 €"). */
export const priceRange = (from: string, to: string): string => (from === to ? from : `${from} – ${to}`);

/** A seat as a screen reader hears it: "Rad 5, miesto 10, voľné, miesto pre vozíčkára, 22,00 €, odporúčané miesto". */
export function seatLabelText(
  row: string,
  name: string,
  state: string,
  price?: string,
  note?: string,
  access?: string,
) {
  const details = [access, price, note].filter(Boolean).map((part) => `, ${part}`);
  return t('seats.seatLabel', { row, name, state: state.toLowerCase() }) + details.join('');
}
