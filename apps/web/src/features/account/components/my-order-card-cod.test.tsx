import { codMessages } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/orders';
import { renderWithApp } from '../../../test/render';
import { MyOrderCard } from './my-order-card';

// A cash on delivery order in My Orders (decisions 0099 to 0101): said so, its code asked for
// until entered, its fee in the amounts, and 'paid' once the cash is collected.

const ID = '00000000-0000-4000-8000-00000000c0d1';

const renderCard = (overrides: Parameters<typeof makeOrder>[0]) =>
  renderWithApp(
    <ul>
      <MyOrderCard
        order={makeOrder({
          id: ID,
          number: 'AS-1200',
          razorpayOrderId: null,
          paymentMethod: 'cod',
          codFee: 49,
          pay: 1299,
          ...overrides,
        })}
      />
    </ul>,
  );

describe('a cash on delivery order in My Orders', () => {
  it('asks for the emailed code until the order is confirmed', async () => {
    renderCard({ status: 'pending', codConfirmed: false });
    const card = screen.getByRole('button', { name: /Order AS-1200/ });
    expect(card).toHaveTextContent(codMessages.label);
    expect(card).toHaveTextContent('Pending');
    expect(screen.getByRole('link', { name: codMessages.enterCode })).toHaveAttribute(
      'href',
      `/checkout/confirm/${ID}`,
    );
    await userEvent.setup().click(card);
    expect(
      within(screen.getByLabelText('Order amounts')).getByText(codMessages.feeLine)
        .nextElementSibling,
    ).toHaveTextContent('₹49');
  });

  it('follows fulfilment once confirmed and reads paid once the cash is collected', () => {
    const { unmount } = renderCard({
      status: 'pending',
      codConfirmed: true,
      fulfilmentStatus: 'shipped',
    });
    expect(screen.getByRole('button', { name: /Order AS-1200/ })).toHaveTextContent('Shipped');
    expect(screen.queryByRole('link', { name: codMessages.enterCode })).not.toBeInTheDocument();
    unmount();

    renderCard({ status: 'success', codConfirmed: true, fulfilmentStatus: 'delivered' });
    const card = screen.getByRole('button', { name: /Order AS-1200/ });
    expect(card).toHaveTextContent(codMessages.paidInCash);
    expect(card).toHaveTextContent('Delivered');
  });
});
