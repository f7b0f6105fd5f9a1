/** The gate's calls: the ticket check, the matches it checks for, the holder's photo. */
import type { GateMatches, TicketCheck, TicketCheckBody } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const gateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Admits the ticket once; the page shows refusals (used, unknown) itself, so this is a mutation. */
    checkTicket: build.mutation<TicketCheck, TicketCheckBody>({
      query: (body) => ({ url: 'v2/tickets/check', method: 'POST', body }),
    }),
    /** The matches the gate may check for (started up to 6 hours ago, and later ones). */
    getGateMatches: build.query<GateMatches, void>({ query: () => 'v2/tickets/check/matches' }),
    /** A season-ticket holder's photo, as a data URL the gate's verdict shows beside the name. */
    getHolderPhoto: build.query<string, string>({
      query: (id) => ({
        url: `v2/season/tickets/${id}/photo`,
        responseHandler: async (response) => {
          if (!response.ok) return response.json();
          const blob = await response.blob();
          return new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(reader.error);
            reader.readAsDataURL(blob);
          });
        },
      }),
    }),
  }),
});

export const { useCheckTicketMutation, useGetGateMatchesQuery, useGetHolderPhotoQuery } = gateApi;
