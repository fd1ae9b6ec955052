import { describe, expect, it } from 'vitest';
import {
  adminOrderListQuerySchema,
  adminOrderStatusSchema,
  adminStatusTone,
} from './admin-order.schema';
import { orderMessages } from './orders.messages';

describe('admin order schemas', () => {
  it('defaults the page and treats a blank search or filter as none', () => {
    expect(adminOrderListQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(
      adminOrderListQuerySchema.parse({ q: '  ', status: '', limit: '5', offset: '10' }),
    ).toEqual({ q: undefined, status: undefined, limit: 5, offset: 10 });
    expect(adminOrderListQuerySchema.parse({ q: ' Asha ', status: 'completed' })).toMatchObject({
      q: 'Asha',
      status: 'completed',
    });
  });

  it('accepts only the four fulfilment steps as a new status', () => {
    expect(adminOrderStatusSchema.parse({ status: 'delivered' })).toEqual({ status: 'delivered' });
    for (const body of [{ status: 'success' }, { status: 'paid' }, {}, null]) {
      const result = adminOrderStatusSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(orderMessages.statusInvalid);
    }
  });

  it('colours success, completed and delivered green, cancelled red, anything else yellow', () => {
    expect(['success', 'completed', 'delivered', 'Success'].map(adminStatusTone)).toEqual([
      'green',
      'green',
      'green',
      'green',
    ]);
    expect(adminStatusTone('cancelled')).toBe('red');
    expect(['pending', 'processing', 'shipped', 'failed', 'odd'].map(adminStatusTone)).toEqual([
      'yellow',
      'yellow',
      'yellow',
      'yellow',
      'yellow',
    ]);
  });
});
