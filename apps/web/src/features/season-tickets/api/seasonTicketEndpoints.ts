/** My season tickets, the holder's registration (multipart with the photo) and the holder's photo. */
import type { MySeasonTicket, MySeasonTicketsResponse, SeasonHolderFields } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';
import { registrationFormData } from '../model/holderForm.ts';

export const seasonTicketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mySeasonTickets: build.query<MySeasonTicketsResponse, void>({
      query: () => 'v2/season/tickets',
      providesTags: ['SeasonTickets'],
    }),
    registerHolder: build.mutation<
      MySeasonTicket,
      { id: string; fields: SeasonHolderFields; photo: File | null }
    >({
      query: ({ id, fields, photo }) => ({
        url: `v2/season/tickets/${encodeURIComponent(id)}/registration`,
        method: 'POST',
        body: registrationFormData(fields, photo),
      }),
      invalidatesTags: (result) => (result ? ['SeasonTickets'] : []),
    }),
    /** The photo needs the bearer token, so it is fetched and shown as an object URL. */
    holderPhoto: build.query<string, string>({
      query: (photoUrl) => ({
        url: photoUrl.replace(/^\//, ''),
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useMySeasonTicketsQuery, useRegisterHolderMutation, useHolderPhotoQuery } = seasonTicketApi;
