import { describe, expect, it } from 'vitest';
import { fillMessage } from './order-lifecycle.schema';
import { orderLifecycleUi, shippedWithText } from './order-lifecycle.ui';

describe('order lifecycle words', () => {
  it("names the parcel as 'Shipped with {courier} · {tracking number}'", () => {
    expect(shippedWithText({ courier: 'India Post', trackingNumber: 'EE123456789IN' })).toBe(
      'Shipped with India Post · EE123456789IN',
    );
  });

  it('fills every placeholder the screens use', () => {
    expect(fillMessage(orderLifecycleUi.cancelMessage, { amount: '₹1,150' })).toBe(
      'The order will be cancelled and its payment of ₹1,150 refunded in full.',
    );
    expect(
      fillMessage(orderLifecycleUi.taxDefaultsHint, { painting: '9701', stone: '6802', rate: '5' }),
    ).toBe('Leave empty for the defaults: HSN 9701 for paintings, 6802 for stone art, GST 5%.');
  });
});
