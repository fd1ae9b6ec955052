import {
  cartCouponNotices,
  cartMessages,
  nameAndPhoneMessages,
  orderMessages,
} from '@artshop/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody, stubApi } from '../../../test/fetch-stub';
import { jsonResponse, loggedIn } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import type { RootState } from '../../../store/root-state';
import { cartItem } from '../test/cart-items';
import { createdOrder } from '../test/orders';
import { CheckoutPage } from './checkout-page';

const coupon = { code: 'SAVE100', discount: 100, expiryDate: '2999-12-31' };
const oneStone = { isFirstOrder: true, cartItems: [cartItem({ discount: false })] };

/** Arrives at /checkout from the cart, as 'Proceed to Checkout' does. */
async function openCheckout(state: Partial<RootState> = loggedIn()) {
  const view = renderWithApp(<CheckoutPage />, {
    route: '/account/cart',
    path: '/checkout',
    stubs: { '/account/cart': 'Cart page', '/signin': 'Sign in page' },
    preloadedState: state,
  });
  await act(() => view.router.navigate('/checkout'));
  return view;
}

const payButton = () => screen.getByRole('button', { name: /^Pay ₹|Processing Payment/ });
const summary = () => screen.getByLabelText('Order summary');
const shown = (label: string) => within(summary()).getByText(label).nextElementSibling;

/** The JSON bodies of every call to one API path, in order. */
function bodiesSentTo(fetchMock: ReturnType<typeof stubApi>, path: string) {
  const calls = fetchMock.mock.calls.flatMap(([input], index) => {
    const url = input instanceof Request ? input.url : String(input);
    return new URL(url, 'http://localhost').pathname === path ? [index] : [];
  });
  return Promise.all(calls.map((index) => sentBody(fetchMock, index)));
}

/** Captures the real form POST the page makes instead of letting jsdom try to navigate. */
function captureFormPost() {
  const posted: { action: string; method: string; fields: Record<string, string> }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    posted.push({
      action: new URL(this.action).pathname,
      method: this.method,
      fields: Object.fromEntries(
        [...new FormData(this).entries()].map(([key, value]) => [key, String(value)]),
      ),
    });
  });
  return posted;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.Razorpay;
});

