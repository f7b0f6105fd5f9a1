/** The back office's coupons (ADMIN): list with state and uses, one coupon's orders, create, edit, deactivate. */
import type {
  AdminCoupon,
  AdminCouponDetail,
  AdminCouponList,
  CreateCouponBody,
  UpdateCouponBody,
} from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminCoupons'] });

export const couponAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCoupons: build.query<AdminCouponList, void>({
      query: () => 'v2/admin/coupons',
      providesTags: ['AdminCoupons'],
    }),
    getAdminCoupon: build.query<AdminCouponDetail, string>({
      query: (id) => `v2/admin/coupons/${id}`,
      providesTags: ['AdminCoupons'],
    }),
    createCoupon: build.mutation<AdminCoupon, CreateCouponBody>({
      query: (body) => ({ url: 'v2/admin/coupons', method: 'POST', body }),
      invalidatesTags: ['AdminCoupons'],
    }),
    updateCoupon: build.mutation<AdminCoupon, { id: string; body: UpdateCouponBody }>({
      query: ({ id, body }) => ({ url: `v2/admin/coupons/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminCoupons'],
    }),
    deactivateCoupon: build.mutation<AdminCoupon, string>({
      query: (id) => ({ url: `v2/admin/coupons/${id}/deactivate`, method: 'POST' }),
      invalidatesTags: ['AdminCoupons'],
    }),
  }),
});

export const {
  useGetAdminCouponsQuery,
  useGetAdminCouponQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useDeactivateCouponMutation,
} = couponAdminApi;
