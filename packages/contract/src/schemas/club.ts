import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime } from './common.ts';

/** The club's look in the shop (issue 19): primary colour and crest, read by every page. */
export const ClubSettings = Type.Object({
  /** `#rrggbb`, white text on it ≥ 4.5:1; null = the shop's own colour. */
  primaryColor: Type.Union([Type.String({ pattern: '^#[0-9a-f]{6}$' }), Type.Null()]),
  /** Address of the crest image; null = the monogram letters. */
  crestUrl: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type ClubSettings = Static<typeof ClubSettings>;

export const SaveClubColorBody = Type.Object({
  primaryColor: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
});
export type SaveClubColorBody = Static<typeof SaveClubColorBody>;

export const CLUB_CREST_TYPES = ['image/svg+xml', 'image/png'] as const;
/** The largest crest accepted, in bytes (before base64). */
export const CLUB_CREST_MAX_BYTES = 100 * 1024;

export const SaveClubCrestBody = Type.Object({
  contentType: Type.String({ maxLength: 40 }),
  /** The file's bytes in base64 (room for twice the limit, so a file over it is told "too large"). */
  data: Type.String({ maxLength: CLUB_CREST_MAX_BYTES * 2 * 2 }),
});
export type SaveClubCrestBody = Static<typeof SaveClubCrestBody>;