describe('CheckoutPage', () => {
  it('sends a visitor to sign in like the cart does', async () => {
    const { router } = await openCheckout({
      auth: { isLoggedIn: false, user: null, status: 'ready' },
    });
    expect(screen.getByText(cartMessages.loginPrompt)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), {
      timeout: 3000,
    });
  });

  it('prefills the form from the profile, with email and country locked', async () => {
    stubApi({ 'GET /api/user/cart': { body: oneStone } });
    await openCheckout();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('1 MG Road');
    expect(screen.getByLabelText('PIN code')).toHaveValue('411001');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('Country')).toHaveAttribute('readonly');
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it("shows the spec's messages on change and keeps Pay disabled while any is shown", async () => {
    stubApi({ 'GET /api/user/cart': { body: oneStone } });
    await openCheckout();
    const user = userEvent.setup();
    await waitFor(() => expect(payButton()).toBeEnabled());

    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    expect(screen.getByText(orderMessages.nameRequired)).toBeInTheDocument();
    await user.type(name, 'As');
    expect(screen.getByText(orderMessages.nameShort)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(payButton()).toBeDisabled();

    await user.type(name, 'ha');
    expect(screen.queryByText(orderMessages.nameShort)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));
    expect(screen.getByText(orderMessages.phoneRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '12345');
    expect(screen.getByText(orderMessages.phoneInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('PIN code'));
    await user.type(screen.getByLabelText('PIN code'), '4110');
    expect(screen.getByText(orderMessages.zipInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Address line 1'));
    await user.type(screen.getByLabelText('Address line 1'), '1 MG');
    expect(screen.getByText(orderMessages.streetInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('City'));
    expect(screen.getByText(orderMessages.cityRequired)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('takes a name and a phone as people write them, whole, and orders with the ten digits', async () => {
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: oneStone },
      'POST /api/order': { status: 201, body: createdOrder() },
    });
    await openCheckout();
    const user = userEvent.setup();
    await waitFor(() => expect(payButton()).toBeEnabled());

    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Anita2');
    expect(name).toHaveAccessibleDescription(nameAndPhoneMessages.nameCharacters);
    expect(payButton()).toHaveAccessibleDescription(
      new RegExp(`^${orderMessages.completeDetails.replace(/[.]/g, '\\.')}`),
    );
    await user.clear(name);
    await user.type(name, "K. S.  D'Souza");
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+91 98765 43210');
    expect(phone).toHaveValue('+91 98765 43210');
    await user.clear(screen.getByLabelText('PIN code'));
    await user.type(screen.getByLabelText('PIN code'), '4110012');
    // Not cut to six digits: refused in words instead.
    expect(screen.getByLabelText('PIN code')).toHaveValue('4110012');
    expect(screen.getByText(orderMessages.zipInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN code'), '{Backspace}');
    expect(payButton()).toBeEnabled();
    expect(payButton()).not.toHaveAccessibleDescription();

    await user.click(payButton());
    await screen.findByRole('dialog');
    const [body] = await bodiesSentTo(fetchMock, '/api/order');
    expect(body).toMatchObject({ name: "K. S. D'Souza", phone: '9876543210' });
  });

  it('keeps Pay disabled for an incomplete profile before anything is typed', async () => {
    stubApi({ 'GET /api/user/cart': { body: oneStone } });
    await openCheckout(
      loggedIn({ address: { street: null, city: null, state: null, zip: null, country: 'India' } }),
    );
    await screen.findByRole('list', { name: 'Items in your order' });
    expect(screen.queryByText(orderMessages.streetRequired)).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('keeps Pay disabled when the cart is empty', async () => {
    stubApi({ 'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [] } } });
    await openCheckout();
    expect(await screen.findByText(cartMessages.emptyTitle)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('keeps Pay disabled and offers a retry when the cart cannot be loaded', async () => {
    stubApi({ 'GET /api/user/cart': { status: 500, body: { message: 'Internal Server Error' } } });
    await openCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your cart.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it("shows the cart's items, the welcome offer and the server cart's coupon in the summary", async () => {
    stubApi({ 'GET /api/user/cart': { body: { ...oneStone, coupon, couponNotice: null } } });
    await openCheckout();
    expect(
      await within(screen.getByLabelText('Order summary')).findByText('Coupon (SAVE100)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Items in your order' })).toHaveTextContent(
      'Ganesha Stone',
    );
    expect(shown('MRP')).toHaveTextContent('₹1,500');
    expect(shown('Welcome offer (20%)')).toHaveTextContent('-₹300');
    expect(shown('Coupon (SAVE100)')).toHaveTextContent('-₹100');
    expect(shown('Delivery')).toHaveTextContent('₹50');
    expect(shown('Total')).toHaveTextContent('₹1,150');
    expect(payButton()).toHaveTextContent('Pay ₹1,150');
  });

  it('shows no welcome offer to a returning customer', async () => {
    stubApi({ 'GET /api/user/cart': { body: { ...oneStone, isFirstOrder: false } } });
    await openCheckout();
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₹1,550'));
    expect(within(summary()).queryByText(/Welcome offer/)).not.toBeInTheDocument();
  });

  it('says why the server removed the coupon on arrival and orders without one', async () => {
    const notice = cartCouponNotices.expired('OLD');
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: { ...oneStone, coupon: null, couponNotice: notice } },
      'POST /api/order': { status: 201, body: createdOrder() },
    });
    await openCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(within(summary()).queryByText(/Coupon/)).not.toBeInTheDocument();
    expect(shown('Total')).toHaveTextContent('₹1,250');
    await userEvent.click(payButton());
    await screen.findByRole('dialog');
    const [body] = await bodiesSentTo(fetchMock, '/api/order');
    expect(body).toMatchObject({ couponCode: null });
  });

  it('creates the order and pays successfully in the test window with a real form POST', async () => {
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: { ...oneStone, coupon, couponNotice: null } },
      'POST /api/order': { status: 201, body: createdOrder() },
      'POST /api/payments/test/o1': {
        body: {
          callbackUrl: '/api/transaction/o1',
          fields: { razorpay_order_id: 'order_TEST123', razorpay_payment_id: 'pay_1' },
        },
      },
    });
    const posted = captureFormPost();
    await openCheckout();
    await within(summary()).findByText('Coupon (SAVE100)');
    await userEvent.click(payButton());

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(orderMessages.testModeLabel)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('₹1,150');
    expect(payButton()).toHaveTextContent(orderMessages.processing);
    expect(payButton()).toBeDisabled();

    const bodies = await bodiesSentTo(fetchMock, '/api/order');
    expect(bodies).toEqual([
      {
        deliveryAddress: '1 MG Road, Pune, Maharashtra, 411001, India',
        address: {
          street: '1 MG Road',
          line2: '',
          city: 'Pune',
          state: 'Maharashtra',
          zip: '411001',
          country: 'India',
        },
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        couponCode: 'SAVE100',
      },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay successfully' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: '/api/transaction/o1',
      method: 'post',
      fields: { razorpay_order_id: 'order_TEST123', razorpay_payment_id: 'pay_1' },
    });
    expect(await bodiesSentTo(fetchMock, '/api/payments/test/o1')).toEqual([
      { outcome: 'success' },
    ]);
  });

  it("sends 'failure' from the test window's Fail payment button", async () => {
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: oneStone },
      'POST /api/order': { status: 201, body: createdOrder() },
      'POST /api/payments/test/o1': {
        body: { callbackUrl: '/api/transaction/o1', fields: { error: 'failed' } },
      },
    });
    const posted = captureFormPost();
    await openCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.fields).toEqual({ error: 'failed' });
    expect(await bodiesSentTo(fetchMock, '/api/payments/test/o1')).toEqual([
      { outcome: 'failure' },
    ]);
  });

  it('closes the test window with the failure toast when the result cannot be sent', async () => {
    stubApi({
      'GET /api/user/cart': { body: oneStone },
      'POST /api/order': { status: 201, body: createdOrder() },
      'POST /api/payments/test/o1': { status: 409, body: { message: 'Order already paid' } },
    });
    const posted = captureFormPost();
    await openCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay successfully' }));
    expect(await screen.findByText(orderMessages.checkoutFailed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(posted).toEqual([]);
  });

  it('returns to idle when the test window is closed', async () => {
    stubApi({
      'GET /api/user/cart': { body: oneStone },
      'POST /api/order': { status: 201, body: createdOrder() },
    });
    await openCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveTextContent('Pay ₹1,250');
  });

  it("says why in the server's words when the order is refused (a coupon at its usage limit)", async () => {
    const limitReached = cartMessages.couponLimitReached;
    stubApi({
      'GET /api/user/cart': { body: oneStone },
      'POST /api/order': { status: 400, body: { message: limitReached } },
    });
    await openCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(await screen.findByText(limitReached)).toBeInTheDocument();
    expect(screen.queryByText(orderMessages.checkoutFailed)).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('shows Processing Payment... while busy, then the failure toast and idle again', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'GET /api/user/cart': { body: oneStone },
      'POST /api/order': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(payButton()).toHaveTextContent(orderMessages.processing);
    expect(payButton()).toBeDisabled();
    expect(screen.getByLabelText('Full Name')).toBeDisabled();
    expect(screen.queryByText(orderMessages.checkoutFailed)).not.toBeInTheDocument();
    act(() => answer(jsonResponse(500, { message: 'Internal Server Error' })));
    expect(await screen.findByText(orderMessages.checkoutFailed)).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₹1,250'));
    expect(payButton()).toBeEnabled();
  });

  it('opens Razorpay Checkout with the order, amount in paise, prefill and the callback', async () => {
    const opened: unknown[] = [];
    window.Razorpay = class {
      constructor(options: unknown) {
        opened.push(options);
      }
      open() {}
    } as unknown as typeof window.Razorpay;
    stubApi({
      'GET /api/user/cart': { body: oneStone },
      'POST /api/order': {
        status: 201,
        body: createdOrder({ provider: 'razorpay', keyId: 'rzp_test_key' }),
      },
    });
    await openCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 115_000,
      currency: 'INR',
      order_id: 'order_TEST123',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
      callback_url: '/api/transaction/o1',
      redirect: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(payButton()).toHaveTextContent(orderMessages.processing);
    // Closing Razorpay's window returns the page to idle.
    act(() => (opened[0] as { modal: { ondismiss: () => void } }).modal.ondismiss());
    expect(payButton()).toHaveTextContent('Pay ₹1,250');
  });

  it("has a 'Back to Cart' link", async () => {
    stubApi({ 'GET /api/user/cart': { body: oneStone } });
    await openCheckout();
    expect(screen.getByRole('link', { name: orderMessages.backToCart })).toHaveAttribute(
      'href',
      '/account/cart',
    );
  });

  describe('an address for India (decision 0084)', () => {
    const home = {
      id: 'a1',
      street: '12 Residency Road',
      line2: 'Flat 4B',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560025',
      country: 'India',
      lastUsedAt: '2026-11-20T10:00:00.000Z',
    };
    const office = {
      ...home,
      id: 'a2',
      street: '9 Park Street',
      line2: '',
      city: 'Kolkata',
      state: 'WB',
      zip: '700016',
      lastUsedAt: '2026-10-01T10:00:00.000Z',
    };

    it('prefills the last used saved address, and orders with another saved or a new one', async () => {
      const fetchMock = stubApi({
        'GET /api/user/cart': { body: oneStone },
        'GET /api/user/addresses': { body: { addresses: [home, office] } },
        'POST /api/order': { status: 201, body: createdOrder() },
      });
      await openCheckout();
      const user = userEvent.setup();
      const book = await screen.findByRole('group', { name: orderMessages.savedAddresses });
      expect(within(book).getByRole('radio', { name: /12 Residency Road/ })).toBeChecked();
      expect(screen.getByLabelText('Address line 1')).toHaveValue('12 Residency Road');
      expect(screen.getByLabelText('Address line 2 (optional)')).toHaveValue('Flat 4B');
      expect(screen.getByLabelText('State')).toHaveValue('Karnataka');
      expect(screen.getByLabelText('PIN code')).toHaveValue('560025');

      // The older one: its state's short form shown as the list's name.
      await user.click(within(book).getByRole('radio', { name: /9 Park Street/ }));
      expect(screen.getByLabelText('City')).toHaveValue('Kolkata');
      expect(screen.getByLabelText('State')).toHaveValue('West Bengal');
      await waitFor(() => expect(payButton()).toBeEnabled());
      await user.click(payButton());
      await screen.findByRole('dialog');
      const [body] = await bodiesSentTo(fetchMock, '/api/order');
      expect(body).toMatchObject({
        address: { street: '9 Park Street', line2: '', state: 'West Bengal', zip: '700016' },
        deliveryAddress: '9 Park Street, Kolkata, West Bengal, 700016, India',
      });
    });

    it('empties the address for a new one, without a wall of messages', async () => {
      stubApi({
        'GET /api/user/cart': { body: oneStone },
        'GET /api/user/addresses': { body: { addresses: [home] } },
      });
      await openCheckout();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: orderMessages.newAddress }));
      expect(screen.getByLabelText('Address line 1')).toHaveValue('');
      expect(screen.getByLabelText('State')).toHaveValue('');
      expect(screen.queryByText(orderMessages.streetRequired, { selector: 'p' })).toBeNull();
      expect(payButton()).toBeDisabled();
    });

    it('refuses a PIN code starting with 0 and offers the states and union territories', async () => {
      stubApi({ 'GET /api/user/cart': { body: oneStone } });
      await openCheckout();
      const user = userEvent.setup();
      const state = screen.getByLabelText('State');
      expect(within(state).getAllByRole('option')).toHaveLength(37);
      expect(within(state).getByRole('option', { name: 'Ladakh' })).toBeInTheDocument();
      await user.clear(screen.getByLabelText('PIN code'));
      await user.type(screen.getByLabelText('PIN code'), '011001');
      expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(
        orderMessages.zipLeadingZero,
      );
      expect(payButton()).toBeDisabled();
    });

    it('names each wrong field beside Pay, and moves focus to it from there', async () => {
      stubApi({ 'GET /api/user/cart': { body: oneStone } });
      await openCheckout();
      const user = userEvent.setup();
      await user.clear(screen.getByLabelText('PIN code'));
      await user.type(screen.getByLabelText('PIN code'), '011001');
      await user.selectOptions(screen.getByLabelText('State'), '');
      const fix = screen.getByRole('button', {
        name: `PIN code: ${orderMessages.zipLeadingZero}`,
      });
      expect(screen.getByRole('button', { name: `State: ${orderMessages.stateRequired}` }));
      expect(payButton()).toHaveAccessibleDescription(
        new RegExp(`PIN code: ${orderMessages.zipLeadingZero}`),
      );
      await user.click(fix);
      expect(screen.getByLabelText('PIN code')).toHaveFocus();
    });
  });
});
