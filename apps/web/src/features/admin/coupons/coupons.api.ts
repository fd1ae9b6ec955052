import type {
  AdminCoupon,
  AdminCouponCreatedResponse,
  AdminCouponListResponse,
  CreateCouponInput,
  UpdateCouponLimitsInput,
} from '@artshop/shared';
import { api } from '../../../store/api';

/**
 * The admin coupon calls (spec section 7 'Admin'). As the spec's screen does, a created coupon is
 * appended to the loaded list, an edited one replaced and a deleted one removed from it, without
 * reloading the list.
 */
export const adminCouponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCoupons: build.query<AdminCoupon[], void>({
      query: () => '/coupons',
      transformResponse: (body: AdminCouponListResponse) => body.coupons,
      providesTags: [{ type: 'Coupon', id: 'LIST' }],
    }),
    createAdminCoupon: build.mutation<AdminCoupon, CreateCouponInput>({
      query: (body) => ({ url: '/coupons', method: 'POST', body }),
      transformResponse: (body: AdminCouponCreatedResponse) => body.coupon,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data: coupon } = await queryFulfilled.catch(() => ({ data: null }));
        if (!coupon) return;
        dispatch(
          adminCouponsApi.util.updateQueryData('getAdminCoupons', undefined, (list) => {
            // Newest first, as the server lists them.
            list.unshift(coupon);
          }),
        );
      },
    }),
    updateAdminCouponLimits: build.mutation<AdminCoupon, UpdateCouponLimitsInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/coupons/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      transformResponse: (body: AdminCouponCreatedResponse) => body.coupon,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data: coupon } = await queryFulfilled.catch(() => ({ data: null }));
        if (!coupon) return;
        dispatch(
          adminCouponsApi.util.updateQueryData('getAdminCoupons', undefined, (list) =>
            list.map((entry) => (entry.id === coupon.id ? coupon : entry)),
          ),
        );
      },
    }),
    deleteAdminCoupon: build.mutation<void, string>({
      query: (id) => ({ url: `/coupons/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const deleted = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!deleted) return;
        dispatch(
          adminCouponsApi.util.updateQueryData('getAdminCoupons', undefined, (list) =>
            list.filter((coupon) => coupon.id !== id),
          ),
        );
      },
    }),
  }),
});

export const {
  useGetAdminCouponsQuery,
  useCreateAdminCouponMutation,
  useUpdateAdminCouponLimitsMutation,
  useDeleteAdminCouponMutation,
} = adminCouponsApi;
