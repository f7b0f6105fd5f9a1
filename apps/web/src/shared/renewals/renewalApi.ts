/** The holder's renewal offers (GET /v2/season/renewals), renewing one through the checkout, declining. */
import type {
  PayAnswer,
  PayCartBody,
  RelocateBody,
  RenewalOffer,
  RenewalOffersResponse,
} from '@hokej/contract';
import { baseApi } from '../api/baseApi.ts';

export const renewalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myRenewals: build.query<RenewalOffersResponse, void>({
      query: () => 'v2/season/renewals',
      providesTags: ['Renewals'],
    }),
    renewOffer: build.mutation<PayAnswer, { id: string; body: PayCartBody }>({
      query: ({ id, body }) => ({
        url: `v2/season/renewals/${encodeURIComponent(id)}/renew`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result) => (result ? ['Renewals', 'SeasonTickets', 'Orders'] : ['Renewals']),
    }),
    declineOffer: build.mutation<RenewalOffer, string>({
      query: (id) => ({ url: `v2/season/renewals/${encodeURIComponent(id)}/decline`, method: 'POST' }),
      invalidatesTags: ['Renewals'],
    }),
    /** The renewed holder's swap to another free seat of the new season (relocation window). */
    relocateOffer: build.mutation<RenewalOffer, { id: string; body: RelocateBody }>({
      query: ({ id, body }) => ({
        url: `v2/season/renewals/${encodeURIComponent(id)}/relocate`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result, _error, { body }) => [
        'Renewals',
        ...(result
          ? [
              'SeasonTickets' as const,
              { type: 'Arena' as const, id: result.seasonUuid },
              { type: 'Sector' as const, id: `${result.seasonUuid}/${body.seat.sector}` },
            ]
          : []),
      ],
    }),
  }),
});

export const {
  useMyRenewalsQuery,
  useRenewOfferMutation,
  useDeclineOfferMutation,
  useRelocateOfferMutation,
} = renewalApi;
