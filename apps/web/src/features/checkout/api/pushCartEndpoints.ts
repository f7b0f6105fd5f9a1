/**
 * A push cart, opened by its link without login: read, edit (ticket types, removal, coupon) and pay by card.
 * The link's secret (`pushId`) is the only key; the calls are public and never wait for a session refresh.
 */
import type { CartUpdateBody, PayAnswer, PayCartBody, PushCartResponse } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

/** diffTimestamp = client now − server time, to count down to the link's expiry on the server's clock. */
export type PushCart = PushCartResponse & { diffTimestamp: number };

const withClockDiff = (response: PushCartResponse): PushCart => ({
  ...response,
  diffTimestamp: Date.now() - response.serverTimestamp,
});

const pushUrl = (pushId: string) => `v2/cart/push/${encodeURIComponent(pushId)}`;

export const pushCartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pushCart: build.query<PushCart, string>({
      query: (pushId) => pushUrl(pushId),
      extraOptions: { public: true },
      transformResponse: withClockDiff,
    }),
    updatePushCart: build.mutation<PushCart, { pushId: string; body: CartUpdateBody }>({
      query: ({ pushId, body }) => ({ url: pushUrl(pushId), method: 'PUT', body }),
      extraOptions: { public: true },
      transformResponse: withClockDiff,
      async onQueryStarted({ pushId }, { dispatch, queryFulfilled }) {
        // A refusal is the caller's to report (it gets it from the mutation); nothing to store then.
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(pushCartApi.util.upsertQueryData('pushCart', pushId, answer.data));
      },
    }),
    /** The push cart becomes an order paid by card; the answer's redirectUrl is the gateway's page. */
    payPushCart: build.mutation<PayAnswer, { pushId: string; body: PayCartBody }>({
      query: ({ pushId, body }) => ({
        url: `v2/cart/push/pay/${encodeURIComponent(pushId)}`,
        method: 'POST',
        body,
      }),
      extraOptions: { public: true },
    }),
  }),
});

export const { usePushCartQuery, useUpdatePushCartMutation, usePayPushCartMutation } = pushCartApi;
