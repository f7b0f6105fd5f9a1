/**
 * The back office's orders: search, one order, resend tickets and the card-payment link (ADMIN, CASHIER),
 * cancel, refund and mark a transfer refund sent (ADMIN).
 */
import type {
  AdminOrderDetail,
  AdminOrdersPage,
  AdminRefundFilter,
  MarkRefundSentBody,
  OrderPaymentLinkSent,
  OrderPaymentLinksRevoked,
  RefundOrderBody,
} from '@hokej/contract';
import type { OrderStatus } from '@hokej/contract/constants';
import { baseApi } from '../../../shared/api/baseApi.ts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminOrders'] });

export type OrderSearchArgs = {
  q?: string;
  status?: OrderStatus;
  refund?: AdminRefundFilter;
  pageIndex: number;
};
export type AdminOrderDocument = 'invoice' | 'tickets' | 'credit-note';

export const orderAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchAdminOrders: build.query<AdminOrdersPage, OrderSearchArgs>({
      query: ({ q, status, refund, pageIndex }) => ({
        url: 'v2/admin/orders',
        params: {
          ...(q ? { q } : {}),
          ...(status ? { status } : {}),
          ...(refund ? { refund } : {}),
          pageIndex,
          pageSize: 20,
        },
      }),
      providesTags: ['AdminOrders'],
    }),
    getAdminOrder: build.query<AdminOrderDetail, string>({
      query: (id) => `v2/admin/orders/${encodeURIComponent(id)}`,
      providesTags: ['AdminOrders'],
    }),
    resendOrderTickets: build.mutation<AdminOrderDetail, string>({
      query: (id) => ({ url: `v2/admin/orders/${encodeURIComponent(id)}/resend-tickets`, method: 'POST' }),
      invalidatesTags: ['AdminOrders'],
    }),
    cancelAdminOrder: build.mutation<AdminOrderDetail, string>({
      query: (id) => ({ url: `v2/admin/orders/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: ['AdminOrders'],
    }),
    refundAdminOrder: build.mutation<AdminOrderDetail, { id: string; body: RefundOrderBody }>({
      query: ({ id, body }) => ({
        url: `v2/admin/orders/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['AdminOrders'],
    }),
    /** A fresh card-payment link to the unpaid order, e-mailed to its contact. */
    sendOrderPaymentLink: build.mutation<OrderPaymentLinkSent, string>({
      query: (id) => ({ url: `v2/admin/orders/${encodeURIComponent(id)}/payment-link`, method: 'POST' }),
      invalidatesTags: ['AdminOrders'],
    }),
    revokeOrderPaymentLinks: build.mutation<OrderPaymentLinksRevoked, string>({
      query: (id) => ({
        url: `v2/admin/orders/${encodeURIComponent(id)}/payment-link/revoke`,
        method: 'POST',
      }),
      invalidatesTags: ['AdminOrders'],
    }),
    markRefundSent: build.mutation<
      AdminOrderDetail,
      { id: string; refundId: string; body: MarkRefundSentBody }
    >({
      query: ({ id, refundId, body }) => ({
        url: `v2/admin/orders/${encodeURIComponent(id)}/refunds/${encodeURIComponent(refundId)}/sent`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['AdminOrders'],
    }),
    /** A PDF needs the bearer token, so it is fetched and answered as an object URL to save, then revoke. */
    adminOrderPdf: build.mutation<string, { id: string; document: AdminOrderDocument }>({
      query: ({ id, document }) => ({
        url: `v2/admin/orders/${encodeURIComponent(id)}/${document}`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useSearchAdminOrdersQuery,
  useGetAdminOrderQuery,
  useResendOrderTicketsMutation,
  useCancelAdminOrderMutation,
  useRefundAdminOrderMutation,
  useMarkRefundSentMutation,
  useAdminOrderPdfMutation,
  useSendOrderPaymentLinkMutation,
  useRevokeOrderPaymentLinksMutation,
} = orderAdminApi;
