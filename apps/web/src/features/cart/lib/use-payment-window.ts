import { orderMessages, type CreateOrderResponse, type TestPaymentInput } from '@artshop/shared';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { usePayTestOrderMutation } from '../checkout.api';
import { openRazorpay } from './load-razorpay';
import { postForm } from './post-form';

export interface TestPayment {
  orderId: string;
  amountPaise: number;
}

/**
 * The payment step shared by the cart's checkout and an offer's: make the order, then open
 * Razorpay's window or test mode's, whose result goes to the server as a real form POST.
 */
export function usePaymentWindow() {
  const [payTestOrder] = usePayTestOrderMutation();
  const [busy, setBusy] = useState(false);
  const [testPayment, setTestPayment] = useState<TestPayment | null>(null);

  const backToIdle = () => {
    setTestPayment(null);
    setBusy(false);
  };

  const failed = (error?: unknown) => {
    const status = errorStatus(error);
    // A refusal the shopper can act on (a coupon at its limit, a cart too large, too many tries)
    // says why in the server's words; anything else is the spec's checkout failure toast.
    const refused = status !== undefined && status >= 400 && status < 500;
    toast.error(
      refused ? errorMessage(error, orderMessages.checkoutFailed) : orderMessages.checkoutFailed,
    );
    backToIdle();
  };

  /**
   * Makes the order with `createOrder` and opens the payment window for it. `refused` may take an
   * error the page shows in its own way (it returns true); others end in the failure toast.
   */
  const pay = async (
    createOrder: () => Promise<CreateOrderResponse>,
    refused?: (error: unknown) => boolean,
  ) => {
    setBusy(true);
    try {
      const { order, checkout } = await createOrder();
      if (checkout.provider === 'test') {
        setTestPayment({ orderId: order.id, amountPaise: checkout.amount });
      } else {
        await openRazorpay(checkout, backToIdle);
      }
    } catch (error) {
      if (refused?.(error)) backToIdle();
      else failed(error);
    }
  };

  const sendTestOutcome = async (outcome: TestPaymentInput['outcome']): Promise<boolean> => {
    if (!testPayment) return false;
    try {
      const { callbackUrl, fields } = await payTestOrder({
        orderId: testPayment.orderId,
        outcome,
      }).unwrap();
      // A real form POST, as Razorpay's redirect makes: the server answers with the status page.
      postForm(callbackUrl, fields);
      return true;
    } catch {
      failed();
      return false;
    }
  };

  return { busy, testPayment, pay, sendTestOutcome, backToIdle };
}
