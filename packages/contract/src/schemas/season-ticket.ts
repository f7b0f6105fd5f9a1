import { type Static, Type } from '@sinclair/typebox';
import { patterns } from '../limits.ts';
import { CountryCode, FirstName, LastName, PhoneNumber } from './account.ts';
import { IsoDateTime, literalUnion, SeasonCategorySchema, SeatRef, Uuid } from './common.ts';
import { Email } from './user.ts';

/** My season tickets (GET /v2/season/tickets) and the holder's registration (spec sections 3, 5). */

/** The largest photo accepted, in bytes and in pixels (width × height); more → SEASON_PHOTO_TOO_LARGE. */
export const SEASON_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const SEASON_PHOTO_MAX_PIXELS = 25_000_000;
/** The stored photo: a JPEG whose longer side is at most this many pixels. */
export const SEASON_PHOTO_STORED_SIDE = 800;
export const SEASON_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** A calendar date YYYY-MM-DD (a real day is checked by the `date` format). */
export const CalendarDate = Type.String({ format: 'date', title: 'Dátum narodenia' });

/** The holder's data, sent as multipart text fields beside the `ticketPhoto` file. */
export const SeasonHolderFields = Type.Object(
  {
    firstName: FirstName,
    lastName: LastName,
    phoneNumber: PhoneNumber,
    dateOfBirth: CalendarDate,
    email: Email,
    zip: Type.String({ pattern: patterns.zip, maxLength: 12, title: 'PSČ' }),
    city: Type.String({ minLength: 1, maxLength: 80, pattern: patterns.personName, title: 'Mesto' }),
    country: CountryCode,
    address: Type.String({ minLength: 1, maxLength: 120, pattern: patterns.personName, title: 'Adresa' }),
    seasonTicketType: SeasonCategorySchema,
  },
  { additionalProperties: false },
);
export type SeasonHolderFields = Static<typeof SeasonHolderFields>;

export const SEASON_REGISTRATION_STATES = ['UNPAID', 'OPEN', 'REGISTERED', 'CLOSED'] as const;
export type SeasonRegistrationState = (typeof SEASON_REGISTRATION_STATES)[number];

export const SeasonHolder = Type.Object({
  ...SeasonHolderFields.properties,
  registeredAt: IsoDateTime,
  /** Where the buyer (or the club) gets the holder's photo. */
  photoUrl: Type.String(),
});
export type SeasonHolder = Static<typeof SeasonHolder>;

export const MySeasonTicket = Type.Object({
  /** The season ticket's id: its order item. */
  id: Uuid,
  seasonUuid: Uuid,
  seasonTitle: Type.String(),
  seasonStartsAt: IsoDateTime,
  seat: SeatRef,
  category: SeasonCategorySchema,
  plasticCard: Type.Boolean(),
  orderId: Uuid,
  orderNumber: Type.String(),
  ticketSerial: Type.Union([Type.String(), Type.Null()]),
  /**
   * UNPAID: the order waits for payment; OPEN: paid, no holder yet; REGISTERED: a holder is
   * registered (changeable until the season starts); CLOSED: the season ended unregistered.
   */
  registrationState: literalUnion(SEASON_REGISTRATION_STATES),
  /** Whether the holder may be registered (until the season ends) or changed (until it starts) now. */
  canRegister: Type.Boolean(),
  holder: Type.Union([SeasonHolder, Type.Null()]),
});
export type MySeasonTicket = Static<typeof MySeasonTicket>;

export const MySeasonTicketsResponse = Type.Object({ data: Type.Array(MySeasonTicket) });
export type MySeasonTicketsResponse = Static<typeof MySeasonTicketsResponse>;

export const SeasonTicketParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type SeasonTicketParams = Static<typeof SeasonTicketParams>;
