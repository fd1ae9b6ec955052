import type { FulfilmentStatusValue } from '@artshop/shared';
import { Link } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailAction, MailTitle, Paragraph } from './mail-parts';

/** What each fulfilment step tells the customer: subject wording, title and the sentence after it. */
const steps: Record<FulfilmentStatusValue, { subject: string; title: string; text: string }> = {
  processing: {
    subject: 'is being prepared',
    title: 'We are preparing your order',
    text: 'Your order is being made ready for dispatch. We will write again when it ships.',
  },
  shipped: {
    subject: 'has shipped',
    title: 'Your order is on its way',
    text: 'Your order has left our studio and is on its way to you.',
  },
  delivered: {
    subject: 'has been delivered',
    title: 'Your order has been delivered',
    text: 'Your order has been delivered. We hope you enjoy it!',
  },
  cancelled: {
    subject: 'has been cancelled',
    title: 'Your order has been cancelled',
    text: 'Your order has been cancelled.',
  },
  // Set by the courier's tracking, never sent on its own: the shop writes to the customer once it
  // has decided what to do (decision 0097).
  returned: {
    subject: 'came back to us',
    title: 'Your parcel came back to us',
    text: 'The courier could not deliver your parcel and brought it back to us.',
  },
};

export const fulfilmentSubject = (
  orderNumber: string,
  status: FulfilmentStatusValue,
  corrected = false,
) =>
  corrected
    ? `New tracking details for your order ${orderNumber}`
    : `Your order ${orderNumber} ${steps[status].subject}`;

/** The parcel of a shipped order, as the admin recorded it. */
export interface MailParcel {
  courier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface FulfilmentUpdateMailProps {
  name: string;
  orderNumber: string;
  status: FulfilmentStatusValue;
  /** The courier and tracking number, on the shipped message. */
  parcel?: MailParcel | null;
  /** The parcel's details were corrected after the shipped message went out. */
  corrected?: boolean;
  /** Titles of the ordered items, to say which order this is about. */
  itemTitles: readonly string[];
  myOrdersUrl: string;
  contactUrl: string;
  shopUrl: string;
}

/**
 * To the customer on each fulfilment step the admin sets; the shipped message names the courier
 * and the tracking number, with the courier's tracking link when the admin gave one.
 */
export function FulfilmentUpdateMail(props: FulfilmentUpdateMailProps) {
  const step = steps[props.status];
  const title = props.corrected ? 'New tracking details for your parcel' : step.title;
  return (
    <MailLayout preview={`Order ${props.orderNumber}: ${title}`} shopUrl={props.shopUrl}>
      <MailTitle>{title}</MailTitle>
      <Paragraph>Hello {props.name},</Paragraph>
      <Paragraph>
        {props.corrected ? 'The tracking details of your parcel have changed.' : step.text} Order{' '}
        <strong>{props.orderNumber}</strong>: {props.itemTitles.join(', ')}.
      </Paragraph>
      {props.parcel && (
        <Paragraph>
          Courier: <strong>{props.parcel.courier}</strong>
          <br />
          Tracking number: <strong>{props.parcel.trackingNumber}</strong>
          {props.parcel.trackingUrl && (
            <>
              <br />
              <Link href={props.parcel.trackingUrl}>Track your parcel</Link>
            </>
          )}
        </Paragraph>
      )}
      {props.status === 'cancelled' && (
        <Paragraph>
          If you did not ask for this, or have a question about your payment,{' '}
          <Link href={props.contactUrl}>contact us</Link> and we will sort it out.
        </Paragraph>
      )}
      <MailAction href={props.myOrdersUrl}>View My Orders</MailAction>
    </MailLayout>
  );
}
