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

/**
 * SSE event `access`: the club changed which sectors of this match or season are kept for which roles. What a
 * viewer may open depends on the viewer's roles, so the message names no sector: each page reads its arena and
 * sector again with its own login. Logged like seat changes, so a page that reconnects gets it too.
 */
export const SectorAccessMessage = Type.Object({
  uuid: Uuid,
  setupType: SetupTypeSchema,
  change: Type.Literal('SECTOR_ROLES'),
});
export type SectorAccessMessage = Static<typeof SectorAccessMessage>;

/** `lastEventId`: where to resume, for a page reconnecting by itself (EventSource cannot set Last-Event-ID). */
export const PushQuery = Type.Object({
  lastEventId: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
});
