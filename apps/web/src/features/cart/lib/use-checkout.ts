import {
  orderMessages,
  type CodOrderResponse,
  type CreateOrderInput,
  type CreateOrderResponse,
  type User,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSavedAddressesQuery } from '../checkout.api';
import { useCheckoutDetails } from './use-checkout-details';
import { usePaymentWindow } from './use-payment-window';

interface CheckoutOptions {
  user: User | null;
  /** The coupon the summary shows (null: none), so what is charged is what the page showed. */
  couponCode: string | null;
  /** The page's own reasons to hold Pay back (the cart still loading, a coupon being applied...). */
  blocked: boolean;
  /** Makes the order to pay from the details: the cart's, or the offer's. */
  createOrder: (body: CreateOrderInput) => Promise<CreateOrderResponse>;
  /** An error the page shows in its own way (it answers true); others end in the failure toast. */
  refused?: (error: unknown) => boolean;
  /** Runs as a payment starts, e.g. to clear the last refusal shown. */
  onStart?: () => void;
  /**
   * Cash on delivery chosen (the cart's checkout only; decision 0099): Pay places the order with
   * `place` and hands it to `placed` (the code's page) instead of opening a payment window.
   */
  cod?: {
    chosen: boolean;
    place: (body: CreateOrderInput) => Promise<CodOrderResponse>;
    placed: (order: CodOrderResponse['order']) => void;
  };
}

/**
 * Both checkouts (a cart's and an offer's) around their payment window: the contact and shipping
 * details, and a Pay submit that does nothing while Pay is held back or a payment is under way,
 * else makes the order and opens its window. Gives the props of the details form and Pay button.
 */
export function useCheckout({
  user,
  couponCode,
  blocked,
  createOrder,
  refused,
  onStart,
  cod,
}: CheckoutOptions) {
  // The address book (decision 0084): asked afresh on each checkout, the last used address first.
  const book = useSavedAddressesQuery(undefined, { refetchOnMountOrArgChange: true });
  const details = useCheckoutDetails(user, book.data);
  const payment = usePaymentWindow();
  const [placing, setPlacing] = useState(false);
  const busy = payment.busy || placing;
  const payDisabled = busy || blocked || details.hasErrors;

  const placeCod = async (place: NonNullable<CheckoutOptions['cod']>) => {
    setPlacing(true);
    try {
      const { order } = await place.place(details.orderBody(couponCode));
      place.placed(order);
    } catch (error) {
      // The server's reason (a limit, the PIN code, an open COD order) is what the shopper needs.
      toast.error(errorMessage(error, orderMessages.checkoutFailed));
      setPlacing(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payDisabled) return;
    onStart?.();
    if (cod?.chosen) {
      void placeCod(cod);
      return;
    }
    void payment.pay(() => createOrder(details.orderBody(couponCode)), refused);
  };

  return {
    ...payment,
    busy,
    submit,
    form: {
      values: details.values,
      errors: details.shown,
      disabled: busy,
      onChange: details.change,
      onBlur: details.touch,
      addresses: book.data ?? [],
      addressChoice: details.choice,
      onChooseAddress: details.choose,
      addressBookFailed: book.isError,
      whatsappUpdates: details.whatsappUpdates,
      onWhatsappUpdates: details.setWhatsappUpdates,
    },
    payButton: {
      busy,
      disabled: payDisabled,
      detailsIncomplete: details.hasErrors,
      problems: details.problems,
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
