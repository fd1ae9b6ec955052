import type { AdminCoupon } from '@artshop/shared';
import type { FieldSpec } from '../../../components/ui/text-field';

/** The two optional usage limits of a coupon form, as typed (docs/decisions/0037). */
export type LimitField = 'maxUses' | 'maxUsesPerCustomer';
export type LimitValues = Record<LimitField, string>;

export const noLimits: LimitValues = { maxUses: '', maxUsesPerCustomer: '' };

/** The limit fields of the create and edit forms: empty means unlimited. */
export const limitFields: FieldSpec<LimitField>[] = [
  {
    name: 'maxUses',
    label: 'Total Uses (optional)',
    type: 'number',
    inputMode: 'numeric',
    min: 1,
    step: 1,
    placeholder: 'Unlimited',
  },
  {
    name: 'maxUsesPerCustomer',
    label: 'Uses per Customer (optional)',
    type: 'number',
    inputMode: 'numeric',
    min: 1,
    step: 1,
    placeholder: 'Unlimited',
  },
];

/**
 * A typed limit as the API takes it: empty is null (unlimited); anything else goes as a number and
 * the server's rules (a whole number from 1) answer with their message.
 */
export function limitValue(typed: string): number | null {
  return typed.trim() === '' ? null : Number(typed);
}

/** The form's values for a coupon's current limits (empty for unlimited). */
export function limitValuesOf(coupon: Pick<AdminCoupon, LimitField>): LimitValues {
  return {
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    maxUsesPerCustomer: coupon.maxUsesPerCustomer === null ? '' : String(coupon.maxUsesPerCustomer),
  };
}

/**
 * The list's 'Uses' cell: paid uses against the total limit, then the per-customer limit and the
 * unpaid checkouts holding a use (they count towards the limit until paid or dropped).
 */
export function usageSummary(coupon: Pick<AdminCoupon, LimitField | 'uses' | 'heldUses'>): {
  main: string;
  notes: string[];
} {
  const notes: string[] = [];
  if (coupon.maxUsesPerCustomer !== null) notes.push(`${coupon.maxUsesPerCustomer} per customer`);
  if (coupon.heldUses > 0) notes.push(`+${coupon.heldUses} in checkout`);
  return {
    main: `${coupon.uses} / ${coupon.maxUses ?? 'Unlimited'}`,
    notes,
  };
}
