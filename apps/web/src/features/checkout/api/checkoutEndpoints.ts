/** Checkout: the buyer's account (to prefill contact and invoice) and paying the held cart. */
import type { MyAccount, PayAnswer, PayCartBody } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutAccount: build.query<MyAccount, void>({
      query: () => 'v2/user/my-account',
      providesTags: ['Account'],
    }),
    /**
     * The held cart becomes an order: the cart is then empty (the top bar's count and countdown) and My orders
     * has a new order. A refusal may mean the cart changed (a hold lapsed, a price moved): it is read again too.
     */
    payCart: build.mutation<PayAnswer, PayCartBody>({
      query: (body) => ({ url: 'v2/cart/pay', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Cart', 'Orders'] : ['Cart', 'PaymentTypes']),
    }),
  }),
});

export const { useCheckoutAccountQuery, usePayCartMutation } = checkoutApi;
