import {
  joinDeliveryAddress,
  normaliseIndianMobile,
  normalisePersonName,
  type CheckoutField,
  type CreateOrderInput,
  type User,
} from '@artshop/shared';
import { useState } from 'react';
import { checkoutErrors, checkoutFormFromUser, type CheckoutErrors } from './checkout-form';

/**
 * The checkout's contact and shipping details (the cart's checkout and an offer's): the values
 * from the profile, the messages to show, and the body the order calls take.
 */
export function useCheckoutDetails(user: User | null) {
  const [values, setValues] = useState(() => checkoutFormFromUser(user));
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());

  const errors = checkoutErrors(values);
  const hasErrors = Object.keys(errors).length > 0;
  // A message shows once the customer has touched the field, or at once for a prefilled value
  // that breaks a rule; an empty untouched field waits (it still keeps the pay button disabled).
  const shown: CheckoutErrors = Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) =>
        touched.has(field as CheckoutField) || values[field as CheckoutField].trim() !== '',
    ),
  );

  const touch = (field: CheckoutField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  const change = (field: CheckoutField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    touch(field);
  };

  /**
   * What `POST /api/order` and `POST /api/offers/{id}/accept` take: the address in parts
   * (decision 0058) and joined (the spec's field), and the coupon shown in the summary (null:
   * none), so what is charged is what the page showed.
   */
  const orderBody = (couponCode: string | null): CreateOrderInput => {
    const address = {
      street: values.street.trim(),
      city: values.city.trim(),
      state: values.state.trim(),
      zip: values.zip.trim(),
      country: values.country,
    };
    return {
      deliveryAddress: joinDeliveryAddress(address),
      address,
      // As the schema stores them (decision 0078): the name tidied, the phone as its ten digits.
      name: normalisePersonName(values.name),
      email: values.email.trim(),
      phone: normaliseIndianMobile(values.phone),
      couponCode,
    };
  };

  return { values, shown, hasErrors, touch, change, orderBody };
}
