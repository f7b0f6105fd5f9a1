/**
 * The club's seat editor (ADMIN): the arena and sectors in the club's view (unpublished setups too), seat
 * states (PUT …/seats), wheelchair and companion places (PUT …/seats/accessibility) and the roles a sector is kept for (GET/PUT /v2/admin/setups/{id}/sector-roles).
 */
import type {
  ArenaResponse,
  SeatAccessibilityBody,
  SeatAccessibilityResult,
  SeatStateBody,
  SeatStateResult,
  SectorResponse,
  SectorRoles,
} from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import { baseApi } from '../../../shared/api/baseApi.ts';
import { setupSegment } from './setupAdminEndpoints.ts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['ClubArena', 'ClubSector', 'SectorRoles'] });
const base = (setupType: SetupType, id: string) => `v2/admin/${setupSegment(setupType)}/${id}`;

export type ClubSetupArgs = { setupType: SetupType; id: string };
export type ClubSectorArgs = ClubSetupArgs & { sector: string };

export const seatEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClubArena: build.query<ArenaResponse, ClubSetupArgs>({
      query: ({ setupType, id }) => `${base(setupType, id)}/arena`,
      providesTags: (_r, _e, { id }) => [{ type: 'ClubArena', id }],
    }),
    getClubSector: build.query<SectorResponse, ClubSectorArgs>({
      query: ({ setupType, id, sector }) => `${base(setupType, id)}/sector/${encodeURIComponent(sector)}`,
      providesTags: (_r, _e, { id, sector }) => [{ type: 'ClubSector', id: `${id}/${sector}` }],
    }),
    setSeatStates: build.mutation<SeatStateResult, ClubSectorArgs & { body: SeatStateBody }>({
      query: ({ setupType, id, body }) => ({ url: `${base(setupType, id)}/seats`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id, sector }) => [
        { type: 'ClubArena', id },
        { type: 'ClubSector', id: `${id}/${sector}` },
      ],
    }),
    setSeatAccessibility: build.mutation<
      SeatAccessibilityResult,
      ClubSectorArgs & { body: SeatAccessibilityBody }
    >({
      query: ({ setupType, id, body }) => ({
        url: `${base(setupType, id)}/seats/accessibility`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { id, sector }) => [{ type: 'ClubSector', id: `${id}/${sector}` }],
    }),
    getSectorRoles: build.query<SectorRoles, string>({
      query: (id) => `v2/admin/setups/${id}/sector-roles`,
      providesTags: (_r, _e, id) => [{ type: 'SectorRoles', id }],
    }),
    setSectorRoles: build.mutation<SectorRoles, { id: string; body: SectorRoles }>({
      query: ({ id, body }) => ({ url: `v2/admin/setups/${id}/sector-roles`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'SectorRoles', id }],
    }),
  }),
});

export const {
  useGetClubArenaQuery,
  useGetClubSectorQuery,
  useSetSeatStatesMutation,
  useSetSeatAccessibilityMutation,
  useGetSectorRolesQuery,
  useSetSectorRolesMutation,
} = seatEditorApi;
