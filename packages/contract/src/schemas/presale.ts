import { type Static, Type } from '@sinclair/typebox';
import { MAX_PRESALE_LIMIT, PRESALE_AUDIENCES } from '../presale.ts';
import { IsoDateTime, literalUnion } from './common.ts';

/** A setup's presale as the shop shows it: only its audience may buy before `to`. */
export const Presale = Type.Object({
  from: IsoDateTime,
  to: IsoDateTime,
  audience: literalUnion(PRESALE_AUDIENCES),
  /** The most tickets of the match one member may have during the presale; null: the usual limits only. */
  limit: Type.Union([Type.Integer(), Type.Null()]),
});
export type Presale = Static<typeof Presale>;

/** The back office sets (or, with null, removes) a match's or season's presale. */
export const PresaleBody = Type.Object(
  {
    presale: Type.Union([
      Type.Object(
        {
          from: Type.String({ format: 'date-time', title: 'Predpredaj od' }),
          to: Type.String({ format: 'date-time', title: 'Predpredaj do' }),
          audience: literalUnion(PRESALE_AUDIENCES, { title: 'Predpredaj pre' }),
          limit: Type.Union(
            [
              Type.Integer({ minimum: 1, maximum: MAX_PRESALE_LIMIT, title: 'Limit vstupeniek' }),
              Type.Null(),
            ],
            { title: 'Limit vstupeniek' },
          ),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type PresaleBody = Static<typeof PresaleBody>;

/** What the logged-in fan may do in a setup's presale (null presale: none now or to come). */
export const PresaleAccess = Type.Object({
  presale: Type.Union([Presale, Type.Null()]),
  /** The fan is of the presale's audience. */
  member: Type.Boolean(),
  /** The fan's tickets of the setup that count against the limit (cart, unpaid and paid orders). */
  taken: Type.Integer(),
  /** How many more the fan may hold in the presale; null without a limit or without a presale. */
  remaining: Type.Union([Type.Integer(), Type.Null()]),
});
export type PresaleAccess = Static<typeof PresaleAccess>;
