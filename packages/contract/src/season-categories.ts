import type { Role, SeasonCategory } from './enums.ts';

/**
 * Who may buy each season-ticket category. Ages are full years on the season's first day; `proof`
 * means the holder shows a document at the entrance (the gate staff check it); `role` restricts the
 * category to accounts with that role (the server refuses others).
 */
export type SeasonCategoryRule = { minAge?: number; maxAge?: number; proof?: boolean; role?: Role };

export const SEASON_CATEGORY_RULES: Record<SeasonCategory, SeasonCategoryRule> = {
  GOLD: {},
  SILVER: {},
  PRODUCT: {},
  CLASSIC: {},
  KIDS: { maxAge: 15, proof: true },
  STUDENT: { minAge: 15, maxAge: 26, proof: true },
  B2B: { role: 'B2B' },
  ZTP: { proof: true },
};

/** The optional plastic card of a season ticket, in cents (without it the ticket is a PDF/phone ticket). */
export const PLASTIC_CARD_PRICE = 500;

/** Whether an account with these roles may choose this price type: a role-bound season category needs its role. */
export function seasonCategoryAllowed(type: string, roles: readonly string[]): boolean {
  const role = (SEASON_CATEGORY_RULES as Record<string, SeasonCategoryRule>)[type]?.role;
  return role === undefined || roles.includes(role);
}

/** Full years of someone born on `birthDay` on the day `onDay` (both YYYY-MM-DD). */
export function fullYears(birthDay: string, onDay: string): number {
  const [by, bm, bd] = birthDay.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDay.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** DD.MM.YYYY, as every date of the shop (spec section 9, docs/texts.md). */
const slovakDay = (day: string) => day.split('-').reverse().join('.');
const years = (n: number) => (n === 1 ? 'rok' : n >= 2 && n <= 4 ? 'roky' : 'rokov');

/**
 * Why a holder born on `dateOfBirth` does not fit the category's ages on the season's first day
 * (`seasonStartDay`, YYYY-MM-DD), in Slovak; null when the holder fits (or the category has no ages).
 */
export function seasonAgeProblem(
  category: SeasonCategory,
  dateOfBirth: string,
  seasonStartDay: string,
): string | null {
  const { minAge, maxAge } = SEASON_CATEGORY_RULES[category];
  if (minAge === undefined && maxAge === undefined) return null;
  if (dateOfBirth > seasonStartDay) return 'Dátum narodenia nemôže byť po začiatku sezóny.';
  const age = fullYears(dateOfBirth, seasonStartDay);
  const range =
    minAge !== undefined && maxAge !== undefined
      ? `od ${minAge} do ${maxAge} rokov`
      : maxAge !== undefined
        ? `do ${maxAge} rokov vrátane`
        : `od ${minAge} rokov`;
  if ((minAge !== undefined && age < minAge) || (maxAge !== undefined && age > maxAge)) {
    return `Kategória ${category} je pre držiteľov ${range} k prvému dňu sezóny (${slovakDay(seasonStartDay)}); držiteľ bude mať v tento deň ${age} ${years(age)}.`;
  }
  return null;
}
