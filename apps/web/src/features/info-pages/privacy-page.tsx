import { SHOP_NAME } from '@artshop/shared';
import { InfoPage } from './info-page';

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy policy"
      intro="What we collect, why, and what you can ask us to do with it."
    >
      <h2>What we collect</h2>
      <ul>
        <li>Your account details: name, email, phone number and delivery address.</li>
        <li>Your orders and the items in your cart.</li>
        <li>Images and descriptions you send with a custom art request.</li>
        <li>Your email address if you subscribe to the newsletter.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        Only to run the shop: to deliver your orders, answer your requests and, if you subscribed,
        send you occasional news. {SHOP_NAME} does not sell or rent your data to anyone.
      </p>
      <h2>Payments</h2>
      <p>
        Payments are handled by Razorpay. Card and UPI details go directly to Razorpay; we never see
        or store them.
      </p>
      <h2>Cookies</h2>
      <p>We use one cookie to keep you signed in. We use no advertising or tracking cookies.</p>
      <h2>Your choices</h2>
      <p>
        You can update your details in My Account at any time, and you can ask us to delete your
        account and data by writing to us from the contact page.
      </p>
    </InfoPage>
  );
}
