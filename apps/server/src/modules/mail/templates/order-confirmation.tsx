import { Section, Text } from '@react-email/components';
import { MailLayout } from './mail-layout';
import { MailAction, MailTitle, Paragraph, quiet, rupees } from './mail-parts';
import { OrderAmounts, OrderItems, type OrderMailView } from './order-details';

export const orderConfirmationSubject = (orderNumber: string) =>
  `Your order ${orderNumber} is confirmed`;

export interface OrderConfirmationMailProps {
  order: OrderMailView;
  myOrdersUrl: string;
  shopUrl: string;
}

/** To the customer when the order becomes paid: what was bought, what it cost, where it goes. */
export function OrderConfirmationMail({ order, myOrdersUrl, shopUrl }: OrderConfirmationMailProps) {
  return (
    <MailLayout
      preview={
        order.cashOnDelivery
          ? `Thank you! Order ${order.number} is confirmed: cash on delivery.`
          : `Thank you! Order ${order.number} is paid and confirmed.`
      }
      shopUrl={shopUrl}
    >
      <MailTitle>Thank you for your order, {order.name}!</MailTitle>
      {order.cashOnDelivery ? (
        <Paragraph>
          Your order <strong>{order.number}</strong> is confirmed. You pay in cash when it arrives:
          please keep {rupees(order.totalPaise)} ready. We will write again when it ships.
        </Paragraph>
      ) : (
        <Paragraph>
          We have received your payment, and your order <strong>{order.number}</strong> is
          confirmed. We will write again when it ships.
        </Paragraph>
      )}
      <OrderItems items={order.items} />
      <OrderAmounts order={order} />
      <Section style={{ marginTop: '12px' }}>
        <Text style={{ ...quiet, margin: 0 }}>Delivery address</Text>
        <Paragraph>{`${order.name}, ${order.address} · ${order.phone}`}</Paragraph>
      </Section>
      <MailAction href={myOrdersUrl}>View My Orders</MailAction>
    </MailLayout>
  );
}
