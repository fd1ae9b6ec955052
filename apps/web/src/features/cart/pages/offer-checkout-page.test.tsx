import { cartMessages, offerMessages, orderMessages } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests, stubApi, type ApiRoutes } from '../../../test/fetch-stub';
import { loggedIn } from '../../../test/fixtures';
import { makeOffer } from '../../../test/offers';
import { renderWithApp } from '../../../test/render';
import type { RootState } from '../../../store/root-state';
import { createdOrder } from '../test/orders';
import { OfferCheckoutPage } from './offer-checkout-page';

const offer = makeOffer({ price: 12500, deliveryFee: 120 });
const returning = { isFirstOrder: false, cartItems: [] };

function openOfferCheckout(routes: ApiRoutes, state: Partial<RootState> = loggedIn()) {
  const fetchMock = stubApi({
    'GET /api/offers': { body: { offers: [offer] } },
    'GET /api/user/cart': { body: returning },
    ...routes,
  });
  const view = renderWithApp(<OfferCheckoutPage />, {
    route: '/checkout/offer/of1',
    path: '/checkout/offer/:offerId',
    stubs: { '/signin': 'Sign in page' },
    preloadedState: state,
  });
  return { ...view, fetchMock };
}

const payButton = () => screen.getByRole('button', { name: /^Pay ₹|Processing Payment/ });
const shown = (label: string) =>
  within(screen.getByLabelText('Order summary')).getByText(label).nextElementSibling;

/** The JSON bodies sent to one API path, in order. */
const bodiesSentTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  Promise.all(
    sentRequests(fetchMock)
      .filter((request) => new URL(request.url).pathname === path)
      .map((request) => request.json() as Promise<unknown>),
  );

function captureFormPost() {
  const posted: { action: string; fields: Record<string, string> }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    posted.push({
      action: new URL(this.action).pathname,
      fields: Object.fromEntries(
        [...new FormData(this).entries()].map(([key, value]) => [key, String(value)]),
      ),
    });
  });
  return posted;
}

afterEach(() => {
  delete window.Razorpay;
});

describe('OfferCheckoutPage', () => {
  it("shows the offer's one line, its delivery fee and total, with the form from the profile", async () => {
    openOfferCheckout({});
    const items = await screen.findByRole('list', { name: 'Items in your order' });
    expect(items).toHaveTextContent('Monsoon Evening');
    expect(items).toHaveTextContent('Original painting × 1');
    expect(items).toHaveTextContent('₹12,500');
    expect(shown('MRP')).toHaveTextContent('₹12,500');
    expect(shown('Delivery')).toHaveTextContent('₹120');
    expect(shown('Total')).toHaveTextContent('₹12,620');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₹12,620'));
    expect(payButton()).toBeEnabled();
  });

  it('takes the welcome offer off a first order, as the cart does', async () => {
    openOfferCheckout({ 'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [] } } });
    await waitFor(() => expect(shown('Welcome offer (20%)')).toHaveTextContent('-₹2,500'));
    expect(payButton()).toHaveTextContent('Pay ₹10,120');
  });

  it('accepts with the checkout body and a coupon, then pays the amount the server set in test mode', async () => {
    const { fetchMock } = openOfferCheckout({
      'GET /api/coupons/SAVE100': {
        body: { coupon: { code: 'SAVE100', discount: 100, expiryDate: '2999-12-31' } },
      },
      'POST /api/offers/of1/accept': { status: 201, body: createdOrder({ amount: 1_252_000 }) },
      'POST /api/payments/test/o1': {
        body: {
          callbackUrl: '/api/transaction/o1',
          fields: { razorpay_order_id: 'order_TEST123', razorpay_payment_id: 'pay_1' },
        },
      },
    });
    const posted = captureFormPost();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Coupon code'), 'SAVE100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('SAVE100')).toBeInTheDocument();
    expect(shown('Coupon (SAVE100)')).toHaveTextContent('-₹100');
    await user.click(payButton());

    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    expect(dialog).toHaveTextContent('₹12,520');
    expect(await bodiesSentTo(fetchMock, '/api/offers/of1/accept')).toEqual([
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
    expect(await bodiesSentTo(fetchMock, '/api/order')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Pay successfully' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: '/api/transaction/o1',
      fields: { razorpay_order_id: 'order_TEST123', razorpay_payment_id: 'pay_1' },
    });
  });

  it('opens Razorpay Checkout with the order the acceptance made', async () => {
    const opened: unknown[] = [];
    window.Razorpay = class {
      constructor(options: unknown) {
        opened.push(options);
      }
      open() {}
    } as unknown as typeof window.Razorpay;
    openOfferCheckout({
      'POST /api/offers/of1/accept': {
        status: 201,
        body: createdOrder({ provider: 'razorpay', keyId: 'rzp_test_key', amount: 1_262_000 }),
      },
    });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ key: 'rzp_test_key', amount: 1_262_000, redirect: true });
  });

  it("shows the server's 409 on the page and then why the offer can no longer be paid", async () => {
    let loads = 0;
    openOfferCheckout({
      'GET /api/offers': () => {
        loads += 1;
        return { body: { offers: [loads === 1 ? offer : { ...offer, status: 'expired' }] } };
      },
      'POST /api/offers/of1/accept': { status: 409, body: { message: offerMessages.offerLapsed } },
    });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    // The offer is asked again: it has lapsed, so the form gives way to why, and the way back.
    await waitFor(() => expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument());
    expect(screen.getByText(offerMessages.offerLapsed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my offers' })).toHaveAttribute(
      'href',
      '/my-account?tab=offers',
    );
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).not.toBeInTheDocument();
  });

  it('keeps the form with the message when the painting is reserved by someone else', async () => {
    openOfferCheckout({
      'POST /api/offers/of1/accept': {
        status: 409,
        body: { message: offerMessages.pieceReserved },
      },
    });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.pieceReserved);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.queryByText(orderMessages.checkoutFailed)).not.toBeInTheDocument();
  });

  it('shows the failure toast and returns to idle when the server fails', async () => {
    openOfferCheckout({
      'POST /api/offers/of1/accept': { status: 502, body: { message: 'Bad gateway' } },
    });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(await screen.findByText(orderMessages.checkoutFailed)).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it.each([
    ['paid', {}, offerMessages.offerPaid],
    ['declined', {}, offerMessages.offerDeclined],
    ['withdrawn', {}, offerMessages.offerWithdrawnByShop],
    [
      'withdrawn',
      { withdrawnReason: offerMessages.withdrawnBecauseSold },
      offerMessages.withdrawnBecauseSold,
    ],
    ['expired', {}, offerMessages.offerLapsed],
    ['open', { expiresAt: '2020-01-01T00:00:00.000Z' }, offerMessages.offerLapsed],
  ] as const)('says why a %s offer cannot be paid', async (status, extra, message) => {
    openOfferCheckout({
      'GET /api/offers': { body: { offers: [{ ...offer, status, ...extra }] } },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it("says 'Offer not found' for an offer that is not the customer's", async () => {
    openOfferCheckout({ 'GET /api/offers': { body: { offers: [] } } });
    expect(await screen.findByText(offerMessages.offerNotFound)).toBeInTheDocument();
  });

  it('sends a visitor to sign in like the cart does', async () => {
    const { router } = openOfferCheckout(
      {},
      { auth: { isLoggedIn: false, user: null, status: 'ready' } },
    );
    expect(screen.getByText(cartMessages.loginPrompt)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 3000 });
  });
});
