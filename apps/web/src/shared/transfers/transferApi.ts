/** Ticket transfer to a friend (issue 22): offer, cancel, the fan's transfers, the e-mailed link and its acceptance. */
import type { TicketTransfer, TicketTransfers, TransferMatches } from '@hokej/contract';
import { TRANSFER_CUTOFF_MINUTES } from '@hokej/contract/constants';
import { baseApi } from '../api/baseApi.ts';

export type TransferOffer = { orderId: string; serial: string; email: string; matchId?: string };

/** Until when a ticket for a match starting at `startsAt` may be transferred and accepted. */
export const transferCutoff = (startsAt: string) =>
  new Date(new Date(startsAt).getTime() - TRANSFER_CUTOFF_MINUTES * 60_000);

export const transferApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myTransfers: build.query<TicketTransfers, void>({
      query: () => 'v2/transfers',
      providesTags: ['Transfers'],
    }),
    /** The matches to come a paid ticket may be transferred (a season ticket: lent) for. */
    transferMatches: build.query<TransferMatches, { orderId: string; serial: string }>({
      query: ({ orderId, serial }) =>
        `v2/orders/${encodeURIComponent(orderId)}/tickets/${encodeURIComponent(serial)}/transfer-matches`,
      providesTags: ['Transfers'],
    }),
    offerTransfer: build.mutation<TicketTransfer, TransferOffer>({
      query: ({ orderId, serial, email, matchId }) => ({
        url: `v2/orders/${encodeURIComponent(orderId)}/tickets/${encodeURIComponent(serial)}/transfer`,
        method: 'POST',
        body: matchId ? { email, matchId } : { email },
      }),
      invalidatesTags: ['Transfers'],
    }),
    cancelTransfer: build.mutation<TicketTransfer, string>({
      query: (id) => ({ url: `v2/transfers/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      // Refused too (accepted meanwhile): the list must show what the transfer is now.
      invalidatesTags: ['Transfers'],
    }),
    /** The transfer behind an e-mailed link: public, a dead link is the page's to explain. */
    transferByLink: build.query<TicketTransfer, string>({
      query: (secret) => `v2/transfer/${encodeURIComponent(secret)}`,
      extraOptions: { public: true },
      providesTags: ['Transfers'],
    }),
    acceptTransfer: build.mutation<TicketTransfer, string>({
      query: (secret) => ({ url: `v2/transfer/${encodeURIComponent(secret)}/accept`, method: 'POST' }),
      invalidatesTags: ['Transfers'],
    }),
    /** The accepted ticket's PDF, answered as an object URL the caller saves, then revokes. */
    transferredTicket: build.mutation<string, string>({
      query: (id) => ({
        url: `v2/transfers/${encodeURIComponent(id)}/ticket`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useMyTransfersQuery,
  useOfferTransferMutation,
  useTransferMatchesQuery,
  useCancelTransferMutation,
  useTransferByLinkQuery,
  useAcceptTransferMutation,
  useTransferredTicketMutation,
} = transferApi;
