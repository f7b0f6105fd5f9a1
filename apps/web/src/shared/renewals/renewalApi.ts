/** The holder's renewal offers (GET /v2/season/renewals), renewing one through the checkout, declining. */
import type { PayAnswer, PayCartBody, RenewalOffer, RenewalOffersResponse } from '@hokej/contract';
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
  }),
});

export const { useMyRenewalsQuery, useRenewOfferMutation, useDeclineOfferMutation } = renewalApi;
