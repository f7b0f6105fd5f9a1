/** The back office's push carts (ADMIN, CASHIER): the list with paid state, create from my cart, revoke. */
import type {
  AdminPushCartList,
  CreatePushCartBody,
  PushCartCreated,
  PushCartRevoked,
} from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminPushCarts'] });

export const pushCartAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPushCarts: build.query<AdminPushCartList, void>({
      query: () => 'v2/admin/push-carts',
      providesTags: ['AdminPushCarts'],
    }),
    /** My cart's live seats move into the push cart: my cart is read again too. */
    createPushCart: build.mutation<PushCartCreated, CreatePushCartBody>({
      query: (body) => ({ url: 'v2/admin/push-carts', method: 'POST', body }),
      invalidatesTags: ['AdminPushCarts', 'Cart'],
    }),
    revokePushCart: build.mutation<PushCartRevoked, string>({
      query: (id) => ({ url: `v2/admin/push-carts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminPushCarts'],
    }),
  }),
});

export const { useGetAdminPushCartsQuery, useCreatePushCartMutation, useRevokePushCartMutation } =
  pushCartAdminApi;
