/** My orders, the payment check, re-pay and an order's PDFs (tickets, invoice). */
import type {
  MyInvoicesQuery,
  MyInvoicesResponse,
  OrdersQuery,
  OrdersResponse,
  PayAnswer,
  PaymentCheck,
} from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';
import { shopLanguage } from '../../../shared/i18n/shopI18n.ts';

/** diffTimestamp = client now − server time, to count down to an order's expiry on the server's clock. */
export type OrdersPage = OrdersResponse & { diffTimestamp: number };

/**
 * The documents of a paid order, named as in their URLs: PDFs, and `tickets/{serial}` (one ticket). Its
 * wallet passes are shared/wallet's.
 */
export type OrderDocument = 'tickets' | 'invoice' | 'credit-note' | `tickets/${string}`;

/** The document of one ticket of an order, by its serial. */
export const ticketDocument = (serial: string): OrderDocument => `tickets/${encodeURIComponent(serial)}`;

/**
 * A match as an iCalendar file (public, no login): the calendar buttons link to it, in the page's language
 * (a download sends the browser's Accept-Language, which need not be the language the fan chose).
 */
export const matchCalendar = (setupUuid: string) =>
  `/v2/event/${encodeURIComponent(setupUuid)}/calendar.ics?lang=${shopLanguage()}`;

export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<OrdersPage, OrdersQuery>({
      query: ({ pageIndex, pageSize }) => ({ url: 'v2/orders', params: { pageSize, pageIndex } }),
      transformResponse: (response: OrdersResponse) => ({
        ...response,
        diffTimestamp: Date.now() - response.serverTimestamp,
      }),
      providesTags: ['Orders'],
    }),
    /** My invoices: one per paid order; a payment issues a new one, hence the Orders tag. */
    invoices: build.query<MyInvoicesResponse, MyInvoicesQuery>({
      query: ({ pageIndex, pageSize }) => ({ url: 'v2/invoices', params: { pageSize, pageIndex } }),
      providesTags: ['Orders'],
    }),
    /** A mutation, not a query: the status page reports its own failures instead of the error dialog. */
    checkPayment: build.mutation<PaymentCheck, string>({
      query: (orderId) => ({ url: 'v2/payment/check-payment', params: { orderId } }),
    }),
    /** A push order's check by its link's secret: no login, no waiting for a session refresh. */
    checkPushPayment: build.mutation<PaymentCheck, { orderId: string; pushId: string }>({
      query: ({ orderId, pushId }) => ({ url: 'v2/payment/check-payment', params: { orderId, pushId } }),
      extraOptions: { public: true },
    }),
    /** A push order paid again (a declined card) by its link's secret, without login. */
    repayPushOrder: build.mutation<PayAnswer, { orderId: string; pushId: string }>({
      query: ({ orderId, pushId }) => ({
        url: `v2/orders/${encodeURIComponent(orderId)}/pay`,
        method: 'POST',
        params: { pushId },
      }),
      extraOptions: { public: true },
    }),
    repayOrder: build.mutation<PayAnswer, string>({
      query: (orderId) => ({ url: `v2/orders/${encodeURIComponent(orderId)}/pay`, method: 'POST' }),
      // Already paid or no longer payable: My orders must show what the order is now.
      invalidatesTags: (result) => (result ? [] : ['Orders']),
    }),
    /** A paid order's document (a PDF), answered as an object URL the caller opens or saves, then revokes. */
    orderDocument: build.mutation<string, { orderId: string; document: OrderDocument }>({
      query: ({ orderId, document }) => ({
        url: `v2/orders/${encodeURIComponent(orderId)}/${document}`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useOrdersQuery,
  useInvoicesQuery,
  useCheckPaymentMutation,
  useCheckPushPaymentMutation,
  useRepayOrderMutation,
  useRepayPushOrderMutation,
  useOrderDocumentMutation,
} = orderApi;
