import { codMessages, summaryRows } from '@artshop/shared';
import { Column, Hr, Row, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { mailColors } from './mail-layout';
import { rupees } from './mail-parts';

/** One ordered line as the messages show it: the snapshot taken at order time. */
export interface OrderMailItem {
  title: string;
  size: string;
  quantity: number;
  /** The price paid for one piece (after the product's own discount), in paise. */
  unitPaise: number;
}

/** An order as the messages show it; money in paise, formatted in en-IN when rendered. */
export interface OrderMailView {
  /** The order number as the shop shows it, e.g. 'AS-1001' (decision 0085). */
  number: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  items: readonly OrderMailItem[];
  subtotalPaise: number;
  discountPaise: number;
  welcomeOfferPaise: number;
  couponCode: string | null;
  couponPaise: number;
  deliveryPaise: number;
  totalPaise: number;
  /** Cash on delivery (decision 0099): its fee, a line of its own, and the way it is paid. */
  codFeePaise?: number;
  cashOnDelivery?: boolean;
}

const itemTitle: CSSProperties = { fontSize: '15px', fontWeight: 600, margin: '0' };
const itemMeta: CSSProperties = { color: mailColors.inkSoft, fontSize: '13px', margin: '2px 0 0' };
const money: CSSProperties = { fontSize: '14px', textAlign: 'right', verticalAlign: 'top' };
const amountLabel: CSSProperties = { fontSize: '14px', padding: '2px 0' };
const totalRow: CSSProperties = { fontSize: '16px', fontWeight: 700, padding: '6px 0 0' };

function Amount({ name, value, strong }: { name: string; value: string; strong?: boolean }) {
  const style = strong ? totalRow : amountLabel;
  return (
    <Row>
      <Column style={style}>{name}</Column>
      <Column style={{ ...style, textAlign: 'right' }}>{value}</Column>
    </Row>
  );
}

/** The ordered items with size, quantity and price. */
export function OrderItems({ items }: { items: readonly OrderMailItem[] }) {
  return (
    <Section>
      {items.map((item, index) => (
        <Row key={`${index}|${item.title}|${item.size}`} style={{ padding: '6px 0' }}>
          <Column>
            <Text style={itemTitle}>{item.title}</Text>
            {/* One string: one text node, so the HTML part reads as the plain-text part does. */}
            <Text style={itemMeta}>
              {`Size: ${item.size} · Quantity: ${item.quantity}` +
                (item.quantity > 1 ? ` · ${rupees(item.unitPaise)} each` : '')}
            </Text>
          </Column>
          <Column style={money}>{rupees(item.unitPaise * item.quantity)}</Column>
        </Row>
      ))}
    </Section>
  );
}

/**
 * The amounts as the cart and My Orders show them (the shared summary rows): the MRP, each saving
 * taken off it, delivery, then the total charged, in one order that adds up (decision 0083).
 */
export function OrderAmounts({ order }: { order: OrderMailView }) {
  const rows = summaryRows(
    {
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      welcomeOfferPaise: order.welcomeOfferPaise,
      couponPaise: order.couponPaise,
      deliveryPaise: order.deliveryPaise,
      totalPaise: order.totalPaise,
    },
    order.couponCode,
  );
  return (
    <Section>
      {rows.map((row) => (
        <Amount
          key={row.key}
          name={row.label}
          value={`${row.sign < 0 ? '-' : ''}${rupees(row.paise)}`}
        />
      ))}
      {order.codFeePaise ? (
        <Amount name={codMessages.feeLine} value={rupees(order.codFeePaise)} />
      ) : null}
      <Hr style={{ borderColor: mailColors.sand, margin: '6px 0' }} />
      <Amount name="Total" value={rupees(order.totalPaise)} strong />
      {order.cashOnDelivery ? <Amount name="Payment" value={codMessages.label} /> : null}
    </Section>
  );
}
