import {
  checkoutLabels,
  joinDeliveryAddress,
  normaliseIndianMobile,
  normalisePersonName,
  type CheckoutField,
  type CreateOrderInput,
  type SavedAddress,
  type User,
} from '@artshop/shared';
import { useState } from 'react';
import { rememberedPin } from '../../../lib/remembered-pin';
import {
  ADDRESS_FIELDS,
  addressFieldsOf,
  checkoutErrors,
  checkoutFieldId,
  checkoutFormFromUser,
  isAddressField,
  type CheckoutErrors,
} from './checkout-form';

/** A saved address's id, or 'new' for the fields as typed. */
export type AddressChoice = string;
export const NEW_ADDRESS = 'new';

/** One field still wrong, as the summary beside Pay lists it (decision 0084). */
export interface CheckoutProblem {
  field: CheckoutField;
  fieldId: string;
  label: string;
  message: string;
}

/**
 * The checkout's contact and shipping details (the cart's checkout and an offer's): the values
 * from the profile, or the last used saved address once the address book has loaded (decision
 * 0084), the messages to show, and the body the order calls take.
 */
export function useCheckoutDetails(user: User | null, saved: readonly SavedAddress[] | undefined) {
  // The PIN code checked on a product page fills an empty one (docs/shipping.md 'Estimates'); a
  // saved address, once the book arrives, brings its own.
  const [values, setValues] = useState(() => {
    const start = checkoutFormFromUser(user);
    return start.zip ? start : { ...start, zip: rememberedPin() ?? '' };
  });
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  // 'Send me order updates on WhatsApp': unchecked until the customer checks it (decision 0116).
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  // null until the address book has answered (or the customer typed an address first).
  const [choice, setChoice] = useState<AddressChoice | null>(null);

  // The last used address fills the form once the book arrives, unless the customer has already
  // typed an address (set while rendering, so the prefilled form is what is first drawn).
  const last = saved?.[0];
  if (choice === null && last && !ADDRESS_FIELDS.some((field) => touched.has(field))) {
    setChoice(last.id);
    setValues((previous) => ({ ...previous, ...addressFieldsOf(last) }));
  }

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
  // Every rule still broken, in the form's order, for the summary beside Pay.
  const problems: CheckoutProblem[] = (Object.keys(checkoutLabels) as CheckoutField[]).flatMap(
    (field) => {
      const message = errors[field];
      return message
        ? [{ field, fieldId: checkoutFieldId(field), label: checkoutLabels[field], message }]
        : [];
    },
  );

  const touch = (field: CheckoutField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  const change = (field: CheckoutField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    touch(field);
    // An edited saved address is a new one: the choice says so.
    if (isAddressField(field)) setChoice(NEW_ADDRESS);
  };

  /** Picks a saved address (its parts fill the fields) or a new one (the fields emptied). */
  const choose = (next: AddressChoice) => {
    const picked = saved?.find((address) => address.id === next);
    setChoice(picked ? picked.id : NEW_ADDRESS);
    setValues((previous) => ({
      ...previous,
      ...(picked
        ? addressFieldsOf(picked)
        : { street: '', line2: '', city: '', state: '', zip: '' }),
    }));
    // A fresh, empty form shows no wall of messages (decision 0030).
    setTouched((previous) => new Set([...previous].filter((field) => !isAddressField(field))));
  };

  /**
   * What `POST /api/order` and `POST /api/offers/{id}/accept` take: the address in parts
   * (decision 0058) and joined (the spec's field), and the coupon shown in the summary (null:
   * none), so what is charged is what the page showed.
   */
  const orderBody = (couponCode: string | null): CreateOrderInput => {
    const address = {
      street: values.street.trim(),
      line2: values.line2.trim(),
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
      ...(whatsappUpdates ? { whatsappUpdates: true } : {}),
    };
  };

  return {
    values,
    shown,
    hasErrors,
    problems,
    choice: choice ?? NEW_ADDRESS,
    touch,
    change,
    choose,
    orderBody,
    whatsappUpdates,
    setWhatsappUpdates,
  };
}
