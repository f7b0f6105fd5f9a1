/** Calls of a visitor who is not logged in: register, verify the e-mail, reset a forgotten password. */
import type {
  EmailBody,
  EmailSent,
  EmailVerified,
  RegistrationBody,
  ResetFinishBody,
  VerifyEmailQuery,
} from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const accountAccessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<EmailSent, RegistrationBody>({
      query: (body) => ({ url: 'v2/user/registration', method: 'POST', body }),
      extraOptions: { public: true },
    }),
    // A mutation, not a query: the link is spent by the call, and its failure belongs to the page, not to
    // the global error dialog.
    verifyEmail: build.mutation<EmailVerified, VerifyEmailQuery>({
      query: (params) => ({ url: 'v2/user/verify-email', method: 'GET', params }),
      extraOptions: { public: true },
    }),
    resendVerification: build.mutation<EmailSent, EmailBody>({
      query: (body) => ({ url: 'v2/user/verify-resend', method: 'POST', body }),
      extraOptions: { public: true },
    }),
    requestPasswordReset: build.mutation<EmailSent, EmailBody>({
      query: (body) => ({ url: 'v2/user/reset-password-request', method: 'POST', body }),
      extraOptions: { public: true },
    }),
    finishPasswordReset: build.mutation<EmailSent, ResetFinishBody>({
      query: (body) => ({ url: 'v2/user/reset-password-finish', method: 'POST', body }),
      extraOptions: { public: true },
    }),
  }),
});

export const {
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useRequestPasswordResetMutation,
  useFinishPasswordResetMutation,
} = accountAccessApi;
