import {
  checkoutFormSchema,
  type CheckoutField,
  type CheckoutFormInput,
  type User,
} from '@artshop/shared';
import { validate } from '../../../lib/field-errors';

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The form starts from the profile; the shop ships only within India. */
export function checkoutFormFromUser(user: User | null): CheckoutFormInput {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    street: user?.address.street ?? '',
    city: user?.address.city ?? '',
    state: user?.address.state ?? '',
    zip: user?.address.zip ?? '',
    country: 'India',
  };
}

/** Every field's first message from the shared schema (spec section 5, 'Checkout'). */
export function checkoutErrors(values: CheckoutFormInput): CheckoutErrors {
  return validate(checkoutFormSchema, values);
}
