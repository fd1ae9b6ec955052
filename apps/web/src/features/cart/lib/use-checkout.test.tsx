import { orderMessages, type CreateOrderInput } from '@artshop/shared';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { asha } from '../../../test/fixtures';
import { StoreProvider } from '../../../store/store-context';
import { makeStore } from '../../../test/render';
import { createdOrder } from '../test/orders';
import { useCheckout } from './use-checkout';

const wrapper = ({ children }: { children: ReactNode }) => (
  <StoreProvider store={makeStore()}>{children}</StoreProvider>
);
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function renderCheckout(options: Partial<Parameters<typeof useCheckout>[0]> = {}) {
  const createOrder = vi.fn(async (_body: CreateOrderInput) => createdOrder());
  const view = renderHook(
    () =>
      useCheckout({ user: asha, couponCode: 'SAVE100', blocked: false, createOrder, ...options }),
    { wrapper },
  );
  return { ...view, createOrder };
}

describe('useCheckout', () => {
  it("pays with the profile's details and the summary's coupon, then opens the payment window", async () => {
    const onStart = vi.fn();
    const { result, createOrder } = renderCheckout({ onStart });
    expect(result.current.form.values.name).toBe('Asha Rao');
    expect(result.current.payButton).toEqual({
      busy: false,
      disabled: false,
      detailsIncomplete: false,
      problems: [],
    });

    const event = submitEvent();
    await act(async () => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onStart).toHaveBeenCalledOnce();
    expect(createOrder).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Asha Rao', couponCode: 'SAVE100' }),
    );
    expect(result.current.testPayment).toEqual({ orderId: 'o1', amountPaise: 115_000 });
    expect(result.current.payButton).toMatchObject({ busy: true, disabled: true });
    expect(result.current.form.disabled).toBe(true);
  });

  it('does nothing while the page holds Pay back', async () => {
    const { result, createOrder } = renderCheckout({ blocked: true });
    expect(result.current.payButton.disabled).toBe(true);
    await act(async () => result.current.submit(submitEvent()));
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('holds Pay back while the details are incomplete, and says so', async () => {
    const { result, createOrder } = renderCheckout({ user: { ...asha, phone: '' } });
    expect(result.current.payButton).toEqual({
      busy: false,
      disabled: true,
      detailsIncomplete: true,
      // Named beside Pay, with the field to move focus to (decision 0084).
      problems: [
        {
          field: 'phone',
          fieldId: 'checkout-phone',
          label: 'Phone',
          message: orderMessages.phoneRequired,
        },
      ],
    });
    await act(async () => result.current.submit(submitEvent()));
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('lets the page take a refusal it shows itself, and is ready to pay again', async () => {
    const refusal = { status: 409, data: { message: 'Gone.' } };
    const refused = vi.fn(() => true);
    const { result } = renderCheckout({ refused, createOrder: () => Promise.reject(refusal) });
    await act(async () => result.current.submit(submitEvent()));
    expect(refused).toHaveBeenCalledWith(refusal);
    expect(result.current.payButton).toMatchObject({ busy: false, disabled: false });
  });
});
