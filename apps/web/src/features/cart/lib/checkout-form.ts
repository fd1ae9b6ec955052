import {
  checkoutFormSchema,
  indianStateName,
  type CheckoutField,
  type CheckoutFormInput,
  type SavedAddress,
  type User,
} from '@artshop/shared';
import { validate } from '../../../lib/field-errors';

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The shipping address's fields, which a saved address fills (decision 0084). */
export const ADDRESS_FIELDS = ['street', 'line2', 'city', 'state', 'zip'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const isAddressField = (field: CheckoutField): field is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(field);

/** Each field's id, so the summary beside Pay can move focus to it (decision 0084). */
export const checkoutFieldId = (field: CheckoutField) => `checkout-${field}`;

/** The form starts from the profile; the shop ships only within India. */
export function checkoutFormFromUser(user: User | null): CheckoutFormInput {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    street: user?.address.street ?? '',
    line2: '',
    city: user?.address.city ?? '',
    // The state is a choice from the list: a profile's 'MH' is shown as 'Maharashtra'.
    state: indianStateName(user?.address.state) ?? '',
    zip: user?.address.zip ?? '',
    country: 'India',
  };
}

/** A saved address as the form's address fields (an old spelling of the state as its name). */
export function addressFieldsOf(saved: SavedAddress): Record<AddressField, string> {
  return {
    street: saved.street,
    line2: saved.line2,
    city: saved.city,
    state: indianStateName(saved.state) ?? '',
    zip: saved.zip,
  };
}

/** A saved address on one line, as the address book lists it. */
export function savedAddressLine(saved: SavedAddress): string {
  return [saved.street, saved.line2, saved.city, `${saved.state} ${saved.zip}`]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** Every field's first message from the shared schema (spec section 5, 'Checkout'). */
export function checkoutErrors(values: CheckoutFormInput): CheckoutErrors {
  return validate(checkoutFormSchema, values);
}
