import { type Static, Type } from '@sinclair/typebox';
import {
  BuyStateSchema,
  IsoDateTime,
  literalUnion,
  PriceTypeSchema,
  SeatAccessibilitySchema,
  SeatRef,
  SectorName,
  SetupTypeSchema,
  Uuid,
} from './common.ts';
import { Presale } from './presale.ts';

/** Matches and seasons in the back office (ADMIN): made from an arena template, priced, published, seats set. */

const Title = Type.String({ title: 'Názov', minLength: 1, maxLength: 200 });
const Text = (title: string, maxLength: number) => Type.String({ title, maxLength });
const When = (title: string) => Type.String({ format: 'date-time', title });
const OptionalWhen = (title: string) => Type.Optional(Type.Union([When(title), Type.Null()], { title }));

/** One price: whole euro cents for a sector and a ticket type (match) or season category (season). */
export const PriceEntry = Type.Object(
  {
    sector: SectorName,
    ticketType: PriceTypeSchema,
    price: Type.Integer({ title: 'Cena', minimum: 1, maximum: 10_000_000 }),
  },
  { additionalProperties: false },
);
export type PriceEntry = Static<typeof PriceEntry>;

export const PriceListBody = Type.Object(
  { prices: Type.Array(PriceEntry, { maxItems: 2000 }) },
  { additionalProperties: false },
);
export type PriceListBody = Static<typeof PriceListBody>;

const editableFields = {
  title: Title,
  description: Type.Optional(Text('Popis', 2000)),
  /**
   * The description in English (issue 22): only beside a Slovak description
   * (SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK); null or blank: none, and English readers get the Slovak.
   */
  descriptionEn: Type.Optional(
    Type.Union([Text('Popis po anglicky', 2000), Type.Null()], { title: 'Popis po anglicky' }),
  ),
  /** A match's opponent (required for a match, not used by a season). */
  opponent: Type.Optional(Type.Union([Text('Súper', 200), Type.Null()], { title: 'Súper' })),
  startsAt: When('Začiatok'),
  endsAt: OptionalWhen('Koniec'),
  saleStartsAt: OptionalWhen('Začiatok predaja'),
  saleEndsAt: OptionalWhen('Koniec predaja'),
  covidRestriction: Type.Optional(
    Type.Union([Text('Obmedzenie COVID', 200), Type.Null()], { title: 'Obmedzenie COVID' }),
  ),
  /**
   * The note in English (issue 22): only beside a Slovak note (SETUP_NOTE_ENGLISH_WITHOUT_SLOVAK); null or
   * blank: none, and English readers get the Slovak note.
   */
  covidRestrictionEn: Type.Optional(
    Type.Union([Text('Obmedzenie COVID po anglicky', 200), Type.Null()], {
      title: 'Obmedzenie COVID po anglicky',
    }),
  ),
  phoneRequired: Type.Optional(Type.Boolean({ title: 'Vyžaduje overený telefón' })),
};

export const CreateSetupBody = Type.Object(
  {
    /** The arena template the seats are copied from (checked by the service: TEMPLATE_UUID_MISSING). */
    templateId: Type.Optional(Uuid),
    ...editableFields,
    /** A match of a season (matches only). */
    seasonId: Type.Optional(Type.Union([Uuid, Type.Null()], { title: 'Sezóna' })),
    prices: Type.Optional(Type.Array(PriceEntry, { maxItems: 2000 })),
  },
  { additionalProperties: false },
);
export type CreateSetupBody = Static<typeof CreateSetupBody>;

export const UpdateSetupBody = Type.Partial(Type.Object(editableFields, { additionalProperties: false }), {
  additionalProperties: false,
  minProperties: 1,
});
export type UpdateSetupBody = Static<typeof UpdateSetupBody>;

export const SetupParams = Type.Object({ id: Uuid });
export const SetupSectorParams = Type.Object({ id: Uuid, sector: SectorName });

/** Seats by state: what is left to sell and what is gone. */
export const SetupSeatCounts = Type.Object({
  total: Type.Integer(),
  free: Type.Integer(),
  held: Type.Integer(),
  sold: Type.Integer(),
  reserved: Type.Integer(),
  disabled: Type.Integer(),
});
export type SetupSeatCounts = Static<typeof SetupSeatCounts>;

