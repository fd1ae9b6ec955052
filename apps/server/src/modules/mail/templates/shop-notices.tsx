import { MailLayout } from './mail-layout';
import { Facts, MailAction, MailTitle, Paragraph, rupees } from './mail-parts';
import { OrderAmounts, OrderItems, type OrderMailView } from './order-details';

/** The shop's own notices, to SHOP_EMAIL: short, the facts first, one link into the back-office. */

export const newPaidOrderSubject = (orderNumber: string, totalPaise: number) =>
  `New paid order ${orderNumber}: ${rupees(totalPaise)}`;
/** A confirmed cash on delivery order: nothing paid yet, the courier collects it (decision 0100). */
export const newCodOrderSubject = (orderNumber: string, totalPaise: number) =>
  `New cash on delivery order ${orderNumber}: ${rupees(totalPaise)} to collect`;

export interface NewPaidOrderMailProps {
  order: OrderMailView;
  adminOrderUrl: string;
  shopUrl: string;
}

export function NewPaidOrderMail({ order, adminOrderUrl, shopUrl }: NewPaidOrderMailProps) {
  return (
    <MailLayout
      preview={
        order.cashOnDelivery
          ? `${order.name} pays ${rupees(order.totalPaise)} in cash on delivery`
          : `${order.name} paid ${rupees(order.totalPaise)}`
      }
      shopUrl={shopUrl}
    >
      <MailTitle>
        {order.cashOnDelivery ? 'New cash on delivery order' : 'New paid order'} {order.number}
      </MailTitle>
      <Facts
        rows={[
          [order.cashOnDelivery ? 'Total to collect' : 'Total paid', rupees(order.totalPaise)],
          ['Customer', order.name],
          ['Email', order.email],
          ['Phone', order.phone],
          ['Deliver to', order.address],
        ]}
      />
      <OrderItems items={order.items} />
      <OrderAmounts order={order} />
      <MailAction href={adminOrderUrl}>Open the order</MailAction>
    </MailLayout>
  );
}

export const newCustomArtRequestSubject = (requester: string) =>
  `New custom art request from ${requester}`;

export interface NewCustomArtRequestMailProps {
  name: string;
  email: string;
  phone: string;
  description: string;
  adminCustomArtUrl: string;
  shopUrl: string;
}

/** The reference photo stays private (decision 0040): the notice links to the admin screen instead. */
export function NewCustomArtRequestMail(props: NewCustomArtRequestMailProps) {
  return (
    <MailLayout
      preview={`${props.name} asked for a custom stone art piece`}
      shopUrl={props.shopUrl}
    >
      <MailTitle>New custom art request</MailTitle>
      <Facts
        rows={[
          ['From', props.name],
          ['Email', props.email],
          ['Phone', props.phone],
          ['Description', props.description],
        ]}
      />
      <Paragraph>The reference photo is on the custom art screen.</Paragraph>
      <MailAction href={props.adminCustomArtUrl}>Open custom art requests</MailAction>
    </MailLayout>
  );
}

export const newInterestSubject = (productTitle: string) => `New interest in ${productTitle}`;

export interface NewInterestMailProps {
  customerName: string;
  customerEmail: string;
  productTitle: string;
  productPricePaise: number;
  productUrl: string;
  adminInterestedBuyersUrl: string;
  shopUrl: string;
}

export function NewInterestMail(props: NewInterestMailProps) {
  return (
    <MailLayout
      preview={`${props.customerName} is interested in ${props.productTitle}`}
      shopUrl={props.shopUrl}
    >
      <MailTitle>New interest in {props.productTitle}</MailTitle>
      <Facts
        rows={[
          ['Customer', props.customerName],
          ['Email', props.customerEmail],
          ['Product', props.productTitle],
          ['Price', rupees(props.productPricePaise)],
          ['Page', props.productUrl],
        ]}
      />
      <MailAction href={props.adminInterestedBuyersUrl}>Open interested buyers</MailAction>
    </MailLayout>
  );
}
