import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, SeasonCategorySchema, SeatRef, Uuid } from './common.ts';

/**
 * The relocation window (issue 21): after the renewal deadline, holders who renewed may swap their seat for
 * another free seat of the new season, in waves in the club's order (seniority, then renewal time).
 */

/** A renewed holder's turn (part of the offer in GET /v2/season/renewals). */
export const RelocationTurn = Type.Object({
  /** The campaign's relocation window. */
  from: IsoDateTime,
  to: IsoDateTime,
  /** 1-based place in the club's order and the wave it falls in. */
  position: Type.Integer({ minimum: 1 }),
  wave: Type.Integer({ minimum: 1 }),
  /** When this holder may start choosing; the turn lasts until the window ends. */
  opensAt: IsoDateTime,
  /** The holder may swap now: paid renewal, turn opened, window not over. */
  open: Type.Boolean(),
  /** The relocation window is over. */
  ended: Type.Boolean(),
  /** The seat renewed, when the holder has since moved to another one. */
  movedFrom: Type.Union([SeatRef, Type.Null()]),
});
export type RelocationTurn = Static<typeof RelocationTurn>;

/** The new seat (POST /v2/season/renewals/{id}/relocate). */
export const RelocateBody = Type.Object({ seat: SeatRef }, { additionalProperties: false });
export type RelocateBody = Static<typeof RelocateBody>;

/** The club's wave settings (PATCH /v2/admin/renewals/{id}/relocation). */
export const RelocationWavesBody = Type.Object(
  {
    waveSize: Type.Integer({ minimum: 1, maximum: 10_000, title: 'Držiteľov vo vlne' }),
    waveMinutes: Type.Integer({ minimum: 1, maximum: 10_080, title: 'Dĺžka vlny (minúty)' }),
  },
  { additionalProperties: false },
);
export type RelocationWavesBody = Static<typeof RelocationWavesBody>;

/** One renewed holder in the club's relocation order. */
export const RelocationQueueEntry = Type.Object({
  offerId: Uuid,
  position: Type.Integer(),
  wave: Type.Integer(),
  opensAt: IsoDateTime,
  holderName: Type.String(),
  holderEmail: Type.String(),
  seniority: Type.Integer(),
  /** When the holder renewed (placed the renewal order). */
  renewedAt: Type.Union([IsoDateTime, Type.Null()]),
  /** False while the renewal order waits for its payment (no swap until paid). */
  paid: Type.Boolean(),
  category: SeasonCategorySchema,
  seat: SeatRef,
  movedFrom: Type.Union([SeatRef, Type.Null()]),
});
export type RelocationQueueEntry = Static<typeof RelocationQueueEntry>;

/** The campaign's relocation settings and order (GET /v2/admin/renewals/{id}/relocation). */
export const RelocationQueue = Type.Object({
  relocationFrom: IsoDateTime,
  relocationTo: IsoDateTime,
  waveSize: Type.Integer(),
  waveMinutes: Type.Integer(),
  data: Type.Array(RelocationQueueEntry),
});
export type RelocationQueue = Static<typeof RelocationQueue>;
