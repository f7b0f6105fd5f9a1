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
