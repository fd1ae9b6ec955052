import {
  CART_QUANTITY_MAX,
  cartCouponNotices,
  cartItemNotices,
  cartMessages,
  computeTotals,
  formatINR,
  toRupees,
} from '@artshop/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodySentTo, sentRequests, stubApi } from '../../../test/fetch-stub';
import { jsonResponse, loggedIn } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { cartItem } from '../test/cart-items';
import { selectCartCount } from '../cart.slice';
import { toast } from '../../../lib/toast';
import { CartPage } from './cart-page';

const SAVE100 = { code: 'SAVE100', discount: 100, expiryDate: '2999-12-31' };

const visitor = { auth: { isLoggedIn: false, user: null, status: 'ready' as const } };

const renderCart = (preloadedState = loggedIn()) =>
  renderWithApp(<CartPage />, { route: '/account/cart', preloadedState });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('CartPage', () => {
  it('asks a visitor to log in and goes to /signin after 1.5 s', () => {
    vi.useFakeTimers();
    const { router } = renderCart(visitor);
    expect(screen.getByText(cartMessages.loginPrompt)).toBeInTheDocument();
    expect(screen.getByText(cartMessages.loginRedirect)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1400));
    expect(router.state.location.pathname).toBe('/account/cart');
    act(() => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('waits for the session check before showing the login prompt', () => {
    renderCart({ auth: { isLoggedIn: false, user: null, status: 'loading' } });
    expect(screen.queryByText(cartMessages.loginPrompt)).not.toBeInTheDocument();
  });

  it('shows the empty state with a way back to the shop', async () => {
    stubApi({ 'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [] } } });
    renderCart();
    expect(await screen.findByText(cartMessages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(cartMessages.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows the order summary figures of computeTotals', async () => {
    const items = [cartItem({ quantity: 2 }), cartItem({ id: 'p2', discount: false, price: 800 })];
    stubApi({ 'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: items } } });
    renderCart();
    const list = await screen.findByLabelText('Order summary');
    const totals = computeTotals({
      lines: [
        { pricePaise: 150_000, effectivePricePaise: 120_000, quantity: 2 },
        { pricePaise: 80_000, effectivePricePaise: 80_000, quantity: 1 },
      ],
      isFirstOrder: true,
      couponPaise: null,
    });
    const shown = (label: string) => within(list).getByText(label).nextElementSibling?.textContent;
    const inr = (paise: number) => formatINR(toRupees(paise));
    expect(shown('MRP')).toBe(inr(totals.subtotalPaise + totals.discountPaise));
    expect(shown('Discount')).toBe(`-${inr(totals.discountPaise)}`);
    expect(shown('Welcome offer (20%)')).toBe(`-${inr(totals.welcomeOfferPaise)}`);
    expect(shown('Delivery')).toBe('₹50');
    expect(shown('Total')).toBe(inr(totals.totalPaise));
  });

  it('lists MRP, discount and what is paid in one order that adds up (decision 0083)', async () => {
    // ₹1,499 less 10% is ₹1,349 (whole rupees); two of them and one ₹800 piece.
    const items = [
      cartItem({ quantity: 2, price: 1499, discountPercentage: 10, discountPrice: 1349 }),
      cartItem({ id: 'p2', discount: false, price: 800, discountPrice: 800 }),
    ];
    stubApi({ 'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: items } } });
    renderCart();
    const list = await screen.findByLabelText('Order summary');
    const rows = within(list)
      .getAllByRole('definition')
      .map((value) => [value.previousElementSibling?.textContent, value.textContent]);
    expect(rows).toEqual([
      ['MRP', '₹3,798'],
      ['Discount', '-₹300'],
      // 20% of ₹3,498 is ₹699.60: ₹700 in whole rupees.
      ['Welcome offer (20%)', '-₹700'],
      ['Delivery', '₹50'],
      ['Total', '₹2,848'],
    ]);
    expect(
      within(list.parentElement!).queryByText(/already in the subtotal/),
    ).not.toBeInTheDocument();
  });

  it('shows no welcome offer once the server says this is not the first order', async () => {
    stubApi({
      'GET /api/user/cart': {
        body: { isFirstOrder: false, cartItems: [cartItem({ discount: false })] },
      },
    });
    renderCart();
    const list = await screen.findByLabelText('Order summary');
    expect(within(list).queryByText(/Welcome offer/)).not.toBeInTheDocument();
    // 1500 + 50 delivery
    expect(within(list).getByText('Total').nextElementSibling).toHaveTextContent('₹1,550');
  });

  it('disables minus at 1 and changes the quantity only after the server answers', async () => {
    const answers: ((response: Response) => void)[] = [];
    const sent: unknown[] = [];
    stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [cartItem()] } },
      'PUT /api/user/cart/p1': async (request) => {
        sent.push(await request.json());
        return new Promise<Response>((resolve) => answers.push(resolve));
      },
    });
    renderCart();
    expect(await screen.findByRole('button', { name: /Decrease quantity/ })).toBeDisabled();
    const plus = screen.getByRole('button', { name: /Increase quantity/ });
    await userEvent.click(plus);
    await userEvent.click(plus);
    const quantity = screen.getByLabelText('Quantity of Ganesha Stone');
    // The second click waits in the line's queue until the first request is answered.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ quantity: 2, size: '5 x 3 inches' });
    expect(quantity).toHaveTextContent('1');
    answers[0]?.(jsonResponse(200, { isFirstOrder: true, cartItems: [cartItem({ quantity: 2 })] }));
    await waitFor(() => expect(quantity).toHaveTextContent('2'));
    expect(screen.getByRole('button', { name: /Decrease quantity/ })).toBeEnabled();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ quantity: 3, size: '5 x 3 inches' });
    answers[1]?.(jsonResponse(200, { isFirstOrder: true, cartItems: [cartItem({ quantity: 3 })] }));
    await waitFor(() => expect(quantity).toHaveTextContent('3'));
  });

  it('keeps the quantity and says so when the server refuses the change', async () => {
    stubApi({
      'GET /api/user/cart': {
        body: { isFirstOrder: true, cartItems: [cartItem({ quantity: 2 })] },
      },
      'PUT /api/user/cart/p1': { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: /Decrease quantity/ }));
    expect(await screen.findByText(cartMessages.quantityFailed)).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Ganesha Stone')).toHaveTextContent('2');
  });

  it('removes a line through the server', async () => {
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [cartItem()] } },
      'DELETE /api/user/cart/p1': { body: { isFirstOrder: true, cartItems: [] } },
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(cartMessages.emptyTitle)).toBeInTheDocument();
    const request = sentRequests(fetchMock)[1];
    expect(new URL(request!.url).searchParams.get('size')).toBe('5 x 3 inches');
  });

  it('disables plus at the one limit and says so', async () => {
    stubApi({
      'GET /api/user/cart': {
        body: { isFirstOrder: true, cartItems: [cartItem({ quantity: CART_QUANTITY_MAX })] },
      },
    });
    renderCart();
    const plus = await screen.findByRole('button', { name: /Increase quantity/ });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription(cartMessages.quantityMaxHint);
  });

  it('asks for a code, then checks the code rule, before asking the server', async () => {
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [cartItem()] } },
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(cartMessages.couponEmpty);
    for (const code of ['AB', 'SAVE 10', 'X'.repeat(33)]) {
      await userEvent.clear(screen.getByLabelText('Coupon code'));
      await userEvent.type(screen.getByLabelText('Coupon code'), code);
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('alert')).toHaveTextContent(cartMessages.couponInvalid);
    }
    expect(sentRequests(fetchMock).map((r) => r.method)).toEqual(['GET']);
  });

  it("shows the server's message, and only that, when a coupon is refused", async () => {
    stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [cartItem()] } },
      'PUT /api/user/cart/coupon': { status: 400, body: { message: cartMessages.couponExpired } },
    });
    const failureToast = vi.spyOn(toast, 'error');
    renderCart();
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'OLD10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(cartMessages.couponExpired);
    // One message (decision 0081): no failure toast on top of the box's own, which is set in the
    // same step as a toast would be.
    expect(failureToast).not.toHaveBeenCalled();
  });

  it("applies a coupon to the server's cart and counts it in the total", async () => {
    const items = [cartItem({ discount: false })];
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: items } },
      'PUT /api/user/cart/coupon': {
        body: { isFirstOrder: true, cartItems: items, coupon: SAVE100, couponNotice: null },
      },
    });
    const { router } = renderCart();
    await userEvent.type(await screen.findByLabelText('Coupon code'), ' SAVE100 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(cartMessages.couponApplied)).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, 'PUT /api/user/cart/coupon')).toEqual({ code: 'SAVE100' });
    const list = screen.getByLabelText('Order summary');
    // 1500 - 20% welcome offer (300) - 100 coupon + 50 delivery
    expect(within(list).getByText('Coupon (SAVE100)').nextElementSibling).toHaveTextContent(
      '-₹100',
    );
    expect(within(list).getByText('Total').nextElementSibling).toHaveTextContent('₹1,150');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('shows the coupon the server cart holds (after a reload) and removes it there', async () => {
    const items = [cartItem({ discount: false })];
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: items, coupon: SAVE100 } },
      'DELETE /api/user/cart/coupon': {
        body: { isFirstOrder: true, cartItems: items, coupon: null, couponNotice: null },
      },
    });
    renderCart();
    expect(await screen.findByText('Coupon (SAVE100)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByLabelText('Coupon code')).toBeInTheDocument();
    expect(screen.queryByText('Coupon (SAVE100)')).not.toBeInTheDocument();
    expect(sentRequests(fetchMock).map((r) => r.method)).toContain('DELETE');
  });

  it('says why the server removed the applied coupon', async () => {
    const notice = cartCouponNotices.expired('SAVE100');
    stubApi({
      'GET /api/user/cart': {
        body: { isFirstOrder: true, cartItems: [cartItem()], coupon: null, couponNotice: notice },
      },
    });
    renderCart();
    expect(await screen.findByRole('status')).toHaveTextContent(notice);
    expect(screen.queryByText(/Coupon \(/)).not.toBeInTheDocument();
  });

  describe('products that can no longer be bought (decision 0073)', () => {
    const lotus = {
      productId: 'p9',
      title: 'Lotus Stone',
      reason: 'unavailable' as const,
      notice: cartItemNotices.unavailable('Lotus Stone'),
    };
    const answer = (cartItems: unknown[], removedItems: unknown[]) => ({
      body: { isFirstOrder: true, cartItems, coupon: null, couponNotice: null, removedItems },
    });

    it('says which products left the cart and why, then removes their lines for good', async () => {
      const fetchMock = stubApi({
        'GET /api/user/cart': answer([cartItem()], [lotus]),
        // The removal's answer counts 2 pieces, so the test can tell when it has been taken in.
        'DELETE /api/user/cart/p9': answer([cartItem({ quantity: 2 })], []),
      });
      const { store } = renderCart();
      const notice = await screen.findByRole('status', { name: 'Removed from your cart' });
      expect(notice).toHaveTextContent(
        'Lotus Stone is no longer available and was removed from your cart',
      );
      expect(screen.getByRole('listitem', { name: 'Ganesha Stone' })).toBeInTheDocument();
      expect(screen.queryByRole('listitem', { name: 'Lotus Stone' })).not.toBeInTheDocument();

      // Every size of it goes, once; the notice stays over the removal's answer.
      await waitFor(() =>
        expect(sentRequests(fetchMock).filter((r) => r.method === 'DELETE')).toHaveLength(1),
      );
      const [removal] = sentRequests(fetchMock).filter((r) => r.method === 'DELETE');
      expect(new URL(removal!.url).pathname).toBe('/api/user/cart/p9');
      expect(new URL(removal!.url).search).toBe('');
      await waitFor(() => expect(selectCartCount(store.getState())).toBe(2));
      expect(screen.getByRole('status', { name: 'Removed from your cart' })).toHaveTextContent(
        lotus.notice,
      );
    });

    it('shows the notice above the empty cart when nothing else is left', async () => {
      stubApi({
        'GET /api/user/cart': answer([], [lotus]),
        'DELETE /api/user/cart/p9': answer([], []),
      });
      renderCart();
      expect(await screen.findByText(cartMessages.emptyTitle)).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Removed from your cart' })).toHaveTextContent(
        lotus.notice,
      );
    });
  });

  it('counts a coupon whose expiry day is past as 0', async () => {
    stubApi({
      'GET /api/user/cart': {
        body: {
          isFirstOrder: true,
          cartItems: [cartItem({ discount: false })],
          coupon: { code: 'OLD', discount: 100, expiryDate: '2000-01-01' },
        },
      },
    });
    renderCart();
    const list = await screen.findByLabelText('Order summary');
    expect(within(list).queryByText(/Coupon/)).not.toBeInTheDocument();
    expect(within(list).getByText('Total').nextElementSibling).toHaveTextContent('₹1,250');
  });
});
