import { SHOP_NAME } from '@artshop/shared';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../render';
import { CustomArtCompletedMail } from './custom-art-completed';
import { CustomArtReceivedMail } from './custom-art-received';
import { FulfilmentUpdateMail, fulfilmentSubject } from './fulfilment-update';
import { OrderConfirmationMail, orderConfirmationSubject } from './order-confirmation';
import type { OrderMailView } from './order-details';
import {
  NewCustomArtRequestMail,
  NewInterestMail,
  NewPaidOrderMail,
  newCustomArtRequestSubject,
  newInterestSubject,
  newPaidOrderSubject,
} from './shop-notices';
import { WelcomeMail } from './welcome';

// Each template rendered alone: the HTML part in the shop's frame, the plain-text part with the
// same facts, rupees in en-IN. The flows that write them are tested in ../notifications.

const shopUrl = 'https://shop.example.in';

const order: OrderMailView = {
  number: '#89abcdef',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 MG Road, Bengaluru, Karnataka, 560001, India',
  items: [
    { title: 'Lotus on river stone', size: '6 x 4 inches', quantity: 2, unitPaise: 125_000_00 },
    { title: 'Monsoon evening', size: '5 x 3 inches', quantity: 1, unitPaise: 80_950 },
  ],
  subtotalPaise: 250_809_50,
  discountPaise: 10_000,
  welcomeOfferPaise: 50_161_90,
  couponCode: 'DIWALI100',
  couponPaise: 10_000,
  deliveryPaise: 5_000,
  totalPaise: 200_602_60,
};

/** Both parts, and the text part's words without the line breaks html-to-text puts in. */
async function rendered(element: Parameters<typeof renderMail>[0]) {
  const { html, text } = await renderMail(element);
  expect(html).toMatch(/^<!DOCTYPE html/i);
  expect(html).toContain(SHOP_NAME);
  expect(text).not.toMatch(/<(p|a|table|td|div|span)[\s>]/i);
  return { html, text, flat: text.replace(/\s+/g, ' ') };
}

describe('order confirmation', () => {
  it('lists every item with size, quantity and price, the amounts, the address and My Orders', async () => {
    expect(orderConfirmationSubject(order.number)).toBe('Your order #89abcdef is confirmed');
    const { html, flat } = await rendered(
      createElement(OrderConfirmationMail, {
        order,
        myOrdersUrl: `${shopUrl}/my-account?tab=orders`,
        shopUrl,
      }),
    );
    for (const part of [html, flat]) {
      expect(part).toContain('#89abcdef');
      expect(part).toContain('Lotus on river stone');
      expect(part).toContain('Size: 6 x 4 inches · Quantity: 2');
      // Line total in Indian grouping, and the price of one when there are several.
      expect(part).toContain('₹2,50,000');
      expect(part).toContain('₹1,25,000 each');
      expect(part).toContain('₹809.50');
      // The MRP first (decision 0083): the subtotal ₹2,50,809.50 and the ₹100 discount.
      expect(part).toContain('MRP');
      expect(part).toContain('₹2,50,909.50');
      expect(part).toContain('-₹100');
      expect(part).toContain('Welcome offer (20%)');
      expect(part).toContain('-₹50,161.90');
      expect(part).toContain('Coupon (DIWALI100)');
      expect(part).toContain('₹50');
      expect(part).toContain('₹2,00,602.60');
      expect(part).toContain('12 MG Road, Bengaluru');
    }
    expect(html).toContain('href="https://shop.example.in/my-account?tab=orders"');
    expect(flat).toContain('https://shop.example.in/my-account?tab=orders');
  });

  it('leaves out the lines that do not apply', async () => {
    const plain = {
      ...order,
      discountPaise: 0,
      welcomeOfferPaise: 0,
      couponCode: null,
      couponPaise: 0,
    };
    const { flat } = await rendered(
      createElement(OrderConfirmationMail, { order: plain, myOrdersUrl: shopUrl, shopUrl }),
    );
    expect(flat).not.toContain('Discount');
    expect(flat).not.toContain('Welcome offer');
    expect(flat).not.toContain('Coupon');
    expect(flat).toContain('Delivery');
  });
});

