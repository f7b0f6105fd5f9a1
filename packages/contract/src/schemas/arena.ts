import { type Static, Type } from '@sinclair/typebox';
import {
  BuyStateSchema,
  Cents,
  IsoDateTime,
  PriceTypeSchema,
  RoleSchema,
  SeatAccessibilitySchema,
  SectorName,
  ServerTimestamp,
  SetupTypeSchema,
  Uuid,
} from './common.ts';
import { Presale } from './presale.ts';

export const SetupTypePath = Type.Union([Type.Literal('event'), Type.Literal('season')]);

export const ArenaParams = Type.Object({ id: Uuid });
export const TypedArenaParams = Type.Object({ type: Type.String({ maxLength: 20 }), id: Uuid });
export const SectorParams = Type.Object({ id: Uuid, sector: SectorName });
export const TypedSectorParams = Type.Object({
  type: Type.String({ maxLength: 20 }),
  id: Uuid,
  sector: SectorName,
});

export const Price = Type.Object({ ticketType: PriceTypeSchema, price: Cents });
export type Price = Static<typeof Price>;

/** One sector of the arena map: availability and where to draw it (SVG user units). */
export const ArenaSectorEntry = Type.Object({
  name: SectorName,
  availableSeats: Type.Integer(),
  totalSeats: Type.Integer(),
  priceFrom: Cents,
  /** The sector's price band: its adult (match) or CLASSIC (season) price in cents, 0 without one. */
  priceBand: Cents,
  shape: Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() }),
  /** The sector is kept for other roles (e.g. B2B): shown, but not open to this viewer. */
  forbidden: Type.Optional(Type.Boolean()),
});
export type ArenaSectorEntry = Static<typeof ArenaSectorEntry>;

export const ArenaResponse = Type.Object({
  uuid: Uuid,
  setupType: SetupTypeSchema,
  title: Type.String(),
  startsAt: IsoDateTime,
  /** When it ends: a season's last match day (its header shows the range), a match's end. */
  endsAt: Type.Optional(IsoDateTime),
  venue: Type.String(),
  arena: Type.Record(Type.String(), ArenaSectorEntry),
  /** The price bands of the arena's sectors, dearest first (each a price in cents, see priceBand). */
  priceBands: Type.Array(Cents),
  viewBox: Type.String(),
  rink: Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() }),
  /** A presale now or to come (absent or null: none). */
  presale: Type.Optional(Type.Union([Presale, Type.Null()])),
  serverTimestamp: ServerTimestamp,
});
export type ArenaResponse = Static<typeof ArenaResponse>;

export const Seat = Type.Object({
  name: Type.String(),
  row: Type.String(),
  sector: Type.String(),
  buyState: BuyStateSchema,
  x: Type.Number(),
  y: Type.Number(),
  /** A place for a wheelchair or for its companion (drawn with a symbol); absent for other seats. */
  accessibility: Type.Optional(SeatAccessibilitySchema),
});
export type Seat = Static<typeof Seat>;

export const SectorResponse = Type.Object({
  uuid: Uuid,
  setupType: SetupTypeSchema,
  title: Type.String(),
  startsAt: IsoDateTime,
  /** As in the arena answer: a season's sector page heads with the season's dates. */
  endsAt: Type.Optional(IsoDateTime),
  sector: SectorName,
  availableSeats: Type.Integer(),
  prices: Type.Array(Price),
  /** Seat map of the sector, per row name. */
  setup: Type.Record(Type.String(), Type.Array(Seat)),
  serverTimestamp: ServerTimestamp,
});
export type SectorResponse = Static<typeof SectorResponse>;

/**
 * The roles a sector of a match or season is kept for (ADMIN): sectors not listed are open to everybody;
 * a listed one opens only to a viewer with one of its roles (others get ARENA_SETUP_FORBIDDEN).
 */
export const SectorRoles = Type.Object(
  {
    sectors: Type.Record(
      SectorName,
      Type.Array(RoleSchema, { minItems: 1, maxItems: 4, uniqueItems: true, title: 'Roly' }),
    ),
  },
  { additionalProperties: false },
);
export type SectorRoles = Static<typeof SectorRoles>;
