import { describe, expect, it } from 'vitest';
import { adminOrderStatusSchema } from './admin-order.schema';
import {
  fillMessage,
  orderLifecycleMessages as m,
  refundInputSchema,
  shipmentInputSchema,
} from './order-lifecycle.schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('refund input', () => {
  it('takes rupees with at most two decimals and a reason', () => {
    expect(refundInputSchema.parse({ amount: 1250.5, reason: ' Damaged ' })).toEqual({
      amount: 1250.5,
      reason: 'Damaged',
    });
    expect(refundInputSchema.safeParse({ amount: 0.07, reason: 'x' }).success).toBe(true);
    for (const amount of [0, -5, 10.005, Number.NaN, '100', 2_00_00_001]) {
      const result = refundInputSchema.safeParse({ amount, reason: 'x' });
      expect(firstMessage(result), String(amount)).toBe(m.refundAmountInvalid);
    }
    expect(firstMessage(refundInputSchema.safeParse({ amount: 10, reason: '  ' }))).toBe(
      m.refundReasonRequired,
    );
  });
});

describe('shipment input', () => {
  it('requires a courier and a tracking number; the link is optional but must be a web address', () => {
    expect(
      shipmentInputSchema.parse({ courier: 'DTDC', trackingNumber: 'D1', trackingUrl: '' }),
    ).toEqual({ courier: 'DTDC', trackingNumber: 'D1', trackingUrl: null });
    expect(
      shipmentInputSchema.parse({
        courier: 'DTDC',
        trackingNumber: 'D1',
        trackingUrl: 'https://www.dtdc.in/track?c=D1',
      }).trackingUrl,
    ).toBe('https://www.dtdc.in/track?c=D1');
    for (const trackingUrl of [
      'javascript:alert(1)',
      'ftp://x.in/a',
      'dtdc',
      'https://x.in/"><b',
    ]) {
      const result = shipmentInputSchema.safeParse({
        courier: 'DTDC',
        trackingNumber: 'D1',
        trackingUrl,
      });
      expect(firstMessage(result), trackingUrl).toBe(m.trackingUrlInvalid);
    }
  });

  it('is required only when the new status is shipped', () => {
    expect(adminOrderStatusSchema.safeParse({ status: 'delivered' }).success).toBe(true);
    expect(firstMessage(adminOrderStatusSchema.safeParse({ status: 'shipped' }))).toBe(
      m.courierRequired,
    );
    expect(adminOrderStatusSchema.parse({ status: 'cancelled', reason: ' ' })).toEqual({
      status: 'cancelled',
    });
  });
});

it('fills message placeholders and leaves unknown ones', () => {
  expect(fillMessage(m.refunded, { amount: '₹1,250' })).toBe('Refunded ₹1,250');
  expect(fillMessage('{a} {b}', { a: '1' })).toBe('1 {b}');
});