export const AdminSetup = Type.Object({
  id: Uuid,
  setupType: SetupTypeSchema,
  templateId: Uuid,
  venue: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** The description in English, null where it has none (English readers then get the Slovak one). */
  descriptionEn: Type.Union([Type.String(), Type.Null()]),
  opponent: Type.Union([Type.String(), Type.Null()]),
  startsAt: IsoDateTime,
  endsAt: Type.Union([IsoDateTime, Type.Null()]),
  saleStartsAt: Type.Union([IsoDateTime, Type.Null()]),
  saleEndsAt: Type.Union([IsoDateTime, Type.Null()]),
  covidRestriction: Type.Union([Type.String(), Type.Null()]),
  /** The note in English, null where the match has none (English readers then get the Slovak note). */
  covidRestrictionEn: Type.Union([Type.String(), Type.Null()]),
  phoneRequired: Type.Boolean(),
  published: Type.Boolean(),
  season: Type.Union([Type.Object({ id: Uuid, title: Type.String() }), Type.Null()]),
  seats: SetupSeatCounts,
  /** The presale, past ones included (null: none set). */
  presale: Type.Optional(Type.Union([Presale, Type.Null()])),
  /** Orders with an item for this match or season (any status): such a one cannot be deleted. */
  orderItems: Type.Integer(),
});
export type AdminSetup = Static<typeof AdminSetup>;

export const AdminSetupDetail = Type.Object({
  ...AdminSetup.properties,
  prices: Type.Array(PriceEntry),
  sectors: Type.Array(SectorName),
});
export type AdminSetupDetail = Static<typeof AdminSetupDetail>;

/** The answer to a delete: what is gone. */
export const SetupDeleted = Type.Object({ id: Uuid, deleted: Type.Literal(true) });
export type SetupDeleted = Static<typeof SetupDeleted>;

export const AdminSetupList = Type.Object({ data: Type.Array(AdminSetup) });
export type AdminSetupList = Static<typeof AdminSetupList>;

export const ArenaTemplate = Type.Object({
  id: Uuid,
  name: Type.String(),
  sectors: Type.Integer(),
  seats: Type.Integer(),
  /** The sectors that have seats: what a price list of a setup made from it covers. */
  sectorNames: Type.Array(Type.String()),
});
export const ArenaTemplateList = Type.Object({ data: Type.Array(ArenaTemplate) });
export type ArenaTemplateList = Static<typeof ArenaTemplateList>;

/** The states the club may give a seat; BOOKED and SOLD belong to fans' carts and orders. */
export const CLUB_SEAT_STATES = ['ACTIVE', 'DISABLED', 'RESERVED'] as const;
export type ClubSeatState = (typeof CLUB_SEAT_STATES)[number];

/** Some seats, or every seat of a sector, to one state. */
export const SeatStateBody = Type.Object(
  {
    state: literalUnion(CLUB_SEAT_STATES, { title: 'Stav miesta' }),
    seats: Type.Optional(Type.Array(SeatRef, { minItems: 1, maxItems: 1000 })),
    sector: Type.Optional(SectorName),
  },
  { additionalProperties: false, minProperties: 2, maxProperties: 2 },
);
export type SeatStateBody = Static<typeof SeatStateBody>;

export const SeatStateResult = Type.Object({
  /** Seats whose state changed (those already in the state are left as they are). */
  changed: Type.Integer(),
  state: BuyStateSchema,
});
export type SeatStateResult = Static<typeof SeatStateResult>;

/** Marks seats as places for a wheelchair or for its companion, or takes the mark away (null). */
export const SeatAccessibilityBody = Type.Object(
  {
    seats: Type.Array(SeatRef, { minItems: 1, maxItems: 200 }),
    accessibility: Type.Union([SeatAccessibilitySchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type SeatAccessibilityBody = Static<typeof SeatAccessibilityBody>;

export const SeatAccessibilityResult = Type.Object({ changed: Type.Integer() });
export type SeatAccessibilityResult = Static<typeof SeatAccessibilityResult>;

export const AdminPriceList = Type.Object({ prices: Type.Array(PriceEntry) });
export type AdminPriceList = Static<typeof AdminPriceList>;
