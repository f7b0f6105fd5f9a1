/** Seats released by season-ticket holders for one match (GET /v2/admin/seat-releases?matchId=). */
import type { AdminSeatReleases } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const seatReleaseAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMatchSeatReleases: build.query<AdminSeatReleases, string>({
      query: (matchId) => ({ url: 'v2/admin/seat-releases', params: { matchId } }),
    }),
    /** A sold released seat's credit note, as an object URL the caller saves, then revokes. */
    seatReleaseCreditNote: build.mutation<string, string>({
      query: (id) => ({
        url: `v2/admin/seat-releases/${encodeURIComponent(id)}/credit-note`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const { useGetMatchSeatReleasesQuery, useSeatReleaseCreditNoteMutation } = seatReleaseAdminApi;
