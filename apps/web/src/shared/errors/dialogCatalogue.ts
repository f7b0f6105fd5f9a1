/**
 * The client-side code → dialog catalogue: which title and button an error code gets in the error dialog and
 * whether confirming it leads home. The message itself is the API's (Slovak, from the contract's catalogue).
 */
import type { ErrorCode } from '@hokej/contract/errors';
import { sk } from '../i18n/sk.ts';

export interface DialogEntry {
  title: string;
  button: string;
  goHome: boolean;
}

const goHome = (title: string): DialogEntry => ({ title, button: sk.errors.backHome, goHome: true });
const stay = (title: string): DialogEntry => ({ title, button: sk.common.ok, goHome: false });

export const dialogCatalogue: Partial<Record<ErrorCode, DialogEntry>> = {
  EVENT_NOT_FOUND: goHome(sk.errors.notFoundDialogTitle),
  EVENT_OR_SEASON_NOT_FOUND: goHome(sk.errors.notFoundDialogTitle),
  SEASON_NOT_FOUND: goHome(sk.errors.notFoundDialogTitle),
  ARENA_SETUP_NOT_FOUND: goHome(sk.errors.notFoundDialogTitle),
  ARENA_ENTITY_TYPE_NOT_FOUND: goHome(sk.errors.notFoundDialogTitle),
  ARENA_SETUP_FORBIDDEN: goHome(sk.errors.forbiddenTitle),
  ROLE_FORBIDDEN: goHome(sk.errors.forbiddenTitle),
  ARTICLE_NOT_FOUND: goHome(sk.errors.notFoundDialogTitle),
  SEAT_INACTIVE: stay(sk.errors.seatTitle),
  COUPON_NOT_FOUND: stay(sk.errors.couponTitle),
  USER_TOKEN_REFRESH_ERROR: stay(sk.errors.sessionExpiredTitle),
  SERVER_BUSY: stay(sk.errors.busyTitle),
};

export const dialogEntryFor = (code: string): DialogEntry =>
  dialogCatalogue[code as ErrorCode] ?? stay(sk.errors.dialogTitle);

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
