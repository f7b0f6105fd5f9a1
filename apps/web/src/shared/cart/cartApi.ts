/**
 * The cart is shared by the seat picker, the top bar and (later) the checkout, so its endpoints live here.
 * Every cart answer records diffTimestamp = client now − server time, to count down on the server's clock.
 */
import type { CartAddBody, CartResponse, CartUpdateBody } from '@hokej/contract';
import { baseApi } from '../api/baseApi.ts';

export type Cart = CartResponse & { diffTimestamp: number };

const withClockDiff = (response: CartResponse): Cart => ({
  ...response,
  diffTimestamp: Date.now() - response.serverTimestamp,
});

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, void>({
      query: () => 'v2/cart',
      transformResponse: withClockDiff,
      providesTags: ['Cart'],
    }),
    addSeat: build.mutation<Cart, CartAddBody>({
      query: (body) => ({ url: 'v2/cart', method: 'POST', body }),
      transformResponse: withClockDiff,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        // A refusal is the caller's to report (it gets it from the mutation); nothing to store then.
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(cartApi.util.upsertQueryData('getCart', undefined, answer.data));
      },
    }),
    updateCart: build.mutation<Cart, CartUpdateBody>({
      query: (body) => ({ url: 'v2/cart', method: 'PUT', body }),
      transformResponse: withClockDiff,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        // A refusal is the caller's to report (it gets it from the mutation); nothing to store then.
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(cartApi.util.upsertQueryData('getCart', undefined, answer.data));
      },
    }),
  }),
});

export const { useGetCartQuery, useLazyGetCartQuery, useAddSeatMutation, useUpdateCartMutation } = cartApi;
