/**
 * The client-side code → dialog catalogue: which title and button an error code gets in the error dialog and
 * whether confirming it leads home. The message itself is the API's (in the fan's language, by Accept-Language).
 */
import type { ErrorCode } from '@hokej/contract/errors';
import { sk } from '../i18n/sk.ts';
import type { skShop } from '../i18n/skShop.ts';

export interface DialogEntry {
  title: string;
  button: string;
  goHome: boolean;
}

type TitleKey = keyof typeof skShop.errors;

/** Codes whose dialog has a title of its own, and whether confirming it leads home. */
const entries: Partial<Record<ErrorCode, { title: TitleKey; goHome: boolean }>> = {
  EVENT_NOT_FOUND: { title: 'notFoundDialogTitle', goHome: true },
  EVENT_OR_SEASON_NOT_FOUND: { title: 'notFoundDialogTitle', goHome: true },
  SEASON_NOT_FOUND: { title: 'notFoundDialogTitle', goHome: true },
  ARENA_SETUP_NOT_FOUND: { title: 'notFoundDialogTitle', goHome: true },
  ARENA_ENTITY_TYPE_NOT_FOUND: { title: 'notFoundDialogTitle', goHome: true },
  ARENA_SETUP_FORBIDDEN: { title: 'forbiddenTitle', goHome: true },
  ROLE_FORBIDDEN: { title: 'forbiddenTitle', goHome: true },
  ARTICLE_NOT_FOUND: { title: 'notFoundDialogTitle', goHome: true },
  SEAT_INACTIVE: { title: 'seatTitle', goHome: false },
  COUPON_NOT_FOUND: { title: 'couponTitle', goHome: false },
  USER_TOKEN_REFRESH_ERROR: { title: 'sessionExpiredTitle', goHome: false },
  SERVER_BUSY: { title: 'busyTitle', goHome: false },
};

/**
 * The dialog's title and button for a code, in the language shown now: read when the dialog opens, not when
 * this module loads (that is before the fan's language is known, so it would stay Slovak).
 */
export function dialogEntryFor(code: string): DialogEntry {
  const entry = entries[code as ErrorCode] ?? { title: 'dialogTitle', goHome: false };
  return {
    title: sk.errors[entry.title],
    button: entry.goHome ? sk.errors.backHome : sk.common.ok,
    goHome: entry.goHome,
  };
}

/** Refusals a page explains in place of its content (a dead push link has a page of its own), not in the dialog. */
export const pageOwnedCodes: ReadonlySet<string> = new Set<ErrorCode>([
  'PUSH_CART_NOT_FOUND',
  'PUSH_CART_CLOSED',
  'INVOICE_LINK_NOT_FOUND',
  'INVOICE_LINK_CLOSED',
  'TRANSFER_NOT_FOUND',
  // Only a card-only link's page asks with a query and gets it (a shop without a card provider).
  'PAYMENT_TYPE_UNAVAILABLE',
]);
