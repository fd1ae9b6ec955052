import { SHOP_NAME } from '@artshop/shared';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../render';
import { OrderCancelledMail, orderCancelledSubject } from './order-cancelled';
import { OrderRefundedMail, orderRefundedSubject } from './order-refunded';

// The cancellation and refund messages rendered alone; the flows that write them are tested in
// modules/refunds.

const shopUrl = 'https://shop.example.in';
const links = {
  myOrdersUrl: `${shopUrl}/my-account?tab=orders`,
  contactUrl: `${shopUrl}/careers/contact-us`,
  shopUrl,
};

async function rendered(element: Parameters<typeof renderMail>[0]) {
  const { html, text } = await renderMail(element);
  expect(html).toContain(SHOP_NAME);
  return { html, flat: text.replace(/\s+/g, ' ') };
}

describe('order cancelled', () => {
  const props = {
    name: 'Asha Rao',
    orderNumber: '#89abcdef',
    itemTitles: ['Lotus on river stone', 'Monsoon evening'],
    reason: 'The painting was damaged in our studio',
    ...links,
  };

  it('says why, which order, and the refund it started in rupees', async () => {
    expect(orderCancelledSubject('#89abcdef')).toBe('Your order #89abcdef has been cancelled');
    const { html, flat } = await rendered(
      createElement(OrderCancelledMail, { ...props, refundPaise: 2_00_602_60 }),
    );
    expect(flat).toContain('#89abcdef: Lotus on river stone, Monsoon evening');
    expect(flat).toContain('Reason: The painting was damaged in our studio');
    expect(flat).toContain('refund of ₹2,00,602.60');
    expect(html).toContain(`href="${shopUrl}/careers/contact-us"`);
    expect(flat).toContain(`${shopUrl}/my-account?tab=orders`);
  });

  it('says so when the payment had been refunded already', async () => {
    const { flat } = await rendered(
      createElement(OrderCancelledMail, { ...props, refundPaise: 0 }),
    );
    expect(flat).toContain('already been refunded in full');
    expect(flat).not.toContain('started a refund');
  });
});

describe('order refunded', () => {
  const props = {
    name: 'Asha Rao',
    orderNumber: '#89abcdef',
    amountPaise: 1_250_50,
    reason: 'Frame cracked',
    ...links,
  };

  it('names the amount, the reason and the credit note', async () => {
    expect(orderRefundedSubject('#89abcdef', 1_250_50)).toBe(
      'Refund of ₹1,250.50 for your order #89abcdef',
    );
    const { flat } = await rendered(
      createElement(OrderRefundedMail, {
        ...props,
        refundedInFull: false,
        creditNoteNumber: 'CN26-27/000007',
      }),
    );
    expect(flat).toContain('We have refunded ₹1,250.50 for your order #89abcdef.');
    expect(flat).toContain('Reason: Frame cracked');
    expect(flat).toContain('Credit note CN26-27/000007');
    expect(flat).not.toContain('in full');
  });

  it('says when the payment is now refunded in full, and leaves out a missing credit note', async () => {
    const { flat } = await rendered(
      createElement(OrderRefundedMail, { ...props, refundedInFull: true, creditNoteNumber: null }),
    );
    expect(flat).toContain('which refunds your payment in full');
    expect(flat).not.toContain('Credit note');
  });
});
