import { SHOP_NAME } from '@artshop/shared';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../render';
import { OfferMadeMail, offerMadeSubject } from '../templates/offer-made';
import { OfferWithdrawnMail, offerWithdrawnSubject } from '../templates/offer-withdrawn';
import { indiaDateTime, offersLink } from './offers';

// The offer messages alone (decision 0052); the flows that queue them (making, withdrawing, a sale
// withdrawing the others) are tested in modules/offers.

const shopUrl = 'https://shop.example.in';
const offersUrl = offersLink(shopUrl);
const contactUrl = `${shopUrl}/careers/contact-us`;

describe('offer messages', () => {
  it('writes a moment in India time, as the customer reads it', () => {
    expect(indiaDateTime(new Date('2026-03-12T13:00:00Z'))).toBe('12 Mar 2026, 6:30 pm IST');
    expect(offersUrl).toBe(`${shopUrl}/my-account?tab=offers`);
  });

  it('offer made: the piece, price, delivery, note and validity, and a link to the offers', async () => {
    const { html, text } = await renderMail(
      createElement(OfferMadeMail, {
        name: 'Ravi',
        title: 'Boats & the bay',
        pricePaise: 12_345_00,
        deliveryPaise: 0,
        note: 'Framed <in teak>',
        validUntil: '15 Mar 2026, 6:30 pm IST',
        offersUrl,
        contactUrl,
        shopUrl,
      }),
    );
    const flat = text.replace(/\s+/g, ' ');
    expect(html).toContain(SHOP_NAME);
    expect(flat).toContain('Hello Ravi');
    expect(flat).toContain('Boats & the bay');
    expect(flat).toContain('Price ₹12,345');
    expect(flat).toContain('Delivery ₹0');
    expect(flat).toContain('Valid until 15 Mar 2026, 6:30 pm IST');
    expect(flat).toContain('Framed <in teak>');
    expect(html).toContain('Framed &lt;in teak&gt;');
    expect(html).toContain(`href="${offersUrl}"`);
    expect(offerMadeSubject('Boats')).toBe('An offer for you: Boats');
  });

  it('offer made without a note says nothing of one', async () => {
    const { text } = await renderMail(
      createElement(OfferMadeMail, {
        name: 'Ravi',
        title: 'Boats',
        pricePaise: 100_00,
        deliveryPaise: 50_00,
        note: null,
        validUntil: '15 Mar 2026, 6:30 pm IST',
        offersUrl,
        contactUrl,
        shopUrl,
      }),
    );
    expect(text).not.toContain('null');
  });

  it('offer withdrawn: the piece and the reason when there is one', async () => {
    const withReason = await renderMail(
      createElement(OfferWithdrawnMail, {
        name: 'Asha',
        title: 'Lotus pond',
        reason: 'The painting was sold to another buyer.',
        offersUrl,
        contactUrl,
        shopUrl,
      }),
    );
    const flat = withReason.text.replace(/\s+/g, ' ');
    expect(flat).toContain('Hello Asha');
    expect(flat).toContain('Lotus pond is no longer open. The painting was sold to another buyer.');
    expect(withReason.html).toContain(`href="${offersUrl}"`);
    const without = await renderMail(
      createElement(OfferWithdrawnMail, {
        name: 'Asha',
        title: 'Lotus pond',
        reason: null,
        offersUrl,
        contactUrl,
        shopUrl,
      }),
    );
    expect(without.text.replace(/\s+/g, ' ')).toContain('Lotus pond is no longer open.');
    expect(offerWithdrawnSubject('Lotus pond')).toBe('Offer withdrawn: Lotus pond');
  });
});
