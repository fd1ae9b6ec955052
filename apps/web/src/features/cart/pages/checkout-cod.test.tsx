import { codMessages, type CodOptions } from '@artshop/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodySentTo, stubApi } from '../../../test/fetch-stub';
import { loggedIn } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { cartItem } from '../test/cart-items';
import { CheckoutPage } from './checkout-page';
import { ConfirmCodPage } from './confirm-cod-page';

// Cash on delivery at checkout (decision 0099) and its code (decision 0100).

const oneStone = { isFirstOrder: false, cartItems: [cartItem({ discount: false })] };
const offered: CodOptions = { available: true, reason: null, fee: 49, max: 5000 };
const codOrder = {
  order: {
    id: 'order-cod-1',
    number: 'AS-1001',
    pay: 0,
    codFee: 49,
    status: 'pending',
    paymentMethod: 'cod',
    email: 'asha@example.com',
  },
};

async function openCheckout() {
  const view = renderWithApp(<CheckoutPage />, {
    route: '/account/cart',
    path: '/checkout',
    stubs: { '/account/cart': 'Cart page', '/checkout/confirm/:orderId': 'Code page' },
    preloadedState: loggedIn(),
  });
  await act(() => view.router.navigate('/checkout'));
  return view;
}

const summary = () => screen.getByLabelText('Order summary');

afterEach(() => vi.restoreAllMocks());

describe('cash on delivery at checkout', () => {
  it('adds the fee as its own line, places the order and asks for the code', async () => {
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: oneStone },
      'GET /api/order/cash-on-delivery': { body: offered },
      'POST /api/order': { status: 201, body: codOrder },
    });
    const { router } = await openCheckout();
    const user = userEvent.setup();
    const cod = await screen.findByRole('radio', { name: /Cash on delivery/ });
    await waitFor(() => expect(cod).toBeEnabled());
    expect(within(summary()).queryByText(codMessages.feeLine)).not.toBeInTheDocument();

    await user.click(cod);
    expect(within(summary()).getByText(codMessages.feeLine).nextElementSibling).toHaveTextContent(
      '₹49',
    );
    const place = screen.getByRole('button', { name: /^Place order ₹/ });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/checkout/confirm/order-cod-1'),
    );
    expect(await bodySentTo(fetchMock, 'POST /api/order')).toMatchObject({
      paymentMethod: 'cod',
      address: { zip: '411001' },
    });
  });

  it('says why cash on delivery is not offered, and keeps it unselectable', async () => {
    stubApi({
      'GET /api/user/cart': { body: oneStone },
      'GET /api/order/cash-on-delivery': {
        body: { ...offered, available: false, reason: codMessages.pinCode },
      },
    });
    await openCheckout();
    expect(await screen.findByText(codMessages.pinCode)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: codMessages.payOnline })).toBeChecked();
    expect(screen.getByRole('button', { name: /^Pay ₹/ })).toBeInTheDocument();
  });
});

describe('ConfirmCodPage', () => {
  function openConfirm() {
    return renderWithApp(<ConfirmCodPage />, {
      route: '/checkout/confirm/order-cod-1',
      path: '/checkout/confirm/:orderId',
      preloadedState: loggedIn(),
    });
  }

  it("shows the server's refusal of a wrong code, then confirms with the right one", async () => {
    let tries = 0;
    const fetchMock = stubApi({
      'POST /api/order/order-cod-1/confirm-cod': () =>
        ++tries === 1
          ? { status: 400, body: { statusCode: 400, message: codMessages.codeWrong } }
          : { body: { order: {} } },
    });
    openConfirm();
    const user = userEvent.setup();
    expect(screen.getByText(/asha@example.com/)).toBeInTheDocument();
    const field = screen.getByLabelText(codMessages.codeLabel);
    await waitFor(() => expect(field).toBeEnabled());

    await user.type(field, '12a3');
    await user.click(screen.getByRole('button', { name: codMessages.confirmButton }));
    // Digits only, and six of them, before anything is sent.
    expect(await screen.findByText(codMessages.codeInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(field, '456');
    await user.click(screen.getByRole('button', { name: codMessages.confirmButton }));
    expect(await screen.findByText(codMessages.codeWrong)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: codMessages.confirmButton }));
    expect(await screen.findByText(codMessages.confirmed)).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, 'POST /api/order/order-cod-1/confirm-cod')).toEqual({
      code: '123456',
    });
  });
});
