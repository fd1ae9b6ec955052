import { codMessages, type AdminOrder } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodySentTo, stubApi, type ApiRoutes } from '../../../test/fetch-stub';
import { makeOrder } from '../../../test/orders';
import { renderWithApp } from '../../../test/render';
import { OrderDetails } from './order-details';

// A cash on delivery order in the back-office (decisions 0099 to 0102): said so, its cash received
// by hand with a reference, its refund paid by UPI or bank transfer with a reference.

const ID = '7c1e2d3f-0000-4000-8000-00000000cccc1111';

const codOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  ...makeOrder({ id: ID, pay: 1249 }),
  user: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
  paymentMethod: 'cod',
  codFee: 49,
  codConfirmed: true,
  status: 'pending',
  fulfilmentStatus: 'shipped',
  ...overrides,
});

const renderDetails = (order: AdminOrder, routes: ApiRoutes = {}) => {
  const fetchMock = stubApi({ 'GET /api/order': { body: {} }, ...routes });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<OrderDetails order={order} />);
  return { fetchMock, user };
};

describe('a cash on delivery order in the back-office', () => {
  it("says cash on delivery and records 'Cash received' with its reference", async () => {
    const { fetchMock, user } = renderDetails(codOrder(), {
      [`POST /api/order/${ID}/cash-received`]: {
        body: { order: codOrder({ status: 'success', fulfilmentStatus: 'delivered' }) },
      },
    });
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    expect(payment).toHaveTextContent('Cash on delivery');
    expect(payment).toHaveTextContent(`${codMessages.feeLine}:₹49`);
    const form = within(screen.getByRole('form', { name: codMessages.cashReceived }));
    await user.click(form.getByRole('button', { name: codMessages.cashReceived }));
    expect(form.getByLabelText('Cash reference')).toHaveAccessibleDescription(
      codMessages.cashReferenceRequired,
    );
    await user.type(form.getByLabelText('Cash reference'), 'Receipt 4411');
    await user.click(form.getByRole('button', { name: codMessages.cashReceived }));
    expect(await bodySentTo(fetchMock, `POST /api/order/${ID}/cash-received`)).toEqual({
      reference: 'Receipt 4411',
    });
  });

  it('refunds a paid COD order by UPI with its reference', async () => {
    const { fetchMock, user } = renderDetails(
      codOrder({ status: 'success', fulfilmentStatus: 'delivered' }),
      {
        [`POST /api/order/${ID}/refunds`]: {
          status: 201,
          body: {
            refund: {
              id: 'r1',
              amount: 500,
              reason: 'Chipped edge',
              status: 'processed',
              cancellation: false,
              createdAt: '2026-11-20T05:00:00.000Z',
              processedAt: '2026-11-20T05:00:00.000Z',
              creditNote: { id: 'cn1', number: 'CN26-27/000001' },
            },
          },
        },
      },
    );
    expect(screen.queryByRole('form', { name: codMessages.cashReceived })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund payment' }));
    await user.type(dialog.getByLabelText('Amount (₹)'), '500');
    await user.type(dialog.getByLabelText('Reason'), 'Chipped edge');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByLabelText('Transfer reference')).toHaveAccessibleDescription(
      codMessages.refundReferenceRequired,
    );
    await user.type(dialog.getByLabelText('Transfer reference'), 'UPI 5522');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await bodySentTo(fetchMock, `POST /api/order/${ID}/refunds`)).toEqual({
      amount: 500,
      reason: 'Chipped edge',
      method: 'upi',
      reference: 'UPI 5522',
    });
  });

  it('cancels a confirmed COD order before it ships, saying nothing is refunded', async () => {
    const { fetchMock, user } = renderDetails(codOrder({ fulfilmentStatus: null }), {
      [`PUT /api/order/${ID}/status`]: {
        body: { order: codOrder({ status: 'failed', fulfilmentStatus: 'cancelled' }) },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    expect(dialog.getByText(codMessages.cancelNothingPaid)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await bodySentTo(fetchMock, `PUT /api/order/${ID}/status`)).toEqual({
      status: 'cancelled',
    });
  });
});
