/**
 * Phone wallets (issue 22): which the club offers, and one ticket's Apple Wallet pass and Google Wallet
 * link. A ticket is named by the base of its address: `v2/orders/{id}/tickets/{serial}` for a ticket of
 * the fan's own order, `v2/transfers/{id}` for one a friend passed on to them (the same pass and link).
 */
import type { WalletAvailability, WalletLink } from '@hokej/contract';
import { baseApi } from '../api/baseApi.ts';

/** The address base of a ticket of the fan's order. */
export const orderTicketBase = (orderId: string, serial: string) =>
  `v2/orders/${encodeURIComponent(orderId)}/tickets/${encodeURIComponent(serial)}`;

/** The address base of the new ticket of a transfer the fan accepted. */
export const transferredTicketBase = (transferId: string) => `v2/transfers/${encodeURIComponent(transferId)}`;

export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Which phone wallets the club offers; public, and the same for the whole visit. */
    walletAvailability: build.query<WalletAvailability, void>({
      query: () => 'v2/wallet',
      extraOptions: { public: true },
    }),
    /** The Apple Wallet pass, answered as an object URL the caller saves, then revokes. */
    applePass: build.mutation<string, string>({
      query: (base) => ({
        url: `${base}/wallet.pkpass`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
    googleWalletLink: build.mutation<WalletLink, string>({
      query: (base) => `${base}/google-wallet`,
    }),
  }),
});

export const { useWalletAvailabilityQuery, useApplePassMutation, useGoogleWalletLinkMutation } = walletApi;
