/**
 * The error catalogue in English: the message of every code for an API client that prefers English
 * (`Accept-Language`, language.ts). Slovak (errors.ts) stays the source of truth; the type makes a code
 * without its English message a compile error, and a test checks that both keep the same placeholders.
 */
import { type ErrorCode, errorMessage, fillMessage } from './errors.ts';
import type { ShopLanguage } from './language.ts';
import { BANK_TRANSFER_MIN_DAYS } from './limits.ts';

export const englishMessages: { readonly [C in ErrorCode]: string } = {
  USER_NOT_FOUND: 'User not found.',
  VERIFICATION_TABLE_FAILURE: 'The verification could not be saved. Please try again later.',
  USER_PASSWORD_INVALID:
    'The password is too simple. It needs at least 8 characters, a lower-case and an upper-case letter, a digit and a special character.',
  USER_PASSWORD_RESET_ERROR: 'The password could not be reset. Please try again later.',
  USER_PHONE_INVALID:
    'The phone number is not in the right format. Enter it with the country code, e.g. +421900123456.',
  USER_PHONE_CODE_INVALID: 'The verification code is not correct.',
  USER_PHONE_VERIFY_FAILURE: 'The phone number could not be verified. Please try again later.',
  USER_PHONE_CODE_EXPIRED: 'The verification code has expired. Please ask for a new one.',
  USER_PARAMETERS_MISSING: 'Some details are missing or not filled in correctly.',
  USER_EMAIL_NOT_PROVIDED: 'Enter an e-mail address.',
  USER_PASS_EMAIL_INVALID: 'Wrong e-mail or password.',
  USER_TOKEN_REFRESH_ERROR: 'Your session has expired. Please sign in again.',
  USER_TOKEN_VALIDATION_FAILURE: 'Your session is not valid. Please sign in again.',
  USER_EMAIL_NOT_VERIFIED: 'The e-mail address is not verified yet. Verify it with the link in the e-mail.',
  USER_EMAIL_CODE_EXPIRED: 'The link has expired. Please ask for a new one.',
  USER_EMAIL_CODE_INVALID: 'The link is not valid or has already been used.',
  EMAIL_NOT_SENT: 'The e-mail could not be sent. Please try again later.',
  USER_VERIFICATION_FAILURE: 'The verification failed. Please try again later.',
  USER_NO_UNIQUE_PHONE: 'This phone number is already used by another account.',
  USER_DISABLE_ERROR: 'The account could not be blocked.',
  USER_EMAIL_EXISTS: 'An account with this e-mail address already exists.',
  USER_EMAIL_NOT_EXISTS: 'There is no account with this e-mail address.',
  USER_LOGIN_SERVER_ERROR: 'Signing in failed. Please try again later.',
  USER_TOKEN_INVALID: 'Your session is not valid or has expired. Please sign in again.',
  USER_PASSWORD_IDENTICAL: 'The new password must differ from the current one.',
  USER_NEW_PASSWORDS_NOT_MATCH: 'The passwords do not match.',
  USER_OLD_PASSWORDS_NOT_MATCH: 'The current password is not correct.',
  USER_PASSWORD_CHANGE_SERVER_ERROR: 'The password could not be changed. Please try again later.',
  USER_RETRIEVE_ERROR: 'The account details could not be loaded. Please try again later.',
  USER_TERMS_NOT_AGREED: 'You cannot continue without agreeing to the terms of sale.',
  USER_PHONE_MISSING: 'First enter a phone number under My account.',
  USER_PHONE_ALREADY_VERIFIED: 'The phone number is already verified.',
  USER_PHONE_SMS_UNAVAILABLE:
    'A verification code cannot be sent by text message right now. Please try later or contact us.',
  USER_PHONE_NOT_VERIFIED:
    'You need a verified phone number to buy tickets for this match. Verify it under My account.',
  AUTH_REQUIRED: 'Please sign in to continue.',
  ROLE_FORBIDDEN: 'You are not allowed to do this.',
  ARENA_PARAMETERS_INVALID: 'Invalid request for the arena or a sector.',
  ARENA_ENTITY_TYPE_NOT_FOUND: 'Unknown kind of sale. Use a match or a season ticket.',
  ARENA_SETUP_RETRIEVE_FAILURE: 'The arena could not be loaded. Please try again later.',
  ARENA_SETUP_NOT_FOUND: 'This sector does not exist in the arena.',
  ARENA_SETUP_FORBIDDEN: 'You do not have access to this sector.',
  EVENT_NOT_FOUND: 'Match not found.',
  EVENT_OR_SEASON_NOT_FOUND: 'No match or season found.',
  EVENT_UUID_MISSING: 'The match identifier is missing.',
  EVENT_INVALID_REQUEST: 'Invalid request for a match.',
  EVENT_CREATE_FAILURE: 'The match could not be created.',
  EVENT_DATE_NOT_FOUND: 'The match date was not found.',
  EVENT_DELETE_ERROR:
    'The match cannot be deleted because tickets for it have already been sold or reserved.',
  SETUP_DATES_INVALID: 'The end must be later than the start (of the event and of the sale).',
  SETUP_PRICES_MISSING: 'Only an event with a price in every sector can be published.',
  SETUP_NOTE_ENGLISH_WITHOUT_SLOVAK:
    'The English note on the match translates the Slovak one: fill in the Slovak note too, or leave the English empty.',
  SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK:
    'The English description translates the Slovak one: fill in the Slovak description too, or leave the English empty.',
  PRICE_LIST_INVALID: 'The price list has an unknown sector, a wrong ticket type or the same price twice.',
  SEASON_MATCH_NOT_ALLOWED:
    'A match can be added only to a season that is not published and has no seat taken.',
  ARTICLE_NOT_FOUND: 'Page not found.',
  ARTICLE_NAME_MISSING: 'The page title is missing.',
  ARTICLE_UUID_MISSING: 'The page identifier is missing.',
  ARTICLE_FIELDS_MISSING: 'Some fields of the page are missing.',
  ARTICLE_DELETE_FAILURE:
    'This page cannot be deleted: the shop links to it (footer, terms of sale). You can edit it.',
  ARTICLE_HASH_EXISTS: 'A page with this address already exists.',
  ARTICLE_HASH_LOCKED: 'The address of this page cannot be changed: the shop links to it.',
  ARTICLE_ENGLISH_INCOMPLETE:
    'The English version of the page is incomplete: fill in the title, the menu label and the content, or leave all three empty.',
  TICKET_SERIAL_NUMBER_MISSING: "The ticket's serial number is missing.",
  TICKET_NOT_FOUND: 'Ticket not found.',
  TICKET_DELETE_FAILURE: 'The ticket could not be deleted.',
  TICKET_TYPE_NOT_FOUND: 'Unknown ticket type.',
  TICKET_ALREADY_EXISTS: 'A ticket for this seat already exists.',
  TICKET_PARAMETER_INVALID: 'Invalid ticket details.',
  TICKET_ALREADY_USED: 'The ticket has already been used at the entrance.',
  TICKET_WRONG_MATCH: 'The ticket is not valid for this match.',
  TICKET_REFUNDED: 'The ticket was refunded and is no longer valid.',
  TICKET_WRONG_DAY:
    'The ticket is not valid now: the match is on {matchDate}. Entry is possible on the match day from {entryFrom}.',
  ORDER_NOT_FOUND: 'Order not found.',
  ORDER_ID_MISSING: 'The order number is missing.',
  ORDER_CONFIRMATION_FAILURE: 'The order could not be confirmed.',
  ORDER_INFO_SENT: 'The order details have already been sent.',
  ORDER_HASH_INVALID: 'The order link is not valid.',
  ORDER_INVALID_CHECKOUT_PARAMS: 'The order details are not filled in correctly.',
  ORDER_PAYMENT_UNAUTHORIZED: 'This payment method is not allowed for your user role.',
  BANK_TRANSFER_TOO_LATE: `Bank transfer is possible only ${BANK_TRANSFER_MIN_DAYS} or more days before the match. Please pay by card.`,
  ORDER_ITEM_ID_MISSING: 'The order item is missing.',
  ORDER_ITEM_NOT_FOUND: 'The item was not found in the cart.',
  ORDER_ITEM_DELETE_FAILURE: 'The item could not be removed.',
  ORDER_SERVER_ERROR: 'The order could not be processed. Please try again later.',
  ORDER_ALREADY_PAID: 'The order is already paid.',
  ORDER_COULD_NOT_BE_PAID: 'The order could not be paid.',
  ORDER_SEARCH_INVALID: 'The order search is not valid.',
  ORDER_NOT_PAID: 'The order is not paid, so no tickets have been issued for it yet.',
  ORDER_NOT_CANCELLABLE: 'Only an order awaiting payment can be cancelled.',
  ORDER_NOT_REFUNDABLE:
    'A refund is possible only for a paid order or for a payment that arrived after the order was cancelled.',
  ORDER_ALREADY_REFUNDED: 'This order has already been refunded.',
  PAYMENT_REFUND_FAILURE:
    'The payment gateway did not make the refund. Nothing has changed; please try again.',
  REFUND_NOT_FOUND: 'No refund was found for this order.',
  REFUND_NOT_TO_BE_SENT: 'Only a refund by bank transfer can be marked as sent.',
  REFUND_ALREADY_SENT: 'This refund is already marked as sent.',
  REFUND_SENT_INVALID: 'The details of the sent refund are not filled in correctly.',
  REFUND_SENT_DATE_INVALID: 'The date sent cannot be in the future or before the club recorded the refund.',
  CREDIT_NOTE_NOT_FOUND: 'No credit note was found for this order.',
  ORDER_CONTACT_CONSENT_MISSING: 'This consent must be confirmed.',
  CART_EMPTY: 'The cart is empty. Please choose your seats.',
  CART_HOLD_EXPIRED: 'The hold on some seats in the cart has expired. Please choose them again.',
  CART_PRICE_CHANGED: 'The price of some tickets has changed. Please check the cart.',
  CART_SEASON_NOT_PAYABLE:
    'Season tickets cannot be sent to a customer in a cart link. Please remove them from the cart.',
  BANK_STATEMENT_INVALID: "The bank statement cannot be read (a camt.053 of the club's account is expected).",
  PAYMENT_SIGNATURE_INVALID: 'The signature of the payment message is not valid.',
  PAYMENT_TYPE_UNAVAILABLE:
    'Payment by card or in instalments is not available right now. Choose payment by bank transfer.',
  INVOICE_DATA_NOT_FOUND: 'The billing details were not found.',
  INVALID_BOOKING_REQUEST: 'Invalid booking request.',
  TEMPLATE_UUID_MISSING: 'The arena template is missing.',
  TEMPLATE_PARAMETERS_MISSING: "The arena template's details are missing.",
  TEMPLATE_NOT_FOUND: 'The arena template was not found.',
  SALE_NOT_OPEN: 'The sale for this event has not started yet or has already ended.',
  SEASON_CATEGORY_FORBIDDEN: 'This season-ticket category is for corporate customers only.',
  SEASON_CATEGORY_NOT_IN_SECTOR:
    'The {category} category is not sold in sector {sector}. Choose another category or a seat in a sector where the club offers it.',
  PLASTIC_CARD_SEASON_ONLY: 'A plastic card can be ordered only with a season ticket.',
  CART_TICKET_LIMIT: 'One order can have at most 5 tickets.',
  CART_MATCH_SEAT_LIMIT:
    'For one match you can have at most 5 tickets in the cart and unpaid orders together.',
  NOT_FOUND: 'The requested address does not exist.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  BAD_URL: 'The request address is not valid.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported request content type; use application/json.',
  RATE_LIMITED: 'Too many attempts. Please try again in a moment.',
  SERVER_BUSY: 'The system is busy right now. Please try again in a moment.',
  INTERNAL_ERROR: 'Something went wrong. Please try again later.',
  SEASON_NOT_FOUND: 'Season not found.',
  SEASON_NAME_MISSING: 'The season name is missing.',
  SEASON_UUID_MISSING: 'The season identifier is missing.',
  SEASON_TEMPLATE_NOT_FOUND: 'The season template was not found.',
  SEASON_CREATE_FAILURE: 'The season could not be created.',
  SEASON_DELETE_FAILURE:
    'The season cannot be deleted because season tickets for it have already been sold or reserved.',
  SEASON_INVALID_REQUEST: 'Invalid request for a season.',
  SEASON_RETRIEVE_ERROR: 'The season could not be loaded.',
  SEASON_TICKET_NOT_FOUND: 'Season ticket not found.',
  SEASON_TICKET_NOT_PAID: 'You can register the holder once the season ticket is paid.',
  SEASON_REGISTRATION_CLOSED:
    "The holder of this season ticket can no longer be changed (changes until the season starts, first registration until it ends). Please contact the club's box office.",
  SEASON_HOLDER_INVALID: "The season-ticket holder's details are not filled in correctly.",
  SEASON_HOLDER_TYPE_MISMATCH:
    'The category in the registration must match the category of the season ticket bought.',
  SEASON_HOLDER_AGE_INVALID: "The holder's age does not match the season-ticket category.",
  SEASON_PHOTO_MISSING: 'Please attach a photo of the holder (JPG or PNG).',
  SEASON_PHOTO_INVALID: 'The photo must be a whole JPG or PNG image. This file cannot be used.',
  SEASON_PHOTO_TOO_LARGE:
    'The photo is too large. Please upload a photo with a lower resolution (at most 25 megapixels and 10 MB).',
  SEASON_PHOTO_NOT_FOUND: "The holder's photo was not found.",
  SEAT_NOT_FOUND: 'Seat not found.',
  SEAT_PRICE_INVALID: 'No price is set for this seat.',
  SEAT_INACTIVE: 'This seat is no longer free. Please choose another one.',
  SEATS_NOT_TOGETHER:
    'There are no longer that many free seats side by side in one row. Try fewer seats, another sector or another price band.',
  SEAT_GAP:
    'This would leave a single free seat alone in the row. Please choose row {row}, seat {name} instead.',
  SEAT_STATE_LOCKED: "Some seats are sold or in a fan's cart or order, so their status cannot be changed.",
  PAYMENT_LINK_GENERATION_FAILURE: 'The payment could not be prepared. Please try again later.',
  PAYMENT_PARAMETERS_MISSING: 'The payment details are missing.',
  COUPON_NOT_FOUND: 'Discount code not found.',
  COUPON_INVALID:
    'The discount code is not valid: it has expired, has not started yet, is used up or does not apply to the tickets in the cart.',
  COUPON_PARAMETERS_INVALID: "The discount code's details are not filled in correctly.",
  COUPON_CODE_EXISTS: 'A discount code with this name already exists.',
  COUPON_VALUE_INVALID: 'A percentage discount must be between 1 and 100%.',
  COUPON_WINDOW_INVALID: 'The end of validity must be later than its start.',
  COUPON_LIMIT_BELOW_USED: 'The usage limit cannot be lower than the number of uses so far.',
  COUPON_DEACTIVATED: 'The discount code is deactivated and cannot be edited.',
  PUSH_CART_NOT_FOUND:
    'The cart link is not valid: it does not exist, has expired or was cancelled by the club.',
  PUSH_CART_CLOSED: 'The cart link is no longer valid: its order is paid, refunded or cancelled.',
  PUSH_CART_CARD_ONLY: 'A cart from a link can be paid only by card.',
  PUSH_CART_CONTACT_MISSING: "Fill in the customer's contact details to send the link by e-mail.",
  CALENDAR_FEED_NOT_FOUND: 'This calendar link is not valid. You will find a new one under My account.',
  WALLET_NOT_CONFIGURED: 'The club does not offer adding tickets to a phone wallet yet.',
  SALES_PARAMETERS_INVALID: 'The match or season for the sales overview is not entered correctly.',
  INSTALLMENTS_SEASON_ONLY: 'Only season tickets can be bought in instalments.',
  INSTALLMENTS_TOO_LATE:
    'Less than 30 days remain until the end of the season; instalments are no longer possible. Please pay by card or bank transfer.',
  INSTALLMENT_ALREADY_PAID: 'This instalment is already paid.',
  INSTALLMENT_NOT_PAYABLE: 'This instalment cannot be paid yet.',
  INVOICE_LINK_CLOSED: 'The payment link is no longer valid: the order is paid, refunded or cancelled.',
  INVOICE_LINK_NOT_FOUND:
    'The payment link is not valid: it does not exist, has expired or was cancelled by the club.',
  SEASON_TICKET_INSTALLMENT_OVERDUE:
    'The season ticket is blocked: an instalment is still unpaid 14 days after its due date.',
  CLUB_COLOR_INVALID: "The club's colour must be given as #rrggbb, for example #0b3d91.",
  CLUB_COLOR_CONTRAST:
    'White text on this colour would not be readable enough (contrast below 4.5:1). Choose a darker shade.',
  CLUB_CREST_INVALID: 'The crest must be an SVG or PNG image.',
  CLUB_CREST_TOO_LARGE: 'The crest is too large: 100 kB at most.',
  CLUB_CREST_NOT_FOUND: 'The club has no crest uploaded.',
  QUEUE_ADMISSION_REQUIRED:
    'This sale is entered through a virtual queue. Join the queue and wait for your turn.',
  QUEUE_ROOM_NOT_FOUND: 'Virtual queue not found.',
  QUEUE_ROOM_CLOSED: 'The virtual queue is already closed.',
  QUEUE_ROOM_EXISTS: 'This sale already has a virtual queue. Close it before you open a new one.',
  QUEUE_ROOM_STATE: 'The virtual queue is in a state where this change is not possible.',
  QUEUE_PARAMETERS_INVALID: "The virtual queue's details are not filled in correctly.",
  QUEUE_FULL:
    'The virtual queue is full right now. Please try to join again shortly; places free up as fans enter the sale.',
  RENEWAL_NOT_FOUND: 'The season-ticket renewal offer was not found.',
  RENEWAL_NOT_YOURS: 'This renewal offer belongs to another holder.',
  RENEWAL_CLOSED:
    "The season ticket can no longer be renewed: the renewal period has ended or not started yet. Please contact the club's box office.",
  RENEWAL_ALREADY_DECIDED: 'You have already decided on this offer (renewed, declined or released).',
  RENEWAL_CAMPAIGN_EXISTS: 'The season-ticket renewal for this season is already open.',
  RENEWAL_CAMPAIGN_NOT_FOUND: 'The season-ticket renewal was not found.',
  RENEWAL_CAMPAIGN_INVALID:
    'The renewal dates are not right: first renewal, then relocation and finally public sale; each period must end later than it starts.',
  RENEWAL_DEADLINE_INVALID:
    'The renewal deadline can only be extended, before it has passed and no later than the start of relocation.',
  RELOCATION_CLOSED: 'Seats can be moved only during the relocation period ({from} – {to}).',
  RELOCATION_NOT_YOUR_TURN:
    'It is not your turn to move your seat yet. Your time to choose a new seat starts {opensAt}.',
  RELOCATION_NOT_RENEWED:
    'Only holders who have renewed and paid their season ticket for the new season can move their seat.',
  RELOCATION_SEAT_TAKEN:
    'The chosen seat is no longer free for the season or one of its matches. Please choose another one.',
  RELOCATION_SEAT_PRICE:
    'You can move only to a seat with the same season-ticket price for your category as your current seat.',
  RELOCATION_SEAT_RELEASED:
    'Your seat is released for sale for the match {match}. While it is released or sold it cannot be moved; if it has not sold, take it back first.',
  RELOCATION_WAVES_INVALID: 'A relocation wave must have 1 to 10,000 holders and last 1 minute to 7 days.',
  PRESALE_HOLDERS_ONLY: 'Presale for season-ticket holders until {until}. You can buy tickets after it ends.',
  PRESALE_ROLE_ONLY: 'Presale for corporate partners until {until}. You can buy tickets after it ends.',
  PRESALE_NOT_STARTED: 'The presale has not started yet. It starts {from}.',
  PRESALE_LIMIT: 'In the presale, tickets are limited to {max} per person (cart and orders together).',
  PRESALE_INVALID: 'The presale is not filled in correctly.',
  PRESALE_WINDOW_INVALID:
    'The presale must end later than it starts, cannot start before the sale starts, and must end at the latest with the sale and before the event starts.',
  SEAT_RELEASE_CLOSED:
    'A seat can be released or taken back at the latest {cutoffHours} h before the match starts.',
  SEAT_RELEASE_ALREADY: 'The seat is already released for sale for this match.',
  SEAT_RELEASE_LENT:
    'You lent this seat for the match. Cancel the loan first, then you can release it for sale.',
  SEAT_RELEASE_NOT_RELEASED: 'The seat is not released for this match; there is nothing to take back.',
  SEAT_RELEASE_SOLD: 'The released seat has already been sold and cannot be taken back.',
  SEAT_RELEASE_TAKEN:
    'Another fan has the released seat in their cart or in an unpaid order right now. If they do not buy it, you can take it back.',
  SEAT_RELEASE_UNAVAILABLE:
    'The seat cannot be released for this match: the season ticket is not paid or was already used for this match.',
  TICKET_SEAT_RELEASED: 'Seat released for sale: the season ticket is not valid for this match.',
  TRANSFER_NOT_FOUND: 'The ticket transfer was not found or the link to accept it is not valid.',
  TRANSFER_EMAIL_INVALID: 'Enter a valid e-mail address to transfer the ticket to.',
  TRANSFER_MATCH_REQUIRED: 'Choose the match for which you are lending the season ticket.',
  TRANSFER_TO_SELF: 'You cannot transfer a ticket to yourself.',
  TRANSFER_TOO_LATE:
    'A ticket can be transferred and accepted at the latest one hour before the match starts.',
  TRANSFER_TICKET_USED: 'Someone has already entered the match with this ticket; it cannot be transferred.',
  TRANSFER_ALREADY_OPEN:
    'This ticket is already transferred or waiting to be accepted. Cancel the earlier transfer first.',
  TRANSFER_CLOSED: 'The transfer has already been accepted or cancelled and cannot change.',
  TRANSFER_LIMIT:
    'You have reached the limit of transfers of this ticket or of transfers per day. Try again later.',
  TRANSFER_SEAT_RELEASED:
    'You released this season seat for sale for the match, so it cannot be lent. Take it back first.',
  TICKET_TRANSFERRED: 'The ticket was transferred to another person and is no longer valid for this match.',
  WAITING_LIST_SEATS_FREE:
    'This match still has free seats: {free}. Buy them directly; the waiting list is only for sold-out matches.',
  WAITING_LIST_ALREADY_JOINED:
    'You are already on the waiting list for this match. You can see your position on the match page.',
  WAITING_LIST_NOT_JOINED: 'You are not on the waiting list for this match.',
  WAITING_LIST_COUNT_INVALID: 'Enter a number of seats from 1 to 5 and a valid sector.',
  WAITING_LIST_OFFER_NOT_FOUND: 'The offer of seats from the waiting list was not found or is not yours.',
  WAITING_LIST_OFFER_EXPIRED:
    'The time for this offer has run out and the seats were offered to the next fan in line. You can join the waiting list again.',
  WAITING_LIST_OFFER_CLAIMED: 'The seats of this offer are already in your cart. Complete the order.',
};

/** The message of `code` in `language`, placeholders filled from `data` (errors.ts `fillMessage`). */
export function errorMessageIn(
  language: ShopLanguage,
  code: ErrorCode,
  data?: Record<string, unknown>,
): string {
  return language === 'en' ? fillMessage(englishMessages[code], data) : errorMessage(code, data);
}
