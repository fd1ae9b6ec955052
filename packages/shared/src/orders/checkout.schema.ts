import { z } from 'zod';
import {
  ACCOUNT_EMAIL_PATTERN,
  ACCOUNT_NAME_MAX,
  ADDRESS_FIELD_MAX,
  authMessages,
} from '../auth/auth.schema';
import { indianStateName, PIN_CODE_PATTERN } from './address-book';
import { indianMobileSchema, personNameSchema } from '../people/names-and-phones';
import { orderMessages as m } from './orders.messages';
import { paymentMethodSchema } from './cash-on-delivery.schema';

/** A required text field with the spec's 'required' and 'too short' messages. */
const requiredText = (min: number, required: string, short: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(min, short)
    .max(ADDRESS_FIELD_MAX, short);

/**
 * The checkout form of spec section 5 ('Checkout'), field by field with its messages. The web form
 * validates on change with it; the email is locked to the account's and the country to India.
 */
export const checkoutFormSchema = z.object({
  // The name and phone follow the account's rules, so the profile's values fill the form (0078).
  name: personNameSchema({
    required: m.nameRequired,
    min: 3,
    tooShort: m.nameShort,
    max: ACCOUNT_NAME_MAX,
    tooLong: authMessages.nameTooLong,
  }),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .regex(ACCOUNT_EMAIL_PATTERN, m.emailInvalid),
  phone: indianMobileSchema(m.phoneRequired),
  // Address line 1 keeps the spec's 'Street' rules; line 2 (flat, landmark) may stay empty.
  street: requiredText(5, m.streetRequired, m.streetInvalid),
  line2: z.string({ error: m.line2TooLong }).trim().max(ADDRESS_FIELD_MAX, m.line2TooLong),
  city: requiredText(2, m.cityRequired, m.cityInvalid),
  // One of India's states and union territories (decision 0084); a common spelling ('MH') is
  // taken as the list's name, which is what is stored.
  state: z
    .string({ error: m.stateRequired })
    .trim()
    .min(1, m.stateRequired)
    .refine((value) => indianStateName(value) !== null, m.stateInvalid)
    .transform((value) => indianStateName(value) ?? value),
  // India's PIN code: six digits, never starting with 0 (decision 0084).
  zip: z
    .string({ error: m.zipRequired })
    .trim()
    .min(1, m.zipRequired)
    .regex(/^\d{6}$/, m.zipInvalid)
    .regex(PIN_CODE_PATTERN, m.zipLeadingZero),
  country: z.literal('India', { error: m.countryRequired }),
});
export type CheckoutFormInput = z.infer<typeof checkoutFormSchema>;
export type CheckoutField = keyof CheckoutFormInput;

/**
 * Spec section 3: the delivery address travels as one string, its parts joined by ', ' (an empty
 * address line 2 left out).
 */
export function joinDeliveryAddress(
  a: Pick<CheckoutFormInput, 'street' | 'city' | 'state' | 'zip' | 'country'> & {
    line2?: string | undefined;
  },
): string {
  return [a.street, a.line2 ?? '', a.city, a.state, a.zip, a.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * The delivery address in parts (decision 0058), each field checked with the checkout form's rules
 * and messages: the server refuses what the form would, e.g. a 5-digit zip with 'Enter a valid
 * 6-digit postal code'.
 */
export const deliveryAddressSchema = z.object(
  {
    street: checkoutFormSchema.shape.street,
    // Optional for older clients, which send four parts (decision 0084).
    line2: checkoutFormSchema.shape.line2.optional().default(''),
    city: checkoutFormSchema.shape.city,
    state: checkoutFormSchema.shape.state,
    zip: checkoutFormSchema.shape.zip,
    country: checkoutFormSchema.shape.country,
  },
  { error: m.streetRequired },
);
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * `POST /api/order` body (spec section 3 'Order creation payload'). Nothing about prices: the
 * server reads the cart and the coupon itself. The email is always the account's (the server
 * ignores another). The address comes joined (`deliveryAddress`, the spec's), in parts (`address`,
 * decision 0058), or both: then the parts win and the joined string is rebuilt from them.
 * `couponCode` absent means the cart's applied coupon; null or blank means none.
 */
export const createOrderSchema = z
  .object(
    {
      deliveryAddress: z
        .string({ error: m.streetRequired })
        .trim()
        .min(10, m.streetInvalid)
        .max(1000, m.streetInvalid)
        .optional(),
      address: deliveryAddressSchema.optional(),
      name: checkoutFormSchema.shape.name,
      email: z.string().trim().max(254).optional(),
      phone: checkoutFormSchema.shape.phone,
      couponCode: z.string().trim().max(64).optional().nullable(),
      // Absent: 'online'. 'cod': cash on delivery, stone art only (decision 0099).
      paymentMethod: paymentMethodSchema.optional(),
      // 'Send me order updates on WhatsApp' (decision 0116): true records the consent with the
      // order's phone number; absent or false changes nothing.
      whatsappUpdates: z.boolean({ error: m.orderBody }).optional(),
    },
    { error: m.orderBody },
  )
  .refine((body) => body.address !== undefined || body.deliveryAddress !== undefined, {
    message: m.streetRequired,
    path: ['deliveryAddress'],
  });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/**
 * The order's address as stored: the joined string every screen shows, and the parts when the
 * checkout sent them (null for a joined-only body).
 */
export function orderAddressOf(input: Pick<CreateOrderInput, 'deliveryAddress' | 'address'>): {
  joined: string;
  parts: DeliveryAddress | null;
} {
  if (input.address) return { joined: joinDeliveryAddress(input.address), parts: input.address };
  return { joined: input.deliveryAddress ?? '', parts: null };
}
