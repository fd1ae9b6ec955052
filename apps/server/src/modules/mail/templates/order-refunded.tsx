import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailAction, MailTitle, Paragraph, rupees } from './mail-parts';

export const orderRefundedSubject = (orderNumber: string, amountPaise: number) =>
  `Refund of ${rupees(amountPaise)} for your order ${orderNumber}`;

export interface OrderRefundedMailProps {
  name: string;
  orderNumber: string;
  amountPaise: number;
  reason: string;
  /** Whether this refund completes a refund of the whole payment. */
  refundedInFull: boolean;
  /** The credit note issued for it, when the order has an invoice. */
  creditNoteNumber: string | null;
  myOrdersUrl: string;
  contactUrl: string;
  shopUrl: string;
}

/** To the customer once a refund has gone through at the payment service (status processed). */
export function OrderRefundedMail(props: OrderRefundedMailProps) {
  const amount = rupees(props.amountPaise);
  return (
    <MailLayout
      preview={`${amount} refunded for order ${props.orderNumber}.`}
      shopUrl={props.shopUrl}
    >
      <MailTitle>Your refund of {amount} has been made</MailTitle>
      <Paragraph>Hello {props.name},</Paragraph>
      <Paragraph>
        We have refunded <strong>{amount}</strong> for your order{' '}
        <strong>{props.orderNumber}</strong>
        {props.refundedInFull ? ', which refunds your payment in full' : ''}. Reason: {props.reason}
      </Paragraph>
      <Paragraph>
        The money goes back to the account or card you paid with. Banks usually take 5 to 7 working
        days to show it.
      </Paragraph>
      {props.creditNoteNumber && (
        <Paragraph>
          Credit note <strong>{props.creditNoteNumber}</strong> records the refund against your
          invoice; you can download it from My Orders.
        </Paragraph>
      )}
      <Paragraph>
        Questions about this refund? <Link href={props.contactUrl}>Contact us</Link>.
      </Paragraph>
      <MailAction href={props.myOrdersUrl}>View My Orders</MailAction>
    </MailLayout>
  );
}
