/** Business constants of spec section 9, shared by server and web. */
export const MAX_SEATS_PER_ORDER = 5;
/** Seats one account may hold of one match in its cart and its unpaid orders together. */
export const MAX_SEATS_PER_MATCH = 5;
export const HOLD_MINUTES = 15;
export const COUNTDOWN_WARNING_MINUTES = 10;
export const COUNTDOWN_DANGER_MINUTES = 3;
export const CART_TIMER_CAP_HOURS = 24;
export const COUNTDOWN_PADDING_MS = 1000;
export const SESSION_MARGIN_MS = 5000;
export const SECTOR_RELOAD_MS = 30_000;
export const ORDERS_PAGE_SIZE = 5;
export const TOAST_AUTOCLOSE_MS = 5000;
export const CHILD_AGE_LIMIT_YEARS = 12;
export const PHONE_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const SEASON_TICKET_EXPIRATION = 30;
export const CONTACT_RETENTION_DAYS = 14;
/** Installments of a season ticket: at most 3 parts, 30 days apart; a part unpaid 14 days after its due date blocks the ticket. */
export const INSTALLMENT_MAX_PARTS = 3;
export const INSTALLMENT_INTERVAL_DAYS = 30;
export const INSTALLMENT_GRACE_DAYS = 14;
/** Days before a part's due date when its reminder goes out (a second one on the due date). */
export const INSTALLMENT_REMINDER_DAYS = 7;
/** A bank transfer only this many days or more before the (first) match; the order then waits this many days for the money. */
export const BANK_TRANSFER_MIN_DAYS = 5;
export const BANK_TRANSFER_DAYS = 3;
/** The gate lets a ticket in from this many hours before its match starts until the end of the match day. */
export const GATE_OPENS_HOURS_BEFORE = 3;
export const DEFAULT_POST_LOGIN_PATH = '/events';
export const TEXTAREA_ROWS = 5;
export const SUPPORT_EMAIL = 'podpora@hokej.test';
export const MERCH_SHOP_URL = 'https://obchod.hokej.test';

/** The 8-colour sector palette, from most free (first) to sold out (last). */
export const SECTOR_PALETTE = [
  '#1b7f3b',
  '#3c9a3f',
  '#7fb241',
  '#c3c23a',
  '#e8a93a',
  '#e07b34',
  '#c8452f',
  '#8a8f98',
] as const;

/** Validation patterns of spec section 5. */
export const patterns = {
  email: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}$',
  password: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{8,}$',
  /**
   * The spec's phone pattern `^\+(\d{3}|\(\d{3}\))([ -]?\d+)+$` written without the nested quantifier: the same
   * numbers match, but a long wrong one fails in linear time instead of backtracking exponentially.
   */
  phone: '^\\+(\\d{3}|\\(\\d{3}\\))(?:[ -]?\\d)+$',
  phoneCode: '^\\d{6}$',
  zip: '^\\d{3} ?\\d{2}([ -]?\\d{4})?$',
  code: '^[A-Za-z0-9_.-]+$',
  sectorName: '^[AB][13][1-9]$',
  seatRow: '^[0-9A-Z]{1,4}$',
  seatName: '^[0-9A-Za-z]{1,5}$',
  slug: '^[a-z0-9-]{1,80}$',
  personName: '^[^\\u0000-\\u001F\\u007F]*[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*$',
} as const;
/** Ticket transfer (issue 22): offered and accepted until this many minutes before the match starts. */
export const TRANSFER_CUTOFF_MINUTES = 60;
/** Transfers one ticket may have for one match, cancelled ones included (abuse limit). */
export const TRANSFER_MAX_PER_TICKET = 3;
/** Transfers one fan may offer in 24 hours (abuse limit). */
export const TRANSFER_MAX_PER_DAY = 10;
