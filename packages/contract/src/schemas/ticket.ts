import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, PriceTypeSchema, SeatRef, Uuid } from './common.ts';

/** The longest gate name a device may give itself ("Brána A – sever"). */
export const GATE_NAME_MAX = 40;

/**
 * The gate: a scanned QR code's token, or a serial typed by hand (`100001-1`), checked for one match
 * and admitted once per match. Without `matchId` a match ticket is checked for its own match and a
 * season ticket for the season's match nearest in time.
 */
export const TicketCheckBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 300, title: 'Kód vstupenky' }),
    matchId: Type.Optional(Uuid),
    gate: Type.Optional(Type.String({ minLength: 1, maxLength: GATE_NAME_MAX, title: 'Názov brány' })),
  },
  { additionalProperties: false },
);
export type TicketCheckBody = Static<typeof TicketCheckBody>;

/** An admitted entry: the match entered, the ticket's seat and holder, when and through which gate. */
export const TicketCheck = Type.Object({
  serial: Type.String(),
  /** The match entered. */
  matchId: Uuid,
  title: Type.String(),
  startsAt: IsoDateTime,
  /** A season ticket's season title; null for a match ticket. */
  season: Type.Union([Type.String(), Type.Null()]),
  seat: SeatRef,
  ticketType: PriceTypeSchema,
  holder: Type.String(),
  /** A registered season-ticket holder's photo: `GET /v2/season/tickets/{id}/photo` (club staff may see it). */
  holderPhotoId: Type.Union([Uuid, Type.Null()]),
  checkedInAt: IsoDateTime,
  gate: Type.Union([Type.String(), Type.Null()]),
});
export type TicketCheck = Static<typeof TicketCheck>;

/** A match a gate may check tickets for: from a few hours before now onwards, soonest first. */
export const GateMatch = Type.Object({
  id: Uuid,
  title: Type.String(),
  startsAt: IsoDateTime,
});
export type GateMatch = Static<typeof GateMatch>;

export const GateMatches = Type.Object({ data: Type.Array(GateMatch) });
export type GateMatches = Static<typeof GateMatches>;
