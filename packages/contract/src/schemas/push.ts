import { type Static, Type } from '@sinclair/typebox';
import { BuyStateSchema, SeatRef, SetupTypeSchema, Uuid } from './common.ts';

export const PushParams = Type.Object({
  setupType: Type.String({ pattern: '^(EVENT|SEASON|event|season)$' }),
  uuid: Uuid,
});

/** The spec's push message plus the sector's new availability computed by the server. */
export const PushMessage = Type.Object({
  uuid: Uuid,
  setupType: SetupTypeSchema,
  seat: SeatRef,
  state: BuyStateSchema,
  availableSeats: Type.Integer(),
});
export type PushMessage = Static<typeof PushMessage>;

/** SSE event `sector`: the sector's exact free count once changes have settled. */
export const SectorCountMessage = Type.Object({
  uuid: Uuid,
  setupType: SetupTypeSchema,
  sector: Type.String(),
  availableSeats: Type.Integer(),
});
export type SectorCountMessage = Static<typeof SectorCountMessage>;
