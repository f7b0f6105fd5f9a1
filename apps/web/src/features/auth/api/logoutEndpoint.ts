import type { RefreshBody } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Ends the session on the server: its refresh token (and every token rotated from it) stops working. */
    logout: build.mutation<null, RefreshBody>({
      query: (body) => ({ url: 'v2/user/logout', method: 'POST', body }),
      extraOptions: { public: true },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
