import { describe, expect, it } from 'vitest';
import { awaitsCash, codMessages, readyToFulfil } from './cash-on-delivery';
import { confirmCodSchema, createOrderSchema } from '../index';
import { orderDisplayStatus } from './order.schema';

// Cash on delivery's shared rules (decisions 0099 to 0101): what the customer and the admin see.

const cod = (status: 'pending' | 'success' | 'failed', more: object = {}) => ({
  status,
  paymentMethod: 'cod' as const,
  codConfirmed: false,
  cancelledAt: null,
  fulfilmentStatus: null,
  ...more,
});

describe('cash on delivery orders', () => {
  it('follow fulfilment once confirmed, though unpaid until the door', () => {
    expect(orderDisplayStatus(cod('pending'))).toBe('pending');
    expect(orderDisplayStatus(cod('pending', { codConfirmed: true }))).toBe('processing');
    expect(
      orderDisplayStatus(cod('pending', { codConfirmed: true, fulfilmentStatus: 'shipped' })),
    ).toBe('shipped');
    expect(orderDisplayStatus(cod('success', { fulfilmentStatus: 'delivered' }))).toBe('delivered');
    // Cancelled unconfirmed, or returned by the courier: said so, not 'failed'.
    expect(orderDisplayStatus(cod('failed', { fulfilmentStatus: 'cancelled' }))).toBe('cancelled');
    expect(orderDisplayStatus(cod('failed', { fulfilmentStatus: 'returned' }))).toBe('returned');
    // An online order's failed payment stays 'failed'.
    expect(orderDisplayStatus({ status: 'failed', fulfilmentStatus: null })).toBe('failed');
  });

  it('may ship once paid or confirmed, and await cash only while unpaid', () => {
    expect(readyToFulfil(cod('pending'))).toBe(false);
    expect(readyToFulfil(cod('pending', { codConfirmed: true }))).toBe(true);
    expect(readyToFulfil(cod('pending', { codConfirmed: true, cancelledAt: '2026-11-01' }))).toBe(
      false,
    );
    expect(readyToFulfil({ status: 'success', cancelledAt: null })).toBe(true);
    expect(awaitsCash(cod('pending', { codConfirmed: true }))).toBe(true);
    expect(awaitsCash(cod('success', { codConfirmed: true }))).toBe(false);
  });

  it('takes a 6-digit code and a payment method in the checkout body', () => {
    expect(confirmCodSchema.safeParse({ code: ' 012345 ' }).data).toEqual({ code: '012345' });
    for (const code of ['12345', '1234567', '12a456', '']) {
      expect(confirmCodSchema.safeParse({ code }).error?.issues[0]?.message).toBe(
        codMessages.codeInvalid,
      );
    }
    const body = {
      deliveryAddress: '12 MG Road, Bengaluru, Karnataka, 560001, India',
      name: 'Asha Rao',
      phone: '9876543210',
    };
    expect(createOrderSchema.parse({ ...body, paymentMethod: 'cod' }).paymentMethod).toBe('cod');
    expect(createOrderSchema.parse(body).paymentMethod).toBeUndefined();
    expect(createOrderSchema.safeParse({ ...body, paymentMethod: 'card' }).success).toBe(false);
    expect(codMessages.overLimit(5000)).toBe(
      'Cash on delivery is available for orders up to ₹5,000',
    );
  });
});
