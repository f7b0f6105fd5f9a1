/** Seats released by season-ticket holders for one match (GET /v2/admin/seat-releases?matchId=). */
import type { AdminSeatReleases } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const seatReleaseAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMatchSeatReleases: build.query<AdminSeatReleases, string>({
      query: (matchId) => ({ url: 'v2/admin/seat-releases', params: { matchId } }),
    }),
  }),
});

export const { useGetMatchSeatReleasesQuery } = seatReleaseAdminApi;
