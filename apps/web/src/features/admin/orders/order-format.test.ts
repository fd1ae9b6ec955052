import { describe, expect, it } from 'vitest';
import { canCancel, itemCountText, itemPriceText, refundLeft, statusText } from './order-format';

describe('admin order display', () => {
  it("counts pieces: '1 item', 'N items'", () => {
    expect(itemCountText([{ quantity: 1 }])).toBe('1 item');
    expect(itemCountText([{ quantity: 2 }, { quantity: 1 }])).toBe('3 items');
    expect(itemCountText([])).toBe('0 items');
  });

  it("prices a discounted item as its discount price and '% off (Original: price)'", () => {
    expect(
      itemPriceText({
        price: 125000,
        discount: true,
        discountPrice: 112500,
        discountPercentage: 10,
      }),
    ).toBe('₹1,12,500 10% off (Original: ₹1,25,000)');
    expect(
      itemPriceText({ price: 999.5, discount: true, discountPrice: 809.6, discountPercentage: 19 }),
    ).toBe('₹809.60 19% off (Original: ₹999.50)');
    expect(
      itemPriceText({ price: 1200, discount: false, discountPrice: 1200, discountPercentage: 0 }),
    ).toBe('₹1,200');
  });

  it('shows the payment status until paid, then the fulfilment step, capitalised', () => {
    expect(statusText({ status: 'pending', fulfilmentStatus: null })).toBe('Pending');
    expect(statusText({ status: 'failed', fulfilmentStatus: null })).toBe('Failed');
    expect(statusText({ status: 'success', fulfilmentStatus: null })).toBe('Success');
    expect(statusText({ status: 'success', fulfilmentStatus: 'cancelled' })).toBe('Cancelled');
  });

  it('leaves to refund the payment less processed and pending refunds, in whole paise', () => {
    expect(refundLeft({ pay: 1150, refunded: 0, refundPending: 0 })).toBe(1150);
    expect(refundLeft({ pay: 809.1, refunded: 100.05, refundPending: 9.05 })).toBe(700);
    expect(refundLeft({ pay: 0.3, refunded: 0.1, refundPending: 0.2 })).toBe(0);
    expect(refundLeft({ pay: 100, refunded: 100, refundPending: 0 })).toBe(0);
  });

  it('cancels only a paid order that has not shipped', () => {
    expect(canCancel({ status: 'success', fulfilmentStatus: null })).toBe(true);
    expect(canCancel({ status: 'success', fulfilmentStatus: 'processing' })).toBe(true);
    expect(canCancel({ status: 'success', fulfilmentStatus: 'shipped' })).toBe(false);
    expect(canCancel({ status: 'success', fulfilmentStatus: 'delivered' })).toBe(false);
    expect(canCancel({ status: 'success', fulfilmentStatus: 'cancelled' })).toBe(false);
    expect(canCancel({ status: 'pending', fulfilmentStatus: null })).toBe(false);
  });

  it('cancels an open cash on delivery order before it ships, not once it failed or shipped', () => {
    const cod = { paymentMethod: 'cod' as const };
    expect(canCancel({ ...cod, status: 'pending', fulfilmentStatus: null })).toBe(true);
    expect(canCancel({ ...cod, status: 'pending', fulfilmentStatus: 'shipped' })).toBe(false);
    expect(canCancel({ ...cod, status: 'failed', fulfilmentStatus: 'cancelled' })).toBe(false);
  });
});
