import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailAction, MailTitle, Paragraph, rupees } from './mail-parts';

export const orderCancelledSubject = (orderNumber: string) =>
  `Your order ${orderNumber} has been cancelled`;

export interface OrderCancelledMailProps {
  name: string;
  orderNumber: string;
  /** Titles of the ordered items, to say which order this is about. */
  itemTitles: readonly string[];
  /** Why, as the shop wrote it (or the default wording). */
  reason: string;
  /** The refund the cancellation started; 0 when the payment had been refunded in full already. */
  refundPaise: number;
  /** A cash on delivery order cancelled before its cash was collected: nothing was paid (0101). */
  cashOnDelivery?: boolean;
  myOrdersUrl: string;
  contactUrl: string;
  shopUrl: string;
}

/**
 * To the customer when the shop cancels a paid order: why, and the refund of what was left of the
 * payment (which the 'refunded' message confirms once the payment service has made it).
 */
export function OrderCancelledMail(props: OrderCancelledMailProps) {
  return (
    <MailLayout
      preview={`Order ${props.orderNumber} has been cancelled${
        props.refundPaise > 0 ? `; ${rupees(props.refundPaise)} is on its way back to you` : ''
      }.`}
      shopUrl={props.shopUrl}
    >
      <MailTitle>Your order has been cancelled</MailTitle>
      <Paragraph>Hello {props.name},</Paragraph>
      <Paragraph>
        We have cancelled your order <strong>{props.orderNumber}</strong>:{' '}
        {props.itemTitles.join(', ')}. Reason: {props.reason}
      </Paragraph>
      {props.cashOnDelivery ? (
        <Paragraph>
          You chose cash on delivery and nothing was paid for this order, so there is nothing to
          refund.
        </Paragraph>
      ) : props.refundPaise > 0 ? (
        <Paragraph>
          We have started a refund of <strong>{rupees(props.refundPaise)}</strong> to the account or
          card you paid with. Banks usually take 5 to 7 working days to show it; we will write again
          once the refund has gone through.
        </Paragraph>
      ) : (
        <Paragraph>Your payment for this order has already been refunded in full.</Paragraph>
      )}
      <Paragraph>
        If you did not expect this, or have a question about your payment,{' '}
        <Link href={props.contactUrl}>contact us</Link> and we will sort it out.
      </Paragraph>
      <MailAction href={props.myOrdersUrl}>View My Orders</MailAction>
    </MailLayout>
  );
}
