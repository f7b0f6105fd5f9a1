import type { ArenaResponse, SectorResponse } from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import { baseApi } from '../api/baseApi.ts';

export interface SetupArgs {
  setupType: SetupType;
  uuid: string;
}
export interface SectorArgs extends SetupArgs {
  sector: string;
}

/** Events use /v2/arena/…, other setup types /v2/{type}/arena/… (spec section 7). */
const arenaBase = ({ setupType, uuid }: SetupArgs) =>
  setupType === 'EVENT' ? `v2/arena/${uuid}` : `v2/${setupType.toLowerCase()}/arena/${uuid}`;

export const seatingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArena: build.query<ArenaResponse, SetupArgs>({
      query: (args) => arenaBase(args),
      providesTags: (_r, _e, args) => [{ type: 'Arena', id: args.uuid }],
    }),
    getSector: build.query<SectorResponse, SectorArgs>({
      query: (args) => `${arenaBase(args)}/sector/${encodeURIComponent(args.sector)}`,
      providesTags: (_r, _e, args) => [{ type: 'Sector', id: `${args.uuid}/${args.sector}` }],
    }),
  }),
});

export const { useGetArenaQuery, useGetSectorQuery } = seatingApi;
