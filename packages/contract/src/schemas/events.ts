import { type Static, Type } from '@sinclair/typebox';
import { SHOP_LANGUAGES } from '../language.ts';
import { Cents, IsoDateTime, literalUnion, SeasonCategorySchema, Uuid } from './common.ts';
import { Presale } from './presale.ts';

/** A presale now or to come (absent or null: none). */
const PresaleField = Type.Optional(Type.Union([Presale, Type.Null()]));

/**
 * The language of a match's or season's `description` (Accept-Language, issue 22): English where the
 * reader prefers English and the club wrote an English description, else Slovak.
 */
const DescriptionLanguage = literalUnion(SHOP_LANGUAGES, { title: 'Jazyk popisu' });

export const EventSummary = Type.Object({
  uuid: Uuid,
  title: Type.String(),
  opponent: Type.String(),
  startsAt: IsoDateTime,
  venue: Type.String(),
  /**
   * The club's note on the match in the request's language (Accept-Language): English where the reader
   * prefers English and the match has an English note, else the Slovak; `noteLanguage` says which.
   */
  covidRestriction: Type.Union([Type.String(), Type.Null()]),
  noteLanguage: literalUnion(SHOP_LANGUAGES, { title: 'Jazyk poznámky k zápasu' }),
  description: Type.String(),
  descriptionLanguage: DescriptionLanguage,
  availableSeats: Type.Integer(),
  priceFrom: Cents,
  onSale: Type.Boolean(),
  isPhoneNumberRequired: Type.Boolean(),
  presale: PresaleField,
});
export type EventSummary = Static<typeof EventSummary>;

export const EventsResponse = Type.Object({
  data: Type.Array(EventSummary),
  isPhoneNumberRequired: Type.Boolean(),
  phoneNumberVerified: Type.Boolean(),
});
export type EventsResponse = Static<typeof EventsResponse>;

export const SeasonSummary = Type.Object({
  uuid: Uuid,
  title: Type.String(),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  venue: Type.String(),
  description: Type.String(),
  descriptionLanguage: DescriptionLanguage,
  matchCount: Type.Integer(),
  availableSeats: Type.Integer(),
  priceFrom: Cents,
  onSale: Type.Boolean(),
  presale: PresaleField,
});
export type SeasonSummary = Static<typeof SeasonSummary>;

export const SeasonsResponse = Type.Object({ data: Type.Array(SeasonSummary) });
export type SeasonsResponse = Static<typeof SeasonsResponse>;

export const SeasonTicketOffer = Type.Object({
  seasonUuid: Uuid,
  seasonTitle: Type.String(),
  category: SeasonCategorySchema,
  label: Type.String(),
  description: Type.String(),
  priceFrom: Cents,
  priceTo: Cents,
});
export type SeasonTicketOffer = Static<typeof SeasonTicketOffer>;

export const SeasonTicketsResponse = Type.Object({ data: Type.Array(SeasonTicketOffer) });
export type SeasonTicketsResponse = Static<typeof SeasonTicketsResponse>;
