import { InfoPage } from './info-page';

export function OperatingGuidelinesPage() {
  return (
    <InfoPage
      title="Operating guidelines"
      intro="How we handle your order from payment to your door."
    >
      <h2>Order handling</h2>
      <ul>
        <li>
          Your order is confirmed as soon as the payment succeeds, and you can follow it in My
          Account.
        </li>
        <li>Ready-made pieces are packed within 2 working days of payment.</li>
        <li>
          Order status moves from processing to shipped to delivered; we update it at every step.
        </li>
      </ul>
      <h2>Shipping</h2>
      <ul>
        <li>We ship across India with tracked courier services.</li>
        <li>
          Delivery usually takes 4 to 8 working days after dispatch, depending on your pin code.
        </li>
        <li>Every stone is wrapped, cushioned and boxed to survive the journey.</li>
      </ul>
      <h2>Returns on damaged items</h2>
      <ul>
        <li>If a piece arrives damaged, write to us within 48 hours of delivery.</li>
        <li>Include photos of the piece and of the packaging.</li>
        <li>We replace the piece, or refund the full amount if a replacement is not possible.</li>
        <li>Because every piece is handmade, we do not take returns for a change of mind.</li>
      </ul>
      <h2>Custom requests</h2>
      <ul>
        <li>Send your idea and a reference image from the custom art page.</li>
        <li>We reply with a design note and a price, usually within one working day.</li>
        <li>Custom orders take 3 to 7 days to paint once you confirm, then ship like any order.</li>
      </ul>
    </InfoPage>
  );
}
