import { SHOP_NAME } from '@artshop/shared';
import { InfoPage } from './info-page';

export function TermsPage() {
  return (
    <InfoPage title="Terms & Conditions" intro={`The terms for buying from ${SHOP_NAME}.`}>
      <h2>Orders and prices</h2>
      <p>
        Prices are in Indian rupees and include applicable taxes. A flat delivery fee of ₹50 is
        added to every order. An order is confirmed once the payment succeeds.
      </p>
      <h2>Handmade work</h2>
      <p>
        Every piece is painted by hand on a natural stone or canvas, so colours, grain and size may
        differ slightly from the photos. These differences are part of the work, not defects.
      </p>
      <h2>Custom orders</h2>
      <p>
        Custom pieces are made to your description and reference image. We confirm the design and
        price with you before we start; once painting has begun the order cannot be cancelled.
      </p>
      <h2>Coupons and offers</h2>
      <p>
        A coupon gives a fixed discount until the end of its expiry date. The sign-up offer gives
        20% off a customer's first order. Offers cannot be exchanged for cash.
      </p>
      <h2>Returns</h2>
      <p>
        Items damaged in transit are replaced or refunded, as described in our operating guidelines.
      </p>
    </InfoPage>
  );
}
