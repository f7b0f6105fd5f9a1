/** The club's colour and crest (issue 19): read by every page, set by ADMIN in the back office. */
import type { ClubSettings, SaveClubColorBody, SaveClubCrestBody } from '@hokej/contract';
import { baseApi } from '../api/baseApi.ts';

export const clubApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClubSettings: build.query<ClubSettings, void>({
      query: () => 'v2/club/settings',
      extraOptions: { public: true },
      providesTags: ['ClubSettings'],
    }),
    saveClubColor: build.mutation<ClubSettings, SaveClubColorBody>({
      query: (body) => ({ url: 'v2/admin/club/color', method: 'PUT', body }),
      invalidatesTags: ['ClubSettings'],
    }),
    saveClubCrest: build.mutation<ClubSettings, SaveClubCrestBody>({
      query: (body) => ({ url: 'v2/admin/club/crest', method: 'PUT', body }),
      invalidatesTags: ['ClubSettings'],
    }),
    removeClubCrest: build.mutation<ClubSettings, void>({
      query: () => ({ url: 'v2/admin/club/crest', method: 'DELETE' }),
      invalidatesTags: ['ClubSettings'],
    }),
  }),
});

export const {
  useGetClubSettingsQuery,
  useSaveClubColorMutation,
  useSaveClubCrestMutation,
  useRemoveClubCrestMutation,
} = clubApi;
