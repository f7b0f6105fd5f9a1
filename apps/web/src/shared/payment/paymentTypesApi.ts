/**
 * The payment types the signed-in buyer may use and whether the shop takes cards at all
 * (GET /v2/payment/types): the checkout offers the types, My orders hides card links when no card is taken.
 */
import type { AllowedPaymentTypes } from '@hokej/contract';
import { baseApi } from '../api/baseApi.ts';

export const paymentTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The payment types the buyer's roles allow; the order rules (days before the match, …) come on top. */
    paymentTypes: build.query<AllowedPaymentTypes, void>({
      query: () => 'v2/payment/types',
      providesTags: ['PaymentTypes'],
    }),
  }),
});

export const { usePaymentTypesQuery } = paymentTypesApi;

/**
 * Whether card links (a later installment part, "Zaplatiť znova") are worth showing: false only once the API
 * said the shop takes no cards. While the answer is not in, true (the API refuses a card payment anyway).
 */
export function useCardOffered({ skip = false }: { skip?: boolean } = {}): boolean {
  return usePaymentTypesQuery(undefined, { skip }).data?.cardOffered !== false;
}
