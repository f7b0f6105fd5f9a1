import type { LoginBody, UserAccount } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserAccount, LoginBody>({
      query: (body) => ({ url: 'v2/user/login', method: 'POST', body }),
      extraOptions: { public: true },
    }),
  }),
});

export const { useLoginMutation } = loginApi;
