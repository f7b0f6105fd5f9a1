/**
 * The season renewals in the back office (ADMIN): campaigns with figures, open, extend, offers, box-office
 * renewal, the relocation order and its waves.
 */
import type {
  AdminRenewalOffers,
  ExtendRenewalBody,
  OpenRenewalBody,
  PayAnswer,
  PayCartBody,
  RelocationQueue,
  RelocationWavesBody,
  RenewalCampaign,
  RenewalCampaignList,
} from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminRenewals', 'AdminRelocation'] });

export const renewalAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRenewalCampaigns: build.query<RenewalCampaignList, void>({
      query: () => 'v2/admin/renewals',
      providesTags: ['AdminRenewals'],
    }),
    getRenewalOffers: build.query<AdminRenewalOffers, string>({
      query: (id) => `v2/admin/renewals/${encodeURIComponent(id)}/offers`,
      providesTags: ['AdminRenewals'],
    }),
    openRenewal: build.mutation<RenewalCampaign, OpenRenewalBody>({
      query: (body) => ({ url: 'v2/admin/renewals', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminRenewals'] : []),
    }),
    extendRenewal: build.mutation<RenewalCampaign, { id: string; body: ExtendRenewalBody }>({
      query: ({ id, body }) => ({
        url: `v2/admin/renewals/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (result) => (result ? ['AdminRenewals'] : []),
    }),
    renewForHolder: build.mutation<PayAnswer, { offerId: string; body: PayCartBody }>({
      query: ({ offerId, body }) => ({
        url: `v2/admin/renewals/offers/${encodeURIComponent(offerId)}/renew`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result) => (result ? ['AdminRenewals'] : []),
    }),
    getRelocationQueue: build.query<RelocationQueue, string>({
      query: (id) => `v2/admin/renewals/${encodeURIComponent(id)}/relocation`,
      providesTags: ['AdminRenewals', 'AdminRelocation'],
    }),
    setRelocationWaves: build.mutation<RelocationQueue, { id: string; body: RelocationWavesBody }>({
      query: ({ id, body }) => ({
        url: `v2/admin/renewals/${encodeURIComponent(id)}/relocation`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (result) => (result ? ['AdminRelocation'] : []),
    }),
  }),
});

export const {
  useGetRenewalCampaignsQuery,
  useGetRenewalOffersQuery,
  useOpenRenewalMutation,
  useExtendRenewalMutation,
  useRenewForHolderMutation,
  useGetRelocationQueueQuery,
  useSetRelocationWavesMutation,
} = renewalAdminApi;
