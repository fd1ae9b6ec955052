import { describe, expect, it } from 'vitest';
import { INDIAN_STATE_CHOICES } from './address-book';
import { checkoutFormSchema, createOrderSchema, orderAddressOf } from './checkout.schema';
import { orderItemCount } from './order.schema';
import { orderMessages } from './orders.messages';

const contact = { name: 'Asha Rao', phone: '9876543210' };
const parts = {
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  country: 'India',
};

describe('createOrderSchema and the address in parts', () => {
  it('rebuilds the joined address from the parts, which win over a joined one', () => {
    const body = createOrderSchema.parse({
      ...contact,
      deliveryAddress: 'Old place, far away',
      address: parts,
    });
    expect(orderAddressOf(body)).toEqual({
      joined: '12 MG Road, Bengaluru, Karnataka, 560001, India',
      // An absent line 2 is an empty one (decision 0084).
      parts: { ...parts, line2: '' },
    });
  });

  it('keeps a joined-only address as sent, without parts', () => {
    const deliveryAddress = '12 MG Road, Bengaluru, Karnataka, 560001, India';
    expect(orderAddressOf(createOrderSchema.parse({ ...contact, deliveryAddress }))).toEqual({
      joined: deliveryAddress,
      parts: null,
    });
  });

  it("checks each part with the checkout form's message, and wants some address", () => {
    const zip = createOrderSchema.safeParse({ ...contact, address: { ...parts, zip: '56000' } });
    expect(zip.error?.issues[0]?.message).toBe(orderMessages.zipInvalid);
    const none = createOrderSchema.safeParse(contact);
    expect(none.error?.issues[0]?.message).toBe(orderMessages.streetRequired);
  });
});

describe('an address for India (decision 0084)', () => {
  const message = (address: object) =>
    createOrderSchema.safeParse({ ...contact, address: { ...parts, ...address } }).error?.issues[0]
      ?.message;

  it('refuses a PIN code that is not six digits or starts with 0', () => {
    expect(message({ zip: '56000' })).toBe(orderMessages.zipInvalid);
    expect(message({ zip: '056001' })).toBe(orderMessages.zipLeadingZero);
    expect(message({ zip: '' })).toBe(orderMessages.zipRequired);
    expect(message({ zip: '110001' })).toBeUndefined();
  });

  it("takes a state of the list, or a common spelling of one as the list's name", () => {
    expect(INDIAN_STATE_CHOICES).toHaveLength(36);
    expect(INDIAN_STATE_CHOICES[0]).toBe('Andaman and Nicobar Islands');
    expect(message({ state: 'Atlantis' })).toBe(orderMessages.stateInvalid);
    const body = createOrderSchema.parse({ ...contact, address: { ...parts, state: 'ka' } });
    expect(body.address?.state).toBe('Karnataka');
  });

  it('takes an optional second line and joins it in', () => {
    const without = createOrderSchema.parse({ ...contact, address: parts });
    expect(without.address?.line2).toBe('');
    const withLine2 = createOrderSchema.parse({
      ...contact,
      address: { ...parts, line2: 'Flat 4B' },
    });
    expect(orderAddressOf(withLine2).joined).toBe(
      '12 MG Road, Flat 4B, Bengaluru, Karnataka, 560001, India',
    );
    expect(
      checkoutFormSchema.shape.line2.safeParse('x'.repeat(201)).error?.issues[0]?.message,
    ).toBe(orderMessages.line2TooLong);
  });
});

describe('orderItemCount', () => {
  it('counts pieces, not lines', () => {
    expect(orderItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(orderItemCount([])).toBe(0);
  });
});
