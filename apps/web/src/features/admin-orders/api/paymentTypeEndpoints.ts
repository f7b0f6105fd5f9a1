/** The club's setting of which roles may pay by each payment type (ADMIN). */
import type { PaymentTypeRoles } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const paymentTypeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentTypeRoles: build.query<PaymentTypeRoles, void>({
      query: () => 'v2/admin/payment-types',
      providesTags: ['PaymentTypes'],
    }),
    /** The whole setting at once; the answer is what was saved. */
    savePaymentTypeRoles: build.mutation<PaymentTypeRoles, PaymentTypeRoles>({
      query: (body) => ({ url: 'v2/admin/payment-types', method: 'PUT', body }),
      invalidatesTags: ['PaymentTypes'],
    }),
  }),
});

export const { usePaymentTypeRolesQuery, useSavePaymentTypeRolesMutation } = paymentTypeApi;
