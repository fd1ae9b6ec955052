import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { Facts, MailAction, MailTitle, Paragraph } from './mail-parts';

export const deliveredSubject = (orderNumber: string) =>
  `Your order ${orderNumber} has been delivered`;

export interface OrderDeliveredMailProps {
  name: string;
  orderNumber: string;
  /** Titles of the ordered items, to say which order this is about. */
  itemTitles: readonly string[];
  /** When the courier delivered it, as the customer reads it ('12 Mar 2026, 6:30 pm IST'), if known. */
  deliveredAt: string | null;
  courier: string | null;
  trackingNumber: string | null;
  myOrdersUrl: string;
  contactUrl: string;
  shopUrl: string;
}

/**
 * To the customer once the order is delivered: by the courier's tracking (decision 0096) or marked
 * by the admin. Says when and by whom, and where to turn if the parcel did not arrive or arrived
 * damaged, since the courier's scan is the only proof of delivery the shop has.
 */
export function OrderDeliveredMail(props: OrderDeliveredMailProps) {
  return (
    <MailLayout
      preview={`Order ${props.orderNumber}: your order has been delivered`}
      shopUrl={props.shopUrl}
    >
      <MailTitle>Your order has been delivered</MailTitle>
      <Paragraph>Hello {props.name},</Paragraph>
      <Paragraph>
        Your order has been delivered. We hope you enjoy it! Order{' '}
        <strong>{props.orderNumber}</strong>: {props.itemTitles.join(', ')}.
      </Paragraph>
      <Facts
        rows={[
          ['Delivered', props.deliveredAt],
          ['Courier', props.courier],
          ['Tracking number', props.trackingNumber],
        ]}
      />
      <Paragraph>
        Not received, or something arrived damaged? <Link href={props.contactUrl}>Contact us</Link>{' '}
        within a few days and we will sort it out.
      </Paragraph>
      <MailAction href={props.myOrdersUrl}>View My Orders</MailAction>
    </MailLayout>
  );
}