describe('fulfilment update', () => {
  it('names the step in the subject and the body, for every step', async () => {
    const props = {
      name: 'Asha Rao',
      orderNumber: '#89abcdef',
      itemTitles: ['Lotus on river stone', 'Monsoon evening'],
      myOrdersUrl: `${shopUrl}/my-account?tab=orders`,
      contactUrl: `${shopUrl}/careers/contact-us`,
      shopUrl,
    };
    expect(fulfilmentSubject('#89abcdef', 'processing')).toBe(
      'Your order #89abcdef is being prepared',
    );
    expect(fulfilmentSubject('#89abcdef', 'shipped')).toBe('Your order #89abcdef has shipped');
    expect(fulfilmentSubject('#89abcdef', 'delivered')).toBe(
      'Your order #89abcdef has been delivered',
    );
    expect(fulfilmentSubject('#89abcdef', 'cancelled')).toBe(
      'Your order #89abcdef has been cancelled',
    );
    const shipped = await rendered(
      createElement(FulfilmentUpdateMail, {
        ...props,
        status: 'shipped',
        parcel: {
          courier: 'DTDC',
          trackingNumber: 'D12345678',
          trackingUrl: 'https://www.dtdc.in/tracking?c=D12345678',
        },
      }),
    );
    expect(shipped.flat).toContain('Your order is on its way');
    expect(shipped.flat).toContain('Courier: DTDC Tracking number: D12345678');
    expect(shipped.html).toContain('href="https://www.dtdc.in/tracking?c=D12345678"');
    expect(shipped.flat).toContain('#89abcdef: Lotus on river stone, Monsoon evening');
    expect(shipped.flat).toContain('https://shop.example.in/my-account?tab=orders');
    expect(shipped.flat).not.toContain('contact us');
    const cancelled = await rendered(
      createElement(FulfilmentUpdateMail, { ...props, status: 'cancelled' }),
    );
    expect(cancelled.flat).toContain('Your order has been cancelled');
    expect(cancelled.html).toContain('href="https://shop.example.in/careers/contact-us"');
  });
});

describe('welcome', () => {
  it('greets by name and states the welcome offer as the banner promises it', async () => {
    const { html, flat } = await rendered(
      createElement(WelcomeMail, {
        name: 'Asha',
        shopUrl,
        paintingsUrl: `${shopUrl}/shop/paintings`,
        stoneArtUrl: `${shopUrl}/shop/stone-art`,
      }),
    );
    expect(flat).toContain('Welcome, Asha!');
    expect(flat).toContain('20% off your first order');
    expect(html).toContain('href="https://shop.example.in/shop/paintings"');
  });
});

describe('custom art', () => {
  it('confirms a request by its reference, and says when one is complete', async () => {
    const received = await rendered(
      createElement(CustomArtReceivedMail, {
        reference: '#1a2b3c4d',
        contactUrl: `${shopUrl}/careers/contact-us`,
        shopUrl,
      }),
    );
    expect(received.flat).toContain('made with this email address, reference #1a2b3c4d');
    expect(received.flat).toContain('If you did not send this request');

    const completed = await rendered(
      createElement(CustomArtCompletedMail, {
        reference: '#1a2b3c4d',
        requestedOn: '12 March 2026',
        contactUrl: `${shopUrl}/careers/contact-us`,
        shopUrl,
      }),
    );
    expect(completed.flat).toContain(
      'asked for on 12 March 2026 (reference #1a2b3c4d) is complete',
    );
  });
});

describe("the shop's notices", () => {
  it('new paid order: total, customer and a link to the order in the back-office', async () => {
    expect(newPaidOrderSubject('#89abcdef', order.totalPaise)).toBe(
      'New paid order #89abcdef: ₹2,00,602.60',
    );
    const { html, flat } = await rendered(
      createElement(NewPaidOrderMail, {
        order,
        adminOrderUrl: `${shopUrl}/admin/allorders?q=89abcdef`,
        shopUrl,
      }),
    );
    expect(flat).toContain('Total paid ₹2,00,602.60');
    expect(flat).toContain('Asha Rao');
    expect(flat).toContain('asha@example.in');
    expect(flat).toContain('Lotus on river stone');
    expect(html).toContain('href="https://shop.example.in/admin/allorders?q=89abcdef"');
  });

  it('new custom art request: the requester and a link to the custom art screen', async () => {
    expect(newCustomArtRequestSubject('Asha Rao')).toBe('New custom art request from Asha Rao');
    const { html, flat } = await rendered(
      createElement(NewCustomArtRequestMail, {
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '9876543210',
        description: 'Our wedding photo on a river stone',
        adminCustomArtUrl: `${shopUrl}/admin/customArt`,
        shopUrl,
      }),
    );
    expect(flat).toContain('9876543210');
    expect(flat).toContain('Our wedding photo on a river stone');
    expect(html).toContain('href="https://shop.example.in/admin/customArt"');
  });

  it('new interest: the customer and the product with its price', async () => {
    expect(newInterestSubject('Monsoon evening')).toBe('New interest in Monsoon evening');
    const { html, flat } = await rendered(
      createElement(NewInterestMail, {
        customerName: 'Asha Rao',
        customerEmail: 'asha@example.in',
        productTitle: 'Monsoon evening',
        productPricePaise: 1_25_000_00,
        productUrl: `${shopUrl}/productoverview/abc`,
        adminInterestedBuyersUrl: `${shopUrl}/admin/interested-buyers`,
        shopUrl,
      }),
    );
    expect(flat).toContain('Asha Rao');
    expect(flat).toContain('Monsoon evening');
    expect(flat).toContain('₹1,25,000');
    expect(flat).toContain('https://shop.example.in/productoverview/abc');
    expect(html).toContain('href="https://shop.example.in/admin/interested-buyers"');
  });
});
