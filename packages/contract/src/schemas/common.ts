import { type Static, type TLiteral, type TSchema, type TUnion, Type } from '@sinclair/typebox';
import {
  BUY_STATES,
  ROLES,
  SEASON_CATEGORIES,
  SEAT_ACCESSIBILITY,
  SETUP_TYPES,
  TICKET_TYPES,
} from '../enums.ts';
import { ERROR_CODES, type ErrorCode } from '../errors.ts';
import { patterns } from '../limits.ts';

/** A union of string literals whose static type is the union of the values. */
export const literalUnion = <T extends readonly string[]>(values: T, options: { title?: string } = {}) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as TUnion<TLiteral<T[number]>[]>;

export const Uuid = Type.String({ format: 'uuid', title: 'Identifikátor' });
export const IsoDateTime = Type.String({ format: 'date-time' });
/** Money is always whole euro cents on the wire. */
export const Cents = Type.Integer({ minimum: 0, description: 'Suma v centoch (EUR)' });

export const BuyStateSchema = literalUnion(BUY_STATES);
export const SeatAccessibilitySchema = literalUnion(SEAT_ACCESSIBILITY, { title: 'Bezbariérové miesto' });
export const SetupTypeSchema = literalUnion(SETUP_TYPES);
export const TicketTypeSchema = literalUnion(TICKET_TYPES, { title: 'Typ vstupenky' });
export const SeasonCategorySchema = literalUnion(SEASON_CATEGORIES, { title: 'Kategória permanentky' });
export const PriceTypeSchema = Type.Union([TicketTypeSchema, SeasonCategorySchema], {
  title: 'Typ vstupenky',
});
export const RoleSchema = literalUnion(ROLES);

export const SectorName = Type.String({ pattern: patterns.sectorName, title: 'Sektor' });
export const SeatRef = Type.Object(
  {
    sector: SectorName,
    row: Type.String({ pattern: patterns.seatRow, title: 'Rad' }),
    name: Type.String({ pattern: patterns.seatName, title: 'Miesto' }),
  },
  { additionalProperties: false },
);
export type SeatRef = Static<typeof SeatRef>;

export const ErrorBody = Type.Object(
  {
    status: Type.Integer(),
    // A string with an enum (not a union of literals): the same document and type, and a serialiser
    // that writes the code instead of trying 60+ alternatives on every error answer.
    code: Type.Unsafe<ErrorCode>({ type: 'string', enum: [...ERROR_CODES] }),
    message: Type.String(),
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const ServerTimestamp = Type.Integer({ description: 'Čas servera v milisekundách od epochy' });

export type { Static, TSchema };

/** What a cart line and an order line both say: the match or season, the seat, its ticket type and price. */
export const seatLineFields = {
  id: Uuid,
  setupType: SetupTypeSchema,
  setupUuid: Uuid,
  title: Type.String(),
  startsAt: IsoDateTime,
  seat: SeatRef,
  ticketType: PriceTypeSchema,
  /** The ticket's price, without the plastic card. */
  price: Cents,
  /** A season ticket with the plastic card (PLASTIC_CARD_PRICE on top of `price`). */
  plasticCard: Type.Boolean(),
};
