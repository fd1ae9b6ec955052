import { z } from 'zod';

/** Coupon creation limits (docs/decisions/0020-admin-coupon-rules.md). */
export const ADMIN_COUPON_CODE_MIN = 3;
export const ADMIN_COUPON_CODE_MAX = 32;
/** A code's characters: letters, digits, '-' and '_' (the cart's coupon form checks the same rule). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const ADMIN_COUPON_DISCOUNT_MIN = 1;
export const ADMIN_COUPON_DISCOUNT_MAX = 100_000;
/** Usage limits are optional (empty: unlimited); the ceiling only keeps them inside an integer column. */
export const ADMIN_COUPON_MAX_USES_MAX = 1_000_000;

/** The admin coupon screen's words (spec sections 2 and 8) and the server's answers. */
export const adminCouponMessages = {
  // Spec section 8, 'Admin coupons'.
  created: 'Coupon created successfully!',
  createFailed: 'Failed to create coupon. Please try again.',
  deleted: 'Coupon deleted successfully!',
  deleteFailed: 'Failed to delete coupon. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this coupon?',
  // Spec section 2, 'Admin coupons'.
  loading: 'Loading coupons...',
  empty: 'No coupons found matching your criteria.',
  // Server answers.
  codeRequired: 'Coupon code is required',
  codeLength: `Coupon code must be ${ADMIN_COUPON_CODE_MIN} to ${ADMIN_COUPON_CODE_MAX} characters`,
  codeCharacters: 'Coupon code may contain only letters, digits, hyphens and underscores',
  codeTaken: 'A coupon with this code already exists',
  discountRequired: 'Discount amount is required',
  discountNumber: 'Discount amount must be a number',
  discountMin: 'Discount amount must be at least ₹1',
  discountWhole: 'Discount amount must be a whole number of rupees',
  discountMax: 'Discount amount must be at most ₹1,00,000',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Expiry date must be a valid date (YYYY-MM-DD)',
  expiryPast: 'Expiry date cannot be in the past',
  bodyRequired: 'Please send a code, a discount and an expiry date',
  notFound: 'Coupon not found',
  maxUsesInvalid: 'Total uses must be a whole number of at least 1 (leave empty for unlimited)',
  maxUsesPerCustomerInvalid:
    'Uses per customer must be a whole number of at least 1 (leave empty for unlimited)',
  maxUsesTooLarge: 'A usage limit must be at most 10,00,000',
  perCustomerAboveTotal: 'Uses per customer cannot be more than the total uses',
  limitsBody: 'Please send maxUses and maxUsesPerCustomer (null for unlimited)',
  limitsUpdated: 'Coupon limits updated successfully!',
  limitsUpdateFailed: 'Failed to update coupon limits. Please try again.',
} as const;

const m = adminCouponMessages;

/** True for a real calendar day written 'YYYY-MM-DD' (2026-02-30 is refused, not rolled over). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** One optional usage limit: a whole number from 1, or null (or absent) for unlimited. */
function usageLimitSchema(invalid: string) {
  return z
    .number({ error: invalid })
    .int(invalid)
    .min(1, invalid)
    .max(ADMIN_COUPON_MAX_USES_MAX, m.maxUsesTooLarge)
    .nullable()
    .optional();
}

const usageLimitsShape = {
  maxUses: usageLimitSchema(m.maxUsesInvalid),
  maxUsesPerCustomer: usageLimitSchema(m.maxUsesPerCustomerInvalid),
};

/** A per-customer limit above the total could never be reached: refuse it rather than mislead. */
function perCustomerWithinTotal(limits: {
  maxUses?: number | null | undefined;
  maxUsesPerCustomer?: number | null | undefined;
}): boolean {
  return !(
    limits.maxUses &&
    limits.maxUsesPerCustomer &&
    limits.maxUsesPerCustomer > limits.maxUses
  );
}

/**
 * `POST /api/coupons` body. The code keeps the case the admin typed (lookups ignore case); whether
 * the expiry date is in the past depends on the clock, so the server checks that against India's date.
 * The usage limits are optional (decision 0037): absent or null means unlimited.
 */
export const createCouponSchema = z
  .object(
    {
      code: z
        .string({ error: m.codeRequired })
        .trim()
        .min(1, m.codeRequired)
        .min(ADMIN_COUPON_CODE_MIN, m.codeLength)
        .max(ADMIN_COUPON_CODE_MAX, m.codeLength)
        .regex(COUPON_CODE_PATTERN, m.codeCharacters),
      discount: z
        .number({
          error: (issue) => (issue.input === undefined ? m.discountRequired : m.discountNumber),
        })
        .min(ADMIN_COUPON_DISCOUNT_MIN, m.discountMin)
        .int(m.discountWhole)
        .max(ADMIN_COUPON_DISCOUNT_MAX, m.discountMax),
      expiryDate: z
        .string({ error: m.expiryRequired })
        .trim()
        .min(1, m.expiryRequired)
        .refine(isCalendarDate, m.expiryInvalid),
      ...usageLimitsShape,
    },
    { error: m.bodyRequired },
  )
  .refine(perCustomerWithinTotal, {
    message: m.perCustomerAboveTotal,
    path: ['maxUsesPerCustomer'],
  });
export type CreateCouponInput = z.infer<typeof createCouponSchema>;

/** `PATCH /api/coupons/{id}` body: the new usage limits; null (or absent) means unlimited. */
export const updateCouponLimitsSchema = z
  .object(usageLimitsShape, { error: m.limitsBody })
  .refine(perCustomerWithinTotal, {
    message: m.perCustomerAboveTotal,
    path: ['maxUsesPerCustomer'],
  });
export type UpdateCouponLimitsInput = z.infer<typeof updateCouponLimitsSchema>;

/**
 * A coupon in the admin list: `discount` in rupees, `expiryDate` 'YYYY-MM-DD' (India date), the
 * usage limits (null: unlimited), `uses` (paid orders with the code) and `heldUses` (unpaid live
 * checkouts holding a use, which count towards the limit until they are paid or dropped).
 */
export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  discount: z.number(),
  expiryDate: z.string(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  uses: z.number().int(),
  heldUses: z.number().int(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListResponseSchema = z.object({ coupons: z.array(adminCouponSchema) });
export type AdminCouponListResponse = z.infer<typeof adminCouponListResponseSchema>;

export const adminCouponCreatedResponseSchema = z.object({ coupon: adminCouponSchema });
export type AdminCouponCreatedResponse = z.infer<typeof adminCouponCreatedResponseSchema>;

/** `{id}` of `DELETE /api/coupons/{id}`: any string, so a malformed id answers 404. */
export const adminCouponParamsSchema = z.object({ id: z.string() });
