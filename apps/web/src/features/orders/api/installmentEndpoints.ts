/** Installments: the invoice push link's part and its payment (no login), and a fresh link for the owner. */
import type { InstallmentLink, InvoicePush, PayAnswer } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

const invoiceUrl = (pushId: string) => `v2/invoice/push/${encodeURIComponent(pushId)}`;

export const installmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invoicePush: build.query<InvoicePush, string>({
      query: (pushId) => invoiceUrl(pushId),
      extraOptions: { public: true },
    }),
    /** The part's card payment; the answer's redirectUrl is the gateway's page. */
    payInvoicePush: build.mutation<PayAnswer, string>({
      query: (pushId) => ({ url: `v2/invoice/push/pay/${encodeURIComponent(pushId)}`, method: 'POST' }),
      extraOptions: { public: true },
    }),
    /** My orders' pay button: a fresh invoice push link to an unpaid part of my order. */
    installmentLink: build.mutation<InstallmentLink, { orderId: string; partNo: number }>({
      query: ({ orderId, partNo }) => ({
        url: `v2/orders/${encodeURIComponent(orderId)}/installments/${partNo}/link`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useInvoicePushQuery, usePayInvoicePushMutation, useInstallmentLinkMutation } = installmentApi;
