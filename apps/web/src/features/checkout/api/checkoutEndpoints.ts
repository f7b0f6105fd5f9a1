/** Checkout: the buyer's account (to prefill contact and invoice) and paying the held cart. */
import type { MyAccount, PayAnswer, PayCartBody } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutAccount: build.query<MyAccount, void>({
      query: () => 'v2/user/my-account',
      providesTags: ['Account'],
    }),
    /** The held cart becomes an order; the cart is then empty and My orders has a new order. */
    payCart: build.mutation<PayAnswer, PayCartBody>({
      query: (body) => ({ url: 'v2/cart/pay', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Orders'] : []),
    }),
  }),
});

export const { useCheckoutAccountQuery, usePayCartMutation } = checkoutApi;
