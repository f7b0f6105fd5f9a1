/** The logged-in user's own account: read, update, change the password, verify the phone. */
import type {
  AccountUpdateBody,
  CalendarFeedAddress,
  ChangePasswordBody,
  MyAccount,
  PhoneCodeSent,
  UserAccount,
  VerifyPhoneBody,
} from '@hokej/contract';
import { baseApi, refreshSessionNow } from '../../../shared/api/baseApi.ts';

export const myAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myAccount: build.query<MyAccount, void>({
      query: () => 'v2/user/my-account',
      providesTags: ['Account'],
    }),
    updateAccount: build.mutation<MyAccount, AccountUpdateBody>({
      query: (body) => ({ url: 'v2/user', method: 'PATCH', body }),
      // A new phone number is not verified: the event list must hear it.
      invalidatesTags: (result, _error, body) => (result && body.phoneNumber !== undefined ? ['Events'] : []),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(myAccountApi.util.upsertQueryData('myAccount', undefined, data));
        // The top bar shows the name of the access token: a new name needs new tokens.
        if (body.firstName !== undefined || body.lastName !== undefined)
          void dispatch(myAccountApi.endpoints.renewSession.initiate());
      },
    }),
    /** New tokens for the session (their access token names the fan as the account now does). */
    renewSession: build.mutation<null, void>({
      queryFn: async (_arg, api) =>
        (await refreshSessionNow(api))
          ? { data: null }
          : { error: { status: 401, data: { code: 'USER_TOKEN_REFRESH_ERROR' } } },
    }),
    /** Answers a new token pair (every other session of the user has ended). */
    changePassword: build.mutation<UserAccount, ChangePasswordBody>({
      query: (body) => ({ url: 'v2/user/change-password', method: 'POST', body }),
    }),
    sendPhoneCode: build.mutation<PhoneCodeSent, void>({
      query: () => ({ url: 'v2/user/verify-phone-send-code', method: 'POST' }),
    }),
    verifyPhone: build.mutation<MyAccount, VerifyPhoneBody>({
      query: (body) => ({ url: 'v2/user/verify-phone', method: 'POST', body }),
      // The event list says whether the caller's phone is verified; it must hear the news.
      invalidatesTags: (result) => (result ? ['Events'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(myAccountApi.util.upsertQueryData('myAccount', undefined, data));
      },
    }),
    calendarFeed: build.query<CalendarFeedAddress, void>({
      query: () => 'v2/user/calendar',
    }),
    /** A new secret address; the old one stops working. */
    renewCalendarFeed: build.mutation<CalendarFeedAddress, void>({
      query: () => ({ url: 'v2/user/calendar/renew', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(myAccountApi.util.upsertQueryData('calendarFeed', undefined, data));
      },
    }),
  }),
});

export const {
  useCalendarFeedQuery,
  useRenewCalendarFeedMutation,
  useMyAccountQuery,
  useUpdateAccountMutation,
  useChangePasswordMutation,
  useSendPhoneCodeMutation,
  useVerifyPhoneMutation,
} = myAccountApi;
